import { Prisma } from '@trilha/db';
import { ilikeContains } from '@trilha/queries/sql';
import { pageMeta } from '@trilha/shared';
import type { CalendarEvent, CalendarEventPage, ListCalendarEventsQuery } from '@trilha/shared/calendar';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { eventJson } from './present-event.ts';

type PageRow = { total: number; data: CalendarEvent[] };

/**
 * GET /events: the company's live events by start (then id), in one statement (docs/list-queries.md).
 * With a range, those that touch [start, end): an event without an end is its instant, an all-day
 * one lasts to the end of its last day.
 */
export async function listEvents(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  q: ListCalendarEventsQuery,
): Promise<CalendarEventPage> {
  const c = tenant.companyId;
  const filters = [Prisma.sql`e.company_id = ${c}`, Prisma.sql`e.deleted_at IS NULL`];
  if (q.search) {
    const like = ilikeContains(q.search);
    filters.push(Prisma.sql`(e.title ILIKE ${like} OR e.description ILIKE ${like} OR e.location ILIKE ${like})`);
  }
  if (q.end) filters.push(Prisma.sql`e.starts_at < ${new Date(q.end)}`);
  if (q.start)
    filters.push(
      Prisma.sql`coalesce(e.ends_at, e.starts_at) + CASE WHEN e.all_day THEN interval '1 day' ELSE interval '0' END > ${new Date(q.start)}`,
    );
  const where = Prisma.join(filters, ' AND ');
  const [row] = await deps.db.$queryRaw<PageRow[]>`
    WITH page AS (
      SELECT e.* FROM calendar_events e WHERE ${where}
       ORDER BY e.starts_at, e.id
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT (SELECT count(*)::int FROM calendar_events e WHERE ${where}) AS total,
           coalesce(json_agg(${eventJson} ORDER BY e.starts_at, e.id), '[]'::json) AS data
      FROM page e`;
  return { data: row!.data, meta: pageMeta(q.page, q.per_page, row!.total) };
}
