import { tenantKey } from '@trilha/db';
import { ATTEMPT_MESSAGES as M, type FinishAttemptResponse } from '@trilha/shared/attempts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { autoGrade, tally } from './grading.ts';
import { attemptSelect, loadAttempt } from '../../kit/load-attempt.ts';
import { attemptDetail } from './present.ts';

/**
 * POST /attempts/{id}/finish, in one transaction: finished_at and status (a conditional update, so
 * two finishes cannot both pass), the automatic grading, and the fact `attempt.finished`. What
 * follows belongs to the domains that subscribe to it (docs/architecture.md "Domain events"): the
 * grade (grades), the item checked and the progress (materials), the points (gamification), all in
 * this transaction; the live `.points.added` after commit. Their reply gives this answer its
 * points and percentages. A staff member's attempt is a preview: nothing follows.
 */
export async function finishAttempt(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<FinishAttemptResponse> {
  const { attempt, item } = await loadAttempt(deps, tenant, actor, id, 'read');
  if (attempt.userId !== actor.id) throw appError('ATTEMPT_NOT_OWNER');
  const companyId = tenant.companyId;
  const now = new Date();
  const result = await deps.db.$transaction(async (tx) => {
    const n = await tx.attempt.updateMany({ where: { id, status: 'started' }, data: { status: 'finished', finishedAt: now } });
    if (n.count === 0) throw appError('ATTEMPT_FINISHED');
    if (!attempt.checkedAt) await autoGrade(tx, companyId, id);
    const t = await tally(tx, companyId, id, item.id);
    const row = await tx.attempt.update({
      where: tenantKey(id),
      data: { checked: t.pending === 0, checkedAt: attempt.checkedAt ?? now, score: t.score },
      select: attemptSelect,
    });
    const reply = await deps.domainEvents.publish(tx, companyId, 'attempt.finished', {
      attempt_id: id,
      user_id: actor.id,
      material_item_id: item.id,
      material_id: item.materialId,
      discipline_id: item.disciplineId,
      score: t.score,
      correct: t.correct,
      pending: t.pending,
      preview: attempt.preview,
      finished_at: now.toISOString(),
    });
    return { row, reply };
  });
  return {
    message: M.attemptFinished,
    data: await attemptDetail(deps, tenant, actor, result.row, item),
    points: result.reply.points ?? 0,
    material_progress: result.reply.material_progress ?? 0,
    discipline_progress: result.reply.discipline_progress ?? 0,
  };
}
