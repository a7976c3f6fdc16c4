import { toDbQuestionType, type QuestionDraft } from '@trilha/shared/questions';
import type { TenantTx } from '../../deps.ts';

/**
 * Writes already-validated drafts (bulk create, import, generation) with their options and
 * feedbacks: three statements whatever the count (no N+1), inside the caller's transaction so a
 * batch lands whole or not at all. The caller has checked that discipline_id/topic_id are readable.
 * Returns the new ids in draft order.
 */
export async function createQuestionDrafts(
  tx: TenantTx,
  companyId: number,
  authorId: number,
  drafts: readonly QuestionDraft[],
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const rows = await tx.question.createManyAndReturn({
    data: drafts.map((d) => ({
      companyId,
      authorId,
      title: d.title,
      text: d.text,
      type: toDbQuestionType(d.type),
      disciplineId: d.discipline_id ?? null,
      topicId: d.topic_id ?? null,
      answer: d.answer ?? null,
    })),
    select: { id: true },
  });
  // createManyAndReturn answers in insertion order (one INSERT ... RETURNING).
  const ids = rows.map((r) => r.id);
  const options = drafts.flatMap((d, i) =>
    d.options.map((o, position) => ({ companyId, questionId: ids[i]!, text: o.text, correctAnswer: o.correct_answer, position })),
  );
  const feedbacks = drafts.flatMap((d, i) => d.feedbacks.map((f) => ({ companyId, questionId: ids[i]!, text: f.text })));
  if (options.length) await tx.questionOption.createMany({ data: options });
  if (feedbacks.length) await tx.questionFeedback.createMany({ data: feedbacks });
  return ids;
}
