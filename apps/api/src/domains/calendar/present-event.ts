import { Prisma } from '@trilha/db';
import type { CalendarEvent } from '@trilha/shared/calendar';
import type { TenantTx } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';

const iso = (col: string) => Prisma.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** One calendar_events row `e` in the response's shape (keys as calendarEventSchema), author by key. */
export const eventJson: Prisma.Sql = Prisma.sql`json_build_object(
  'id', e.id, 'title', e.title, 'description', e.description, 'location', e.location,
  'starts_at', ${iso('e.starts_at')}, 'ends_at', ${iso('e.ends_at')}, 'all_day', e.all_day,
  'start_date', to_char(e.start_date, 'YYYY-MM-DD'), 'end_date', to_char(e.end_date, 'YYYY-MM-DD'),
  'author', (SELECT json_build_object('id', u.id, 'name', u.name) FROM users u WHERE u.id = e.author_id),
  'created_at', ${iso('e.created_at')}, 'updated_at', ${iso('e.updated_at')})`;

/** A live event of the tenant as the API shows it; 404 for none (deleted, another tenant's). */
export async function findEvent(tx: Pick<TenantTx, '$queryRaw'>, companyId: number, id: number): Promise<CalendarEvent> {
  const [row] = await tx.$queryRaw<{ data: CalendarEvent }[]>`
    SELECT ${eventJson} AS data FROM calendar_events e
     WHERE e.company_id = ${companyId} AND e.id = ${id} AND e.deleted_at IS NULL`;
  if (!row) throw appError('CALENDAR_EVENT_NOT_FOUND');
  return row.data;
}
