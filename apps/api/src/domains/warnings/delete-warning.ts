import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';

/**
 * DELETE /warnings/{id} (001 §7): a soft delete, so what was said stays on record; it leaves every
 * list at once. Its readers' read marks go with it (cascade only on a hard delete, so kept: harmless).
 */
export async function deleteWarning(deps: Pick<AppDeps, 'db' | 'domainEvents'>, tenant: Tenant, id: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const { count } = await tx.warning.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
    if (count === 0) throw appError('WARNING_NOT_FOUND');
    await deps.domainEvents.publish(tx, tenant.companyId, 'warning.removed', {
      warning_id: id,
    });
  });
}
