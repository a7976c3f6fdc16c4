import type { CalendarEvent, CalendarWindow } from '@trilha/shared/calendar';

// The form's date inputs speak the browser's local time without an offset ("2026-03-10T19:00",
// or "2026-03-10" for a whole day); the API speaks instants. Pure, so tests/web checks it in node.

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** An instant as a date input shows it: the local day, with the local time unless all day. */
export function toLocalInput(iso: string | null | undefined, allDay: boolean): string {
  if (!iso) return '';
  const d = new Date(iso);
  return allDay ? localDate(d) : `${localDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * An input's value as the instant the API takes: a whole day starts at local midnight. Empty is
 * `undefined` (the schema then says what is missing); text no date parses is passed on as it is,
 * so the schema's own message shows under the field.
 */
export function fromLocalInput(value: string, allDay: boolean): string | undefined {
  if (!value) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const local = allDay || day ? `${value.slice(0, 10)}T00:00` : value;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** A date a calendar cell stands for, as the start input's value (a click on a day or a slot). */
export function inputForSlot(date: Date, allDay: boolean): string {
  return allDay ? localDate(date) : `${localDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A date of the company's calendar ('2026-04-21', an all-day event's day) as the browser's own
 * midnight of that day: drawn and written as that day whatever the browser's zone (issue 29
 * item 18; the instant starts_at is the company's midnight, another day east or west of it).
 */
export function localDay(date: string, plusDays = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays);
}

/** An all-day event's first and last day (the last inclusive, null for one day). */
export function eventDays(e: CalendarEvent): { first: string; last: string | null } {
  return {
    first: e.start_date ?? localDate(new Date(e.starts_at)),
    last: e.end_date ?? (e.ends_at ? localDate(new Date(e.ends_at)) : null),
  };
}

/**
 * An event as FullCalendar draws it. A whole day is its dates (FullCalendar takes a plain date as
 * a day, in no zone), its end the day after its last (FullCalendar's, like iCalendar's, is
 * exclusive); a timed event without an end is its instant.
 */
export function calendarEntry(e: CalendarEvent) {
  const base = { id: String(e.id), title: e.title, extendedProps: { event: e } };
  if (e.all_day) {
    const { first, last } = eventDays(e);
    return { ...base, allDay: true, start: localDay(first), end: localDay(last ?? first, 1) };
  }
  return { ...base, allDay: false, start: new Date(e.starts_at), end: e.ends_at ? new Date(e.ends_at) : undefined };
}

/**
 * A quiz's or task's window as FullCalendar draws it (in the company's secondary colour): from its
 * opening to its closing or due time; one with only a due time is that instant.
 */
export function windowEntry(w: CalendarWindow, label: string) {
  const start = (w.available_from ?? w.available_until ?? w.due_at)!;
  const end = w.available_until ?? w.due_at;
  return {
    id: `item-${w.material_item_id}`,
    title: `${label}: ${w.title}`,
    start: new Date(start),
    end: end && end > start ? new Date(end) : undefined,
    allDay: false,
    backgroundColor: 'var(--color-secondary-500)',
    borderColor: 'var(--color-secondary-500)',
    textColor: 'var(--color-on-secondary)',
    extendedProps: { window: w },
  };
}
