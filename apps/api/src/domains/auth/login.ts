import { hashPassword, issueAccessToken, newOpaqueToken, verifyPassword } from '@trilha/db';
import { can, type UserType } from '@trilha/shared';
import { type LoginBody, type LoginResponse } from '@trilha/shared/auth';
import { appError } from '../../kit/errors.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { companyPoints, presentAuthUser, withCompanies } from '../../auth/present-user.ts';

// Verifying against a fixed hash when the e-mail is unknown keeps the timing of both failures alike.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(newOpaqueToken()));

export async function login(
  deps: Pick<AppDeps, 'db' | 'globalDb' | 'throttle' | 'domainEvents'>,
  tenant: Tenant,
  body: LoginBody,
  ip: string,
): Promise<LoginResponse> {
  // Refuses while the account waits (growing delay) or the address is over its failures; else
  // this attempt counts as failed until it succeeds.
  await deps.throttle.beginLogin(body.email, ip);

  const user = await deps.globalDb.user.findFirst({
    where: { email: { equals: body.email, mode: 'insensitive' }, deletedAt: null },
    include: withCompanies,
  });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummy()), body.password);
  const member =
    user && (can(user.type as UserType, 'platform:any-tenant') || user.memberships.some((m) => m.companyId === tenant.companyId));
  if (!user || !ok || !member) throw appError('INVALID_CREDENTIALS');
  await deps.throttle.loginSucceeded(body.email, ip);
  // Right credentials for a suspended company: say so (the guard refuses its tokens anyway).
  if (!tenant.active && !can(user.type as UserType, 'platform:any-tenant')) throw appError('COMPANY_INACTIVE');
  const { token, expiresAt } = await issueAccessToken(deps.globalDb, user.id);
  // The token is issued platform-wide; the fact belongs to the company signed in to (the activity log).
  await deps.db.$transaction((tx) =>
    deps.domainEvents.publish(tx, tenant.companyId, 'auth.signed-in', {
      user_id: user.id,
      signed_in_at: new Date().toISOString(),
    }),
  );
  return {
    token,
    expires_at: expiresAt.toISOString(),
    user: presentAuthUser(user, await companyPoints(deps, tenant.companyId, user.id)),
    company: { id: tenant.companyId, name: tenant.name },
  };
}
