import { tenantKey } from '@trilha/db';
import type { CalendarEvent, CreateCalendarEventBody, UpdateCalendarEventBody } from '@trilha/shared/calendar';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { appError } from '../../http/app-error.ts';
import { findEvent } from './present-event.ts';

/** POST /events: a company event, written by the caller. */
export async function createEvent(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  body: CreateCalendarEventBody,
): Promise<CalendarEvent> {
  return deps.db.$transaction(async (tx) => {
    const row = await tx.calendarEvent.create({
      data: {
        companyId: tenant.companyId,
        authorId: actor.id,
        title: body.title,
        description: body.description || null,
        location: body.location || null,
        startsAt: new Date(body.starts_at),
        endsAt: body.ends_at ? new Date(body.ends_at) : null,
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
  deps: AppDeps,
  tenant: Tenant,
  id: number,
  body: UpdateCalendarEventBody,
): Promise<CalendarEvent> {
  return deps.db.$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<{ starts_at: Date; ends_at: Date | null }[]>`
      SELECT starts_at, ends_at FROM calendar_events
       WHERE company_id = ${tenant.companyId} AND id = ${id} AND deleted_at IS NULL FOR UPDATE`;
    if (!current) throw appError('CALENDAR_EVENT_NOT_FOUND');
    const startsAt = body.starts_at ? new Date(body.starts_at) : current.starts_at;
    const endsAt = body.ends_at === undefined ? current.ends_at : body.ends_at === null ? null : new Date(body.ends_at);
    if (endsAt && endsAt < startsAt) throw appError('CALENDAR_EVENT_END_BEFORE_START');
    await tx.calendarEvent.update({
      where: tenantKey(id),
      data: {
        title: body.title,
        description: body.description === undefined ? undefined : body.description || null,
        location: body.location === undefined ? undefined : body.location || null,
        startsAt,
        endsAt,
        allDay: body.all_day,
      },
    });
    return findEvent(tx, tenant.companyId, id);
  });
}

/** DELETE /events/{id}: soft, like the other company notices; it leaves lists and feeds at once. */
export async function deleteEvent(deps: AppDeps, id: number): Promise<void> {
  const { count } = await deps.db.calendarEvent.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
  if (count === 0) throw appError('CALENDAR_EVENT_NOT_FOUND');
}
