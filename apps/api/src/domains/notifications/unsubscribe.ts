import { createHash } from 'node:crypto';
import { ALL_NOTIFICATION_TYPES, UNSUBSCRIBE_TTL_DAYS } from '@trilha/shared/notifications';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';

/** Digest tokens are stored as their SHA-256 (the worker writes it: apps/worker/src/jobs/notifications). */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whose link it is: the digest row of the host's company with that token's hash, its user not
 * deleted. Unknown (or another tenant's, or a removed user's) is 404; older than
 * UNSUBSCRIBE_TTL_DAYS is 410. No sign-in: the token is 256 random bits and says who.
 */
export async function unsubscribeOwner(deps: Pick<AppDeps, 'db'>, tenant: Tenant, token: string): Promise<number> {
  const [row] = await deps.db.$queryRaw<{ user_id: number; expired: boolean }[]>`
    SELECT d.user_id, d.claimed_at < now() - make_interval(days => ${UNSUBSCRIBE_TTL_DAYS}) AS expired
    FROM notification_digests d JOIN users u ON u.id = d.user_id AND u.deleted_at IS NULL
    WHERE d.company_id = ${tenant.companyId} AND d.unsubscribe_hash = ${hashToken(token)}`;
  if (!row) throw appError('UNSUBSCRIBE_LINK_INVALID');
  if (row.expired) throw appError('UNSUBSCRIBE_LINK_EXPIRED');
  return row.user_id;
}

/**
 * POST (RFC 8058 one-click, or the confirmation page's button): the e-mail channel off for every
 * type, those added later included (a '*' row), in one transaction. Doing it again changes nothing.
 */
export async function unsubscribe(deps: Pick<AppDeps, 'db'>, tenant: Tenant, token: string): Promise<void> {
  const userId = await unsubscribeOwner(deps, tenant, token);
  await deps.db.$transaction(async (tx) => {
    await tx.$executeRaw`
      UPDATE notification_preferences SET enabled = false, updated_at = now()
      WHERE company_id = ${tenant.companyId} AND user_id = ${userId} AND channel = 'email' AND enabled`;
    await tx.$executeRaw`
      INSERT INTO notification_preferences (company_id, user_id, type, channel, enabled)
      VALUES (${tenant.companyId}, ${userId}, ${ALL_NOTIFICATION_TYPES}, 'email', false)
      ON CONFLICT (company_id, user_id, channel, type) DO UPDATE SET enabled = false, updated_at = now()`;
  });
}
