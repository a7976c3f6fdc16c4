import { GRADES } from '@trilha/shared';
import { ATTEMPT_MESSAGES as M, type FinishAttemptResponse } from '@trilha/shared/attempts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { appError } from '../../http/app-error.ts';
import { recordGrade } from '../grades/record-grade.ts';
import { setItemProgress } from '../materials/mark-progress.ts';
import { materialProgress, upsertUserDisciplineProgress } from '../materials/progress.ts';
import { autoGrade, tally } from './grading.ts';
import { attemptSelect, loadAttempt } from './load.ts';
import { attemptDetail } from './present.ts';
import { awardPoints } from './points.ts';

/**
 * POST /attempts/{id}/finish, in one transaction: finished_at and status (a conditional update, so
 * two finishes cannot both pass), the automatic grading, the item marked checked for the learner
 * if it was not (material and discipline progress follow, through materials' setItemProgress),
 * the grade through recordGrade (pending while descriptive answers wait for staff) and, on the
 * first completion of the item, points: GRADES.pointsPerCorrectAnswer per correct answer, in the
 * ledger and the user's total. '.points.added' goes out on users.{id} after the commit.
 */
export async function finishAttempt(deps: AppDeps, tenant: Tenant, actor: Actor, id: number): Promise<FinishAttemptResponse> {
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
      where: { id },
      data: { checked: t.pending === 0, checkedAt: attempt.checkedAt ?? now, score: t.score },
      select: attemptSelect,
    });
    const prior = await tx.materialItemProgress.findFirst({
      where: { companyId, userId: actor.id, materialItemId: item.id },
      select: { checked: true },
    });
    const firstCompletion = !prior?.checked;
    const numbers = firstCompletion
      ? await setItemProgress(tx, { companyId, userId: actor.id, item, checked: true, now })
      : {
          material_progress: await materialProgress(tx, companyId, item.materialId, actor.id),
          discipline_progress: await upsertUserDisciplineProgress(tx, companyId, item.disciplineId, actor.id),
        };
    await recordGrade(tx, {
      companyId,
      disciplineId: item.disciplineId,
      materialItemId: item.id,
      userId: actor.id,
      attemptId: id,
      value: t.score,
    });
    const points = firstCompletion ? t.correct * GRADES.pointsPerCorrectAnswer : 0;
    const total = points > 0 ? await awardPoints(tx, { companyId, userId: actor.id, points, attemptId: id }) : null;
    return { row, numbers, points, total };
  });
  if (result.total !== null) deps.events.toUser(actor.id, '.points.added', { points: result.points, total: result.total });
  return {
    message: M.attemptFinished,
    data: await attemptDetail(deps, tenant, actor, result.row, item),
    points: result.points,
    ...result.numbers,
  };
}
