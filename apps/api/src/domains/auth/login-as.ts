import { issueAccessToken } from '@trilha/db';
import { MESSAGES } from '@trilha/shared';
import { type LoginAsResponse } from '@trilha/shared/auth';
import { AppError } from '../../http/app-error.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { canImpersonate } from '@trilha/shared';
import { presentAuthUser, withCompanies } from '../../auth/present-user.ts';

/** Access-as: a new token for the target that remembers who opened it. */
export async function loginAs(deps: AppDeps, tenant: Tenant, actor: Actor, targetId: number): Promise<LoginAsResponse> {
  const [me, target] = await Promise.all([
    deps.db.user.findUniqueOrThrow({ where: { id: actor.id }, include: withCompanies }),
    deps.db.user.findFirst({
      where: { id: targetId, deletedAt: null, memberships: { some: { companyId: tenant.companyId } } },
      include: withCompanies,
    }),
  ]);
  // Another tenant's user is "not found" (never confirm it exists); a user in reach but above
  // the actor is the spec's 403 text.
  if (!target) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  if (actor.impersonatorId !== null || target.id === me.id || !canImpersonate(actor.type, target.type)) {
    throw new AppError('FORBIDDEN', MESSAGES.accessAsForbidden);
  }
  const { token } = await issueAccessToken(deps.db, target.id, { impersonatorId: me.id });
  return {
    impersonator: presentAuthUser(me),
    impersonator_token: actor.token,
    user: presentAuthUser(target),
    target_token: token,
    company: { id: tenant.companyId, name: tenant.name },
  };
}
