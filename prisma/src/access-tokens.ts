import { SESSION, type UserType } from '@trilha/shared';
import type { PrismaClient } from './generated/client.ts';
import { hashToken, newOpaqueToken } from './security.ts';
import { poolOf } from './client.ts';

export async function issueAccessToken(
  db: PrismaClient,
  userId: number,
  opts: { impersonatorId?: number | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + SESSION.tokenTtlHours * 3600_000);
  await db.accessToken.create({
    data: { userId, tokenHash: hashToken(token), expiresAt, impersonatorId: opts.impersonatorId ?? null },
  });
  return { token, expiresAt };
}

export type Session = {
  id: number;
  impersonatorId: number | null;
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
  expires_at: Date;
  user_id: number;
  name: string;
  type: UserType;
  memberships: { companyId: number; name: string }[];
};

const SESSION_SQL = `
  SELECT t.id, t.impersonator_id, t.expires_at, u.id AS user_id, u.name, u.type::text AS type,
         COALESCE((SELECT json_agg(json_build_object('companyId', c.id, 'name', c.name))
                     FROM company_users cu JOIN companies c ON c.id = cu.company_id
                    WHERE cu.user_id = u.id), '[]'::json) AS memberships
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
    ? (await pool.query<SessionRow>(SESSION_SQL, [hashToken(token)])).rows
    : await db.$queryRawUnsafe<SessionRow[]>(SESSION_SQL, hashToken(token));
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    impersonatorId: r.impersonator_id,
    expiresAt: r.expires_at,
    user: {
      id: r.user_id,
      name: r.name,
      type: r.type,
      memberships: r.memberships.map((m) => ({ companyId: m.companyId, company: { id: m.companyId, name: m.name } })),
    },
  };
}

export async function revokeAccessToken(db: PrismaClient, token: string): Promise<void> {
  await db.accessToken.updateMany({ where: { tokenHash: hashToken(token), revokedAt: null }, data: { revokedAt: new Date() } });
}
