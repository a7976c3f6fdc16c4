import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeed } from '@trilha/shared/calendar';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';

/** 32 random bytes, base64url (CALENDAR_FEED_TOKEN): what sits in the feed URL. */
const newFeedToken = (): string => randomBytes(32).toString('base64url');
/** Only the hash is stored, as with access tokens: a database read hands out no working feed URL. */
export const hashFeedToken = (token: string): string =>
  createHash('sha256')
    .update(token.replace(/\.ics$/, ''))
    .digest('hex');

/** GET /calendar-feed: whether the caller has a feed (its URL was shown once, when made). */
export async function feedStatus(deps: Pick<AppDeps, 'db'>, actor: Actor): Promise<CalendarFeed> {
  const row = await deps.db.calendarFeedToken.findFirst({ where: { userId: actor.id }, select: { createdAt: true } });
  return { active: !!row, created_at: row?.createdAt.toISOString() ?? null };
}

/**
 * POST /calendar-feed: a new private URL on the API origin the caller reached (the tenant's host,
 * which the feed route reads its tenant from). The member's previous URL stops working: one row
 * per member and company, its hash replaced.
 */
export async function issueFeed(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  apiOrigin: string,
): Promise<{ url: string; created_at: string }> {
  const token = newFeedToken();
  const tokenHash = hashFeedToken(token);
  const createdAt = new Date();
  // One statement, so two clicks at once cannot both insert (Prisma's upsert reads, then writes).
  await deps.db.$executeRaw`
    INSERT INTO calendar_feed_tokens (company_id, user_id, token_hash, created_at)
    VALUES (${tenant.companyId}, ${actor.id}, ${tokenHash}, ${createdAt})
    ON CONFLICT (company_id, user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`;
  return { url: `${apiOrigin}/calendar-feed/${token}.ics`, created_at: createdAt.toISOString() };
}

/** DELETE /calendar-feed: the caller's feed URL stops working (none is no error: the end state is the same). */
export async function revokeFeed(deps: Pick<AppDeps, 'db'>, actor: Actor): Promise<void> {
  await deps.db.calendarFeedToken.deleteMany({ where: { userId: actor.id } });
}
