import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { tenantWebOrigin } from '../../config.ts';
import { feedEvents, feedOwner, feedWindows } from './feed-entries.ts';
import { hashFeedToken } from './feed-token.ts';
import { writeIcal } from './write-ical.ts';

/**
 * GET /calendar-feed/{token}: the member's iCalendar text. A token that is unknown, revoked, of
 * another company or of someone who left it is the same 404, and so is a suspended company's.
 */
export async function serveFeed(deps: Pick<AppDeps, 'config' | 'db'>, tenant: Tenant, token: string): Promise<string> {
  if (!tenant.active) throw appError('CALENDAR_FEED_NOT_FOUND');
  const owner = await feedOwner(deps, tenant, hashFeedToken(token));
  if (!owner) throw appError('CALENDAR_FEED_NOT_FOUND');
  const [events, windows] = await Promise.all([feedEvents(deps, tenant), feedWindows(deps, tenant, owner)]);
  return writeIcal(tenant, tenantWebOrigin(deps.config.WEB_URL_TEMPLATE, tenant.domain), events, windows);
}
