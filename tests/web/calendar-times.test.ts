import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@trilha/shared/calendar';
import {
  calendarEntry,
  localDay,
  fromLocalInput,
  inputForSlot,
  toLocalInput,
  windowEntry,
} from '../../apps/web/src/features/calendar/event-times.ts';

const event = (o: Partial<CalendarEvent>): CalendarEvent => ({
  id: 1,
  title: 'Feriado',
  description: null,
  location: null,
  starts_at: '2026-04-21T03:00:00.000Z',
  ends_at: null,
  all_day: false,
  start_date: null,
  end_date: null,
  author: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...o,
});

describe('calendar form times (local inputs ⇄ instants)', () => {
  it('sends a local date and time as the instant it names, and shows it back the same', () => {
    const sent = fromLocalInput('2026-03-10T19:30', false)!;
    expect(sent).toBe(new Date(2026, 2, 10, 19, 30).toISOString());
    expect(toLocalInput(sent, false)).toBe('2026-03-10T19:30');
  });

  it('takes a whole day from its local midnight, whichever input the value came from', () => {
    const midnight = new Date(2026, 3, 21).toISOString();
    expect(fromLocalInput('2026-04-21', true)).toBe(midnight);
    expect(fromLocalInput('2026-04-21T15:00', true)).toBe(midnight);
    expect(toLocalInput(midnight, true)).toBe('2026-04-21');
  });

  it('leaves empty values out and hands unparseable text to the schema', () => {
    expect(fromLocalInput('', false)).toBeUndefined();
    expect(fromLocalInput('amanhã', false)).toBe('amanhã');
    expect(toLocalInput(null, false)).toBe('');
  });

  it('starts a clicked slot at its local hour, or on its day', () => {
    expect(inputForSlot(new Date(2026, 2, 10, 8, 0), false)).toBe('2026-03-10T08:00');
    expect(inputForSlot(new Date(2026, 2, 10), true)).toBe('2026-03-10');
  });

  it("draws a whole day's last day inclusive (FullCalendar's end is the day after) and an instant without an end", () => {
    const first = new Date(2026, 3, 21).toISOString();
    const last = new Date(2026, 3, 22).toISOString();
    const span = calendarEntry(event({ all_day: true, starts_at: first, ends_at: last }));
    expect(span).toMatchObject({ id: '1', allDay: true, start: new Date(first) });
    expect(span.end).toEqual(new Date(new Date(last).getTime() + 86_400_000));
    expect(calendarEntry(event({})).end).toBeUndefined();
    expect(calendarEntry(event({ ends_at: '2026-04-21T05:00:00.000Z' })).end).toEqual(new Date('2026-04-21T05:00:00.000Z'));
  });
});

describe('quiz and task windows on the calendar', () => {
  const w = {
    material_item_id: 9,
    title: 'Lista 2',
    type: 'task' as const,
    discipline_id: 3,
    discipline_name: 'Cálculo I',
    available_from: null,
    available_until: null,
    due_at: null,
  };
  it('spans the window, or stands at the due time', () => {
    const open = windowEntry(
      { ...w, available_from: '2026-03-02T11:00:00.000Z', available_until: '2026-03-09T02:59:00.000Z' },
      'Tarefa',
    );
    expect(open).toMatchObject({ id: 'item-9', title: 'Tarefa: Lista 2', start: new Date('2026-03-02T11:00:00.000Z') });
    expect(open.end).toEqual(new Date('2026-03-09T02:59:00.000Z'));
    const due = windowEntry({ ...w, due_at: '2026-03-20T23:00:00.000Z' }, 'Tarefa');
    expect(due.start).toEqual(new Date('2026-03-20T23:00:00.000Z'));
    expect(due.end).toBeUndefined();
  });

  it('draws an all-day event on its company dates, whatever instant starts_at is in this zone (issue 29 item 18)', () => {
    // São Paulo's midnight of 21/04 is 20/04 in a zone far west, 21/04 noon in Tokyo: the date wins.
    const e = event({ all_day: true, starts_at: '2026-04-21T03:00:00.000Z', start_date: '2026-04-21', end_date: '2026-04-23' });
    const entry = calendarEntry(e);
    expect(entry).toMatchObject({ allDay: true, start: new Date(2026, 3, 21), end: new Date(2026, 3, 24) });
    expect(calendarEntry({ ...e, end_date: null }).end).toEqual(new Date(2026, 3, 22));
    expect(localDay('2026-12-31', 1)).toEqual(new Date(2027, 0, 1));
  });
});
