import { revokeAccessTokens } from '@trilha/db';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findManageableMember } from './find-member.ts';

/**
 * DELETE /users/{id}: removes the user from the host tenant's company. Users are global, so a
 * tenant never deletes another tenant's member: only when this was their last company is the
 * user soft-deleted (deleted_at) and signed out everywhere. One transaction.
 */
export async function deleteUser(
  deps: Pick<AppDeps, 'globalDb' | 'events' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<void> {
  if (id === actor.id) throw appError('CANNOT_DELETE_SELF');
  await findManageableMember(deps, tenant, actor, id);
  const revoked = await deps.globalDb.$transaction(async (tx) => {
    await tx.companyUser.deleteMany({ where: { companyId: tenant.companyId, userId: id } });
    await tx.companyUser.updateMany({ where: { companyId: tenant.companyId, responsibleId: id }, data: { responsibleId: null } });
    const accountDeleted = (await tx.companyUser.count({ where: { userId: id } })) === 0;
    // For the audit log (users are global: the bus only issues raw SQL here).
    await deps.domainEvents.publish(tx as unknown as TenantTx, tenant.companyId, 'user.deleted', {
      user_id: id,
      actor_id: actor.id,
      account_deleted: accountDeleted,
    });
    if (accountDeleted) {
      await tx.user.update({ where: { id }, data: { deletedAt: new Date() } });
      return revokeAccessTokens(tx, { userId: id });
    }
    return [];
  });
  deps.events.endSessions(revoked);
}
