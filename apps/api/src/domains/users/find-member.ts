import { type UserType } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { appError, notFound } from '../../http/app-error.ts';
import { canManageUserType as canManageType } from '@trilha/shared';

/**
 * A live user who is a member of the host tenant's company (the actor themself always counts).
 * Anyone else is 404: users of other tenants are never confirmed to exist.
 */
export async function findMember(deps: AppDeps, tenant: Tenant, actor: Actor, id: number) {
  const user = await deps.globalDb.user.findFirst({
    where: { id, deletedAt: null, ...(id === actor.id ? {} : { memberships: { some: { companyId: tenant.companyId } } }) },
    select: { id: true, type: true, email: true, avatar: true, passwordHash: true },
  });
  if (!user) throw notFound();
  return { ...user, type: user.type as UserType };
}

/** A member the actor may manage (self excluded: callers decide what one may do to oneself). */
export async function findManageableMember(deps: AppDeps, tenant: Tenant, actor: Actor, id: number) {
  const user = await findMember(deps, tenant, actor, id);
  if (user.id !== actor.id && !canManageType(actor.type, user.type)) throw appError('USER_ROLE_FORBIDDEN');
  return user;
}
