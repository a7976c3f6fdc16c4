import ical from 'ical-generator';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DEFAULT_TIME_ZONE } from '@trilha/shared/calendar';
import type { Tenant } from '../../kit/tenant.ts';
import type { FeedEvent, FeedWindow } from './feed-entries.ts';

/**
 * The Portuguese the feed writes around the company's words. Here, not in the shared messages:
 * only the server writes them, and the shared table reaches the web's sign-in bundle.
 */
const M = {
  calendarFeedName: 'Calendário',
  calendarFeedQuiz: 'Questionário',
  calendarFeedTask: 'Tarefa',
  calendarFeedDiscipline: 'Disciplina',
  calendarFeedOpens: 'Abre',
  calendarFeedCloses: 'Fecha',
  calendarFeedDue: 'Entrega',
} as const;

/**
 * An instant as ical-generator writes it in `timeZone`: it reads a plain Date's fields in the
 * process's own zone, a TZDate's in the date's zone (so the feed does not depend on the server's TZ).
 */
const inZone = (d: Date, timeZone: string) => new TZDate(d.getTime(), timeZone);

/**
 * The calendar's zone: `X-WR-TIMEZONE` and the zone's VTIMEZONE block, placed before the first
 * event (RFC 5545 §3.4: calendar properties precede the components; ical-generator writes its
 * x-properties after the events, where some apps ignore them). Not through ical-generator's own
 * calendar `timezone` either: with it, DTSTAMP and LAST-MODIFIED come out in local time without
 * their Z, where RFC 5545 (3.8.7.2) wants UTC. So each event names its zone (TZID) and the block is
 * added here. The text ends with CRLF after END:VCALENDAR, as every content line must (§3.1).
 */
function withZone(ics: string, tz: string, vtimezone: string): string {
  const block = `X-WR-TIMEZONE:${tz}\r\n${vtimezone.trim().split(/\r?\n/).join('\r\n')}\r\n`;
  const at = ics.search(/BEGIN:VEVENT\r\n|END:VCALENDAR/);
  const text = ics.slice(0, at) + block + ics.slice(at);
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** 00:00 of a date (YYYY-MM-DD) plus `days`, in `timeZone`: its fields are that date's (VALUE=DATE). */
function dayStart(date: string, timeZone: string, days = 0): TZDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d + days, timeZone);
}

/** The company's day of an instant: only for an all-day row written before its dates were kept. */
const dayOf = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(d);

/** "10/03/2026, 19:00" in the company's zone, for the descriptions a person reads. */
const when = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(d);

/**
 * One member's feed as RFC 5545 text: the company's events and their quizzes' and tasks' windows,
 * written in the company's time zone with its VTIMEZONE (so a calendar app shows the times the
 * company meant, wherever it runs). UIDs are stable per record, so an edit updates the entry in
 * place on the next poll and a deleted one disappears.
 */
export function writeIcal(tenant: Tenant, webOrigin: string, events: FeedEvent[], windows: FeedWindow[]): string {
  // A zone the time-zone database does not know would leave TZIDs nothing defines: the default then.
  const known = getVtimezoneComponent(tenant.timeZone);
  const tz = known ? tenant.timeZone : DEFAULT_TIME_ZONE;
  const vtimezone = known ?? getVtimezoneComponent(DEFAULT_TIME_ZONE)!;
  const cal = ical({
    name: `${M.calendarFeedName} · ${tenant.name}`,
    prodId: { company: 'Trilha', product: 'Calendario', language: 'PT-BR' },
    // Calendar apps poll at their own pace; this is the hint for those that read it.
    ttl: 60 * 60,
  });
  for (const e of events) {
    // An all-day event is its days (VALUE=DATE, no zone: the same day everywhere); its end is
    // exclusive in iCalendar: the day after its last day.
    const first = e.all_day ? (e.start_date ?? dayOf(e.starts_at, tz)) : null;
    const last = e.all_day ? (e.end_date ?? first) : null;
    cal.createEvent({
      id: `event-${e.id}@${tenant.domain}.trilha`,
      start: first ? dayStart(first, tz) : inZone(e.starts_at, tz),
      end: last ? dayStart(last, tz, 1) : inZone(e.ends_at ?? e.starts_at, tz),
      allDay: e.all_day,
      timezone: tz,
      summary: e.title,
      description: e.description ?? undefined,
      location: e.location ?? undefined,
      stamp: e.updated_at,
      lastModified: e.updated_at,
    });
  }
  for (const w of windows) {
    const start = (w.available_from ?? w.available_until ?? w.due_at)!;
    const last = w.available_until ?? w.due_at ?? start;
    const kind = w.type === 'quiz' ? M.calendarFeedQuiz : M.calendarFeedTask;
    const lines = [`${M.calendarFeedDiscipline}: ${w.discipline_name}`];
    if (w.available_from) lines.push(`${M.calendarFeedOpens}: ${when(w.available_from, tz)}`);
    if (w.available_until) lines.push(`${M.calendarFeedCloses}: ${when(w.available_until, tz)}`);
    if (w.due_at) lines.push(`${M.calendarFeedDue}: ${when(w.due_at, tz)}`);
    cal.createEvent({
      id: `material-item-${w.id}@${tenant.domain}.trilha`,
      start: inZone(start, tz),
      end: inZone(last < start ? start : last, tz),
      timezone: tz,
      summary: `${kind}: ${w.title}`,
      description: lines.join('\n'),
      url: `${webOrigin}/discipline/${w.discipline_id}/materials`,
      stamp: w.updated_at,
      lastModified: w.updated_at,
    });
  }
  return withZone(cal.toString(), tz, vtimezone);
}
