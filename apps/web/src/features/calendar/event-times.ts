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

const DAY_MS = 86_400_000;

/**
 * An event as FullCalendar draws it. A whole day's `ends_at` is its last day, while FullCalendar
 * (like iCalendar) wants the day after; a timed event without an end is its instant.
 */
export function calendarEntry(e: CalendarEvent) {
  const end =
    e.all_day && e.ends_at ? new Date(new Date(e.ends_at).getTime() + DAY_MS) : e.ends_at ? new Date(e.ends_at) : undefined;
  return { id: String(e.id), title: e.title, start: new Date(e.starts_at), end, allDay: e.all_day, extendedProps: { event: e } };
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
