import { tenantKey } from '@trilha/db';
import { ATTEMPT_MESSAGES as M, type AttemptResponse } from '@trilha/shared/attempts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { autoGrade, tally } from './grading.ts';
import { attemptSelect, loadAttempt } from '../../kit/load-attempt.ts';
import { attemptDetail } from './present.ts';

/**
 * POST /attempts/{id}/check: the learner hands in their answers for correction. Choice and
 * true-or-false answers are graded now; descriptive ones wait for staff. Answers are frozen from
 * here (only finish remains), so the feedback shown next cannot be used to change them.
 * Checking again is refused.
 */
export async function checkAttempt(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<AttemptResponse> {
  const { attempt, item } = await loadAttempt(deps, tenant, actor, id, 'read');
  if (attempt.userId !== actor.id) throw appError('ATTEMPT_NOT_OWNER');
  const companyId = tenant.companyId;
  const updated = await deps.db.$transaction(async (tx) => {
    const n = await tx.attempt.updateMany({
      where: { id, status: 'started', checkedAt: null },
      data: { checkedAt: new Date() },
    });
    if (n.count === 0) throw appError(attempt.status === 'finished' ? 'ATTEMPT_FINISHED' : 'ATTEMPT_CHECKED');
    await autoGrade(tx, companyId, id);
    const t = await tally(tx, companyId, id, item.id);
    return tx.attempt.update({
      where: tenantKey(id),
      data: { checked: t.pending === 0, score: t.score },
      select: attemptSelect,
    });
  });
  return { message: M.attemptChecked, data: await attemptDetail(deps, tenant, actor, updated, item) };
}
