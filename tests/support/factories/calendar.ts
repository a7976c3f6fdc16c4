import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

/** A company event of `tenant`: an hour from `startsAt` (tomorrow 19:00 UTC by default) unless told. */
export async function createCalendarEvent(
  db: Db,
  tenant: TestTenant,
  o: {
    title?: string;
    description?: string | null;
    location?: string | null;
    startsAt?: Date;
    endsAt?: Date | null;
    allDay?: boolean;
    /** An all-day event's first and last day (YYYY-MM-DD); default the company's day of startsAt / endsAt. */
    startDate?: string;
    endDate?: string | null;
    authorId?: number | null;
    deletedAt?: Date | null;
  } = {},
) {
  const startsAt =
    o.startsAt ?? new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 19));
  const endsAt = o.endsAt === undefined ? new Date(startsAt.getTime() + 3_600_000) : o.endsAt;
  const dayOf = (d: Date) =>
    new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: tenant.company.timeZone }).format(d)}T00:00:00Z`);
  const allDay = o.allDay ?? false;
  return db.calendarEvent.create({
    data: {
      companyId: tenant.company.id,
      title: o.title ?? `Evento ${uid()}`,
      description: o.description ?? null,
      location: o.location ?? null,
      startsAt,
      endsAt,
      allDay,
      startDate: allDay ? (o.startDate ? new Date(`${o.startDate}T00:00:00Z`) : dayOf(startsAt)) : null,
      endDate: allDay
        ? o.endDate
          ? new Date(`${o.endDate}T00:00:00Z`)
          : o.endDate === null || !endsAt
            ? null
            : dayOf(endsAt)
        : null,
      authorId: o.authorId ?? null,
      deletedAt: o.deletedAt ?? null,
    },
  });
}

export const calendarFactories = { calendarEvent: createCalendarEvent };
