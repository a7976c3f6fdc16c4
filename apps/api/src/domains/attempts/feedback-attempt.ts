import { ATTEMPT_MESSAGES as M, type AttemptFeedbackBody, type AttemptResponse } from '@trilha/shared/attempts';
import { Prisma, tenantKey } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { toGradeScale } from '@trilha/shared/grades';
import { tally } from './grading.ts';
import { attemptSelect, loadAttempt } from '../../kit/load-attempt.ts';
import { attemptDetail } from './present.ts';

/**
 * PUT /attempts/{id}/feedback (staff): scores (0..10, rounded to the scale) and comments of a
 * finished attempt's answers — the descriptive ones wait for this — and an overall comment. The
 * attempt is re-scored, and `attempt.graded` tells the grades domain, which rewrites the learner's
 * grade in this transaction: graded once no descriptive answer is left without a score, still
 * pending otherwise.
 */
export async function giveFeedback(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: AttemptFeedbackBody,
): Promise<AttemptResponse> {
  const { attempt, item } = await loadAttempt(deps, tenant, actor, id, 'grade');
  if (attempt.status !== 'finished') throw appError('ATTEMPT_NOT_FINISHED');
  const companyId = tenant.companyId;
  const answers = body.answers ?? [];
  const ids = [...new Set(answers.map((a) => a.answer_id))];
  const row = await deps.db.$transaction(async (tx) => {
    if (ids.length) {
      const found = await tx.attemptAnswer.count({ where: { companyId, attemptId: id, id: { in: ids } } });
      if (found !== ids.length) throw appError('ATTEMPT_ANSWER_NOT_IN_ATTEMPT');
      // One statement for every answer (no query per answer); undefined leaves a column as it is.
      const values = answers.map(
        (
          a,
        ) => Prisma.sql`(${a.answer_id}::int, ${a.score !== undefined}::boolean, ${a.score == null ? null : toGradeScale(a.score)}::float,
                          ${a.feedback !== undefined}::boolean, ${a.feedback ?? null}::text)`,
      );
      await tx.$executeRaw(Prisma.sql`
        UPDATE attempt_answers aa
           SET score = CASE WHEN v.set_score THEN v.score ELSE aa.score END,
               feedback = CASE WHEN v.set_feedback THEN NULLIF(v.feedback, '') ELSE aa.feedback END,
               updated_at = now()
          FROM (VALUES ${Prisma.join(values)}) AS v(id, set_score, score, set_feedback, feedback)
         WHERE aa.company_id = ${companyId} AND aa.attempt_id = ${id} AND aa.id = v.id`);
    }
    const t = await tally(tx, companyId, id, item.id);
    const now = new Date();
    const updated = await tx.attempt.update({
      where: tenantKey(id),
      data: {
        checked: t.pending === 0,
        checkedAt: now,
        checkedById: actor.id,
        score: t.score,
        ...(body.feedback !== undefined ? { feedback: body.feedback || null } : {}),
      },
      select: attemptSelect,
    });
    await deps.domainEvents.publish(tx, companyId, 'attempt.graded', {
      attempt_id: id,
      user_id: attempt.userId,
      material_item_id: item.id,
      discipline_id: item.disciplineId,
      score: t.score,
      graded_by_id: actor.id,
      ...(body.feedback !== undefined ? { comment: body.feedback || null } : {}),
      preview: attempt.preview,
    });
    return updated;
  });
  return { message: M.attemptFeedbackSaved, data: await attemptDetail(deps, tenant, actor, row, item) };
}
