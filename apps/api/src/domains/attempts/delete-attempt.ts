import { tenantKey } from '@trilha/db';
import { ATTEMPT_MESSAGES as M } from '@trilha/shared/attempts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { loadAttempt } from '../../kit/load-attempt.ts';

/**
 * DELETE /attempts/{id} (those who manage the discipline's content): the attempt and its answers
 * go, which gives the learner a try back under max_attempts. `attempt.deleted` is published just
 * before, in the same transaction: the grades domain moves the learner's grade back to their
 * latest other finished attempt if it came from this one. The item stays checked and points
 * already earned stay (the ledger is append-only).
 */
export async function deleteAttempt(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<{ message: string }> {
  const { attempt, item } = await loadAttempt(deps, tenant, actor, id, 'delete');
  await deps.db.$transaction(async (tx) => {
    await deps.domainEvents.publish(tx, tenant.companyId, 'attempt.deleted', {
      attempt_id: id,
      user_id: attempt.userId,
      material_item_id: item.id,
      discipline_id: item.disciplineId,
      preview: attempt.preview,
    });
    await tx.attempt.delete({ where: tenantKey(id) });
  });
  return { message: M.attemptDeleted };
}
