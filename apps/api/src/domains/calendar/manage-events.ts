import { tenantKey } from '@trilha/db';
import type { CalendarEvent, CreateCalendarEventBody, UpdateCalendarEventBody } from '@trilha/shared/calendar';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findEvent } from './present-event.ts';
import { allDayTimes, dayIn, fromDateColumn, writtenDate, type EventTimes } from './all-day.ts';

/**
 * POST /events: a company event, written by the caller. An all-day one is its days
 * (`start_date`/`end_date`, else the dates written in starts_at/ends_at), stored as dates of the
 * company's calendar (all-day.ts).
 */
export async function createEvent(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  body: CreateCalendarEventBody,
): Promise<CalendarEvent> {
  let times: EventTimes | null = {
    startsAt: new Date(body.starts_at),
    endsAt: body.ends_at ? new Date(body.ends_at) : null,
    startDate: null,
    endDate: null,
  };
  if (body.all_day) {
    const last = body.end_date !== undefined ? body.end_date : body.ends_at ? writtenDate(body.ends_at) : null;
    times = allDayTimes(body.start_date ?? writtenDate(body.starts_at), last, tenant.timeZone);
    if (!times) throw appError('CALENDAR_EVENT_END_BEFORE_START');
  }
  const at = times;
  return deps.db.$transaction(async (tx) => {
    const row = await tx.calendarEvent.create({
      data: {
        companyId: tenant.companyId,
        authorId: actor.id,
        title: body.title,
        description: body.description || null,
        location: body.location || null,
        ...at,
        allDay: body.all_day,
      },
      select: { id: true },
    });
    await deps.domainEvents.publish(tx, tenant.companyId, 'calendar-event.created', {
      event_id: row.id,
      title: body.title,
      starts_at: new Date(body.starts_at).toISOString(),
      author_id: actor.id,
    });
    return findEvent(tx, tenant.companyId, row.id);
  });
}

/**
 * POST /events/{id}/update: the fields sent. The end must still follow the start when only one
 * of them moves (the body's own rule sees only what was sent). Locked, so two edits of one event
 * cannot each pass that check against the other's old value.
 */
export async function updateEvent(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  id: number,
  body: UpdateCalendarEventBody,
): Promise<CalendarEvent> {
  return deps.db.$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<
      { starts_at: Date; ends_at: Date | null; all_day: boolean; start_date: Date | null; end_date: Date | null }[]
    >`
      SELECT starts_at, ends_at, all_day, start_date, end_date FROM calendar_events
       WHERE company_id = ${tenant.companyId} AND id = ${id} AND deleted_at IS NULL FOR UPDATE`;
    if (!current) throw appError('CALENDAR_EVENT_NOT_FOUND');
    const allDay = body.all_day ?? current.all_day;
    let times: EventTimes | null;
    if (allDay) {
      // The days sent, else those written in the instants sent, else the stored ones (or, for an
      // event becoming all-day, the company's days of its stored instants).
      const tz = tenant.timeZone;
      const first =
        body.start_date ??
        (body.starts_at
          ? writtenDate(body.starts_at)
          : current.start_date
            ? fromDateColumn(current.start_date)
            : dayIn(current.starts_at, tz));
      const last =
        body.end_date !== undefined
          ? body.end_date
          : body.ends_at !== undefined
            ? body.ends_at && writtenDate(body.ends_at)
            : current.end_date
              ? fromDateColumn(current.end_date)
              : current.ends_at && !current.all_day
                ? dayIn(current.ends_at, tz)
                : null;
      times = allDayTimes(first, last, tz);
    } else {
      const startsAt = body.starts_at ? new Date(body.starts_at) : current.starts_at;
      const endsAt = body.ends_at === undefined ? current.ends_at : body.ends_at === null ? null : new Date(body.ends_at);
      times = endsAt && endsAt < startsAt ? null : { startsAt, endsAt, startDate: null, endDate: null };
    }
    if (!times) throw appError('CALENDAR_EVENT_END_BEFORE_START');
    await tx.calendarEvent.update({
      where: tenantKey(id),
      data: {
        title: body.title,
        description: body.description === undefined ? undefined : body.description || null,
        location: body.location === undefined ? undefined : body.location || null,
        ...times,
        allDay,
      },
    });
    return findEvent(tx, tenant.companyId, id);
  });
}

/** DELETE /events/{id}: soft, like the other company notices; it leaves lists and feeds at once. */
export async function deleteEvent(deps: Pick<AppDeps, 'db'>, id: number): Promise<void> {
  const { count } = await deps.db.calendarEvent.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
  if (count === 0) throw appError('CALENDAR_EVENT_NOT_FOUND');
}
