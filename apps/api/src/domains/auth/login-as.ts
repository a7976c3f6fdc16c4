import { issueAccessToken } from '@trilha/db';
import { type LoginAsResponse } from '@trilha/shared/auth';
import { appError } from '../../kit/errors.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { canImpersonate } from '@trilha/shared';
import { companyPoints, presentAuthUser, withCompanies } from '../../auth/present-user.ts';

/** Access-as: a new token for the target that remembers who opened it. */
export async function loginAs(
  deps: Pick<AppDeps, 'db' | 'globalDb' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  targetId: number,
  ip: string | null = null,
): Promise<LoginAsResponse> {
  const [me, target] = await Promise.all([
    deps.globalDb.user.findUniqueOrThrow({ where: { id: actor.id }, include: withCompanies }),
    deps.globalDb.user.findFirst({
      where: { id: targetId, deletedAt: null, memberships: { some: { companyId: tenant.companyId } } },
      include: withCompanies,
    }),
  ]);
  // Another tenant's user is "not found" (never confirm it exists); a user in reach but above
  // the actor is the spec's 403 text.
  if (!target) throw appError('NOT_FOUND');
  if (actor.impersonatorId !== null || target.id === me.id || !canImpersonate(actor.type, target.type)) {
    throw appError('ACCESS_AS_FORBIDDEN');
  }
  // Bound to this tenant and to the token it was opened from (Sair with it ends that one too).
  const { token } = await issueAccessToken(deps.globalDb, target.id, {
    impersonatorId: me.id,
    impersonatorTokenId: actor.session.id,
    scopeCompanyId: tenant.companyId,
  });
  // For the audit log (docs/audit.md): a small tenant transaction of its own, as the sign-in's.
  await deps.db.$transaction((tx) =>
    deps.domainEvents.publish(tx, tenant.companyId, 'access-as.opened', { impersonator_id: me.id, user_id: target.id, ip }),
  );
  const [mePoints, targetPoints] = await Promise.all([
    companyPoints(deps, tenant.companyId, me.id),
    companyPoints(deps, tenant.companyId, target.id),
  ]);
  return {
    impersonator: presentAuthUser(me, mePoints),
    impersonator_token: actor.token,
    user: presentAuthUser(target, targetPoints),
    target_token: token,
    company: { id: tenant.companyId, name: tenant.name },
  };
}
