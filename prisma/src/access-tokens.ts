import { SESSION } from '@trilha/shared';
import type { PrismaClient } from './generated/client.ts';
import { hashToken, newOpaqueToken } from './security.ts';

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

/** The live (not revoked, not expired) token's row with its user and memberships, or null. */
export async function findSessionByToken(db: PrismaClient, token: string) {
  const row = await db.accessToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { include: { memberships: { include: { company: { select: { id: true, name: true } } } } } } },
  });
  if (!row || row.revokedAt || row.expiresAt <= new Date() || row.user.deletedAt) return null;
  return row;
}
export type Session = NonNullable<Awaited<ReturnType<typeof findSessionByToken>>>;

export async function revokeAccessToken(db: PrismaClient, token: string): Promise<void> {
  await db.accessToken.updateMany({ where: { tokenHash: hashToken(token), revokedAt: null }, data: { revokedAt: new Date() } });
}
