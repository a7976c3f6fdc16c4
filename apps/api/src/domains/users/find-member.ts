import { type UserType } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError, notFound } from '../../kit/errors.ts';
import { canChangeMemberIdentity, canManageUserType as canManageType } from '@trilha/shared';

/**
 * A live user who is a member of the host tenant's company (the actor themself always counts).
 * Anyone else is 404: users of other tenants are never confirmed to exist.
 */
export async function findMember(deps: Pick<AppDeps, 'globalDb'>, tenant: Tenant, actor: Actor, id: number) {
  const user = await deps.globalDb.user.findFirst({
    where: { id, deletedAt: null, ...(id === actor.id ? {} : { memberships: { some: { companyId: tenant.companyId } } }) },
    select: { id: true, type: true, name: true, email: true, avatar: true, passwordHash: true },
  });
  if (!user) throw notFound();
  return { ...user, type: user.type as UserType };
}

/** A member the actor may manage (self excluded: callers decide what one may do to oneself). */
export async function findManageableMember(deps: Pick<AppDeps, 'globalDb'>, tenant: Tenant, actor: Actor, id: number) {
  const user = await findMember(deps, tenant, actor, id);
  if (user.id !== actor.id && !canManageType(actor.type, user.type)) throw appError('USER_ROLE_FORBIDDEN');
  return user;
}

/** Whether the user is also a member of a company other than the host tenant's. */
export async function isShared(deps: Pick<AppDeps, 'globalDb'>, tenant: Tenant, id: number): Promise<boolean> {
  return (await deps.globalDb.companyUser.count({ where: { userId: id, companyId: { not: tenant.companyId } } })) > 0;
}

/**
 * A member whose identity (name, e-mail, type, password, avatar) the actor may change: manageable,
 * and if shared with another company, only by those who manage any company (the change would
 * reach every company the user belongs to). Oneself is always allowed.
 */
export async function findMemberToChange(deps: Pick<AppDeps, 'globalDb'>, tenant: Tenant, actor: Actor, id: number) {
  const user = await findManageableMember(deps, tenant, actor, id);
  if (user.id !== actor.id && !canChangeMemberIdentity(actor.type, { type: user.type, shared: await isShared(deps, tenant, id) }))
    throw appError('SHARED_USER_FORBIDDEN');
  return user;
}
