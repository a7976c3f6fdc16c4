import { SESSION, type UserType } from '@trilha/shared';
import type { PrismaClient } from './generated/client.ts';
import { hashToken, newOpaqueToken } from './security.ts';
import { poolOf } from './client.ts';
import { statementNameFor } from './statement-names.ts';

/**
 * Access-as: who opened the account, from which of their tokens (revoked together on Sair), and
 * the one company whose host accepts the new token.
 */
export type AccessAsOrigin = { impersonatorId: number; impersonatorTokenId: number; scopeCompanyId: number };

export async function issueAccessToken(
  db: PrismaClient,
  userId: number,
  accessAs?: AccessAsOrigin,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + SESSION.tokenTtlHours * 3600_000);
  await db.accessToken.create({ data: { userId, tokenHash: hashToken(token), expiresAt, ...accessAs } });
  return { token, expiresAt };
}

export type Session = {
  id: number;
  impersonatorId: number | null;
  /** Access-as: the impersonator's token this one was opened from. */
  impersonatorTokenId: number | null;
  /** Access-as: the only company this token works in (its user's memberships are narrowed to it). */
  scopeCompanyId: number | null;
  expiresAt: Date;
  user: {
    id: number;
    name: string;
    type: UserType;
    memberships: { companyId: number; company: { id: number; name: string } }[];
  };
};

type SessionRow = {
  id: number;
  impersonator_id: number | null;
  impersonator_token_id: number | null;
  scope_company_id: number | null;
  expires_at: Date;
  user_id: number;
  name: string;
  type: UserType;
  memberships: { companyId: number; name: string }[];
};

const SESSION_SQL = `
  SELECT t.id, t.impersonator_id, t.impersonator_token_id, t.scope_company_id, t.expires_at,
         u.id AS user_id, u.name, u.type::text AS type,
         COALESCE((SELECT json_agg(json_build_object('companyId', c.id, 'name', c.name))
                     FROM company_users cu JOIN companies c ON c.id = cu.company_id
                    WHERE cu.user_id = u.id
                      AND (t.scope_company_id IS NULL OR cu.company_id = t.scope_company_id)), '[]'::json) AS memberships
    FROM access_tokens t
    JOIN users u ON u.id = t.user_id
   WHERE t.token_hash = $1
     AND t.revoked_at IS NULL
     AND t.expires_at > now()
     AND u.deleted_at IS NULL`;

/**
 * The live (not revoked, not expired) token with its user and memberships, or null.
 * Runs on every authenticated request and socket subscribe, so it is one statement rather than
 * the four round trips Prisma's nested include makes, sent straight through the client's pg pool
 * when it has one (Prisma's own cost per raw statement is about as much again as pg's: see
 * docs/benchmarks.md). Never cached: a revoked token is refused on the next request.
 */
export async function findSessionByToken(db: PrismaClient, token: string): Promise<Session | null> {
  const pool = poolOf(db);
  const rows = pool
    ? // Named: parsed once per connection and its plan cached (statement-names.ts); it runs on every request.
      (await pool.query<SessionRow>({ name: statementNameFor(SESSION_SQL), text: SESSION_SQL, values: [hashToken(token)] })).rows
    : await db.$queryRawUnsafe<SessionRow[]>(SESSION_SQL, hashToken(token));
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    impersonatorId: r.impersonator_id,
    impersonatorTokenId: r.impersonator_token_id,
    scopeCompanyId: r.scope_company_id,
    expiresAt: r.expires_at,
    user: {
      id: r.user_id,
      name: r.name,
      type: r.type,
      memberships: r.memberships.map((m) => ({ companyId: m.companyId, company: { id: m.companyId, name: m.name } })),
    },
  };
}

type TokenWhere = NonNullable<Parameters<PrismaClient['accessToken']['updateMany']>[0]>['where'];
type TokenWriter = Pick<PrismaClient, 'accessToken'>;

/**
 * Revokes the live tokens matching `where`, and with each the access-as tokens opened from it (an
 * impersonator's session ending ends the accounts it opened). Answers the hashes of every token
 * it revoked, so their live sockets can be closed (`sessionRoom` of @trilha/shared/realtime).
 * Runs inside the caller's transaction when given one.
 */
export async function revokeAccessTokens(db: TokenWriter, where: TokenWhere): Promise<string[]> {
  const revokedAt = new Date();
  const rows = await db.accessToken.updateManyAndReturn({
    where: { AND: [where ?? {}, { revokedAt: null }] },
    data: { revokedAt },
    select: { id: true, tokenHash: true },
  });
  if (!rows.length) return [];
  const opened = await revokeAccessTokens(db, { impersonatorTokenId: { in: rows.map((r) => r.id) } });
  return [...rows.map((r) => r.tokenHash), ...opened];
}

/** Revokes one token (logout). */
export async function revokeAccessToken(db: TokenWriter, token: string): Promise<string[]> {
  return revokeAccessTokens(db, { tokenHash: hashToken(token) });
}
