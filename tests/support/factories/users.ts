import { hashPassword, issueAccessToken, type Db } from '@trilha/db';
import type { UserType } from '@trilha/shared';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

export const PASSWORD = 'Senha@123';
// argon2id of PASSWORD at the lowest cost (m=1024, t=1). The API verifies with the parameters the
// hash names, so a test login costs ~3 ms instead of ~100 ms at the production cost; the hashes
// the API itself writes (sign-up, password change) keep the production cost.
export const PASSWORD_HASH = '$argon2id$v=19$m=1024,t=1,p=1$9WJqqYcZ5+omwbGBu/pd+Q$kbwtPDI63dGtlxA8bHALJ0UFGPuxGgnNwjXrXd62UMI';

/** A user with a live access token (`token`), member of `tenant` unless it is null (e.g. a platform admin). */
export async function createUser(
  db: Db,
  tenant: TestTenant | null,
  o: { type?: UserType; email?: string; name?: string; password?: string } = {},
) {
  const user = await db.user.create({
    data: {
      name: o.name ?? `Usuário ${uid()}`,
      email: o.email ?? `u${uid()}@example.com`,
      passwordHash: o.password === undefined ? PASSWORD_HASH : await hashPassword(o.password),
      type: o.type ?? 'student',
      ...(tenant ? { memberships: { create: { companyId: tenant.company.id } } } : {}),
    },
  });
  const { token } = await issueAccessToken(db, user.id);
  return { ...user, token };
}
export type TestUser = Awaited<ReturnType<typeof createUser>>;

export const userFactories = { user: createUser };
