import type { MaterialItem } from '@trilha/shared/materials';

/** Why "Iniciar tentativa" cannot be pressed, or null when it can. */
export type StartBlock = 'password' | 'not_yet_available' | 'closed' | 'no_questions' | 'limit_reached' | null;

/**
 * The Questionnaire's start button, decided from the item as the API returns it: a locked item
 * (password, before or after its window) says why first; the API hides a locked item's questions,
 * so "no questions" is only judged on an open one. An attempt in progress can always be continued.
 */
export function startBlock(
  item: Pick<MaterialItem, 'lock' | 'quizzes_ids'>,
  attempts: { open: boolean; used: number; max: number | null },
): StartBlock {
  if (item.lock) return item.lock;
  if (attempts.open) return null;
  if (item.quizzes_ids.length === 0) return 'no_questions';
  if (attempts.max !== null && attempts.used >= attempts.max) return 'limit_reached';
  return null;
}

/** The question count to show: unknown (null, shown as nothing) while the item is locked. */
export const questionCount = (item: Pick<MaterialItem, 'lock' | 'quizzes_ids'>): number | null =>
  item.lock ? null : item.quizzes_ids.length;
