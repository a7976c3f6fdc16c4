import { QUESTION_MESSAGES as M } from '@trilha/shared/questions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findItem } from '../../kit/find-item.ts';

/**
 * POST /material-items/{id}/remove-quiz: takes one question out of a quiz item, for who manages
 * the item's discipline. The question stays in the bank (and becomes deletable once no item holds
 * it). The item keeps at least one question, as a quiz item is created with (MATERIAL_ITEM_QUIZ_REQUIRED).
 */
export async function removeQuizFromItem(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  itemId: number,
  questionId: number,
): Promise<{ message: string; data: { material_item_id: number; quizzes_ids: number[] } }> {
  const { item } = await findItem(deps, tenant, actor, itemId, { manage: true });
  const companyId = tenant.companyId;
  const remaining = await deps.db.$transaction(async (tx) => {
    // Locks the item's links: two removals at once cannot both leave it empty.
    const links = await tx.$queryRaw<{ questionId: number }[]>`
      SELECT question_id AS "questionId" FROM material_item_questions
       WHERE company_id = ${companyId} AND material_item_id = ${item.id} ORDER BY position, question_id FOR UPDATE`;
    if (item.type !== 'quiz' || !links.some((l) => l.questionId === questionId)) throw appError('QUESTION_NOT_IN_QUIZ');
    if (links.length === 1) throw appError('MATERIAL_ITEM_QUIZ_REQUIRED', { field: 'quiz_id' });
    // The link is the quiz kind's row (attempts): its subscriber drops it in this transaction.
    await deps.domainEvents.publish(tx, companyId, 'quiz-question.removed', {
      material_item_id: item.id,
      question_id: questionId,
    });
    return links.map((l) => l.questionId).filter((id) => id !== questionId);
  });
  return { message: M.questionRemovedFromQuiz, data: { material_item_id: item.id, quizzes_ids: remaining } };
}
