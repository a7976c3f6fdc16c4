import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE } from '@trilha/shared/calendar';

/**
 * All-day events are dates of the company's calendar (issue 29 item 18): `start_date` and
 * `end_date` (inclusive) are kept as dates, and `starts_at` / `ends_at` as those days' 00:00 in
 * the company's zone, so ranges and order work alike for every event. A browser east or west of
 * the company then shows the same day (it draws the dates, not the instants).
 */

/** The date a sender wrote in an instant with offset ('2026-04-21T00:00:00+09:00' → 2026-04-21): their own day. */
export const writtenDate = (instant: string): string => instant.slice(0, 10);

/** A zone the runtime knows, else the default (a company row could hold an old name). */
export function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** 00:00 of `date` (YYYY-MM-DD) in `timeZone`, as an instant. */
export function midnightIn(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, knownZone(timeZone)).getTime());
}

/** A DATE column's value (Prisma hands it over as UTC midnight). */
export const asDateColumn = (date: string) => new Date(`${date}T00:00:00Z`);
export const fromDateColumn = (d: Date) => d.toISOString().slice(0, 10);

/** The company's day of an instant (YYYY-MM-DD). */
export const dayIn = (d: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: knownZone(timeZone) }).format(d);

export type EventTimes = { startsAt: Date; endsAt: Date | null; startDate: Date | null; endDate: Date | null };

/**
 * An all-day event's stored times from its days: the first day, and the last when there is one
 * (null, or the first day itself: one day). Null when the last day comes before the first.
 */
export function allDayTimes(first: string, last: string | null, timeZone: string): EventTimes | null {
  if (last !== null && last < first) return null;
  return {
    startsAt: midnightIn(first, timeZone),
    endsAt: last === null ? null : midnightIn(last, timeZone),
    startDate: asDateColumn(first),
    endDate: last === null ? null : asDateColumn(last),
  };
}
