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
    authorId?: number | null;
    deletedAt?: Date | null;
  } = {},
) {
  const startsAt =
    o.startsAt ?? new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 19));
  return db.calendarEvent.create({
    data: {
      companyId: tenant.company.id,
      title: o.title ?? `Evento ${uid()}`,
      description: o.description ?? null,
      location: o.location ?? null,
      startsAt,
      endsAt: o.endsAt === undefined ? new Date(startsAt.getTime() + 3_600_000) : o.endsAt,
      allDay: o.allDay ?? false,
      authorId: o.authorId ?? null,
      deletedAt: o.deletedAt ?? null,
    },
  });
}

export const calendarFactories = { calendarEvent: createCalendarEvent };
