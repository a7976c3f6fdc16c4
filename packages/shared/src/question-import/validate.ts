import { questionDraftSchema, type QuestionDraft } from '../questions/draft.ts';
import type { ImportedQuestion } from './format.ts';
import { QUESTION_IMPORT_MESSAGES as M } from './messages.ts';

/** Fields an import error is shown under (the fix form's fields). */
export const IMPORT_FIELDS = ['title', 'text', 'type', 'answer', 'options', 'feedbacks'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportErrors = Partial<Record<ImportField, string>>;

const OPTION_WORD: Record<string, string> = { options: 'Alternativa', feedbacks: 'Feedback' };

/**
 * A question read from a file, checked by the one shape the bank accepts (questionDraftSchema),
 * with zod's issues folded to one message per field: an option's or feedback's issue says which
 * one ("Alternativa 2: Campo obrigatório"), an unknown type names the accepted ones in pt-BR.
 */
export function validateImported(
  q: ImportedQuestion,
  disciplineId: number | null,
): { ok: true; draft: QuestionDraft } | { ok: false; errors: ImportErrors } {
  const r = questionDraftSchema.safeParse({ ...q, discipline_id: disciplineId });
  if (r.success) return { ok: true, draft: r.data };
  const errors: ImportErrors = {};
  for (const issue of r.error.issues) {
    const [head, index] = issue.path;
    const field = (IMPORT_FIELDS as readonly unknown[]).includes(head) ? (head as ImportField) : 'title';
    if (errors[field]) continue;
    if (field === 'type') errors.type = M.questionTypeInvalid;
    else if (typeof index === 'number' && OPTION_WORD[field])
      errors[field] = `${OPTION_WORD[field]} ${index + 1}: ${issue.message}`;
    else errors[field] = issue.message;
  }
  return { ok: false, errors };
}
