import { queryOptions } from '@tanstack/react-query';
import { MAX_PER_PAGE } from '@trilha/shared/kernel';
import { messageResponseSchema } from '@trilha/shared';
import {
  calendarEventMessageResponseSchema,
  calendarEventPageSchema,
  calendarFeedCreatedSchema,
  calendarFeedResponseSchema,
  calendarWindowListSchema,
  type CalendarEvent,
  type CreateCalendarEventBody,
  type UpdateCalendarEventBody,
} from '@trilha/shared/calendar';
import { request } from '../../lib/api.ts';

/** The range a calendar view shows, as instants (FullCalendar's `datesSet`). */
export type Range = { start: string; end: string };

/**
 * GET /events for one view: every event touching the range, page after page (a month rarely
 * holds more than one page of 100).
 */
export const eventsQuery = (range: Range) =>
  queryOptions({
    queryKey: ['calendar', 'events', range.start, range.end],
    queryFn: async ({ signal }) => {
      const events: CalendarEvent[] = [];
      for (let page = 1; ; page++) {
        const res = await request('/events', {
          query: { start: range.start, end: range.end, page: String(page), per_page: String(MAX_PER_PAGE) },
          schema: calendarEventPageSchema,
          signal,
        });
        events.push(...res.data);
        if (page >= res.meta.last_page) return events;
      }
    },
  });

/** GET /events/windows for one view: the caller's quizzes' and tasks' windows (their feed's too). */
export const windowsQuery = (range: Range) =>
  queryOptions({
    queryKey: ['calendar', 'windows', range.start, range.end],
    queryFn: ({ signal }) =>
      request('/events/windows', {
        query: { start: range.start, end: range.end },
        schema: calendarWindowListSchema,
        signal,
      }).then((r) => r.data),
  });

const one = calendarEventMessageResponseSchema;
export const createEvent = (body: CreateCalendarEventBody) => request('/events', { method: 'POST', body, schema: one });
export const updateEvent = (id: number, body: UpdateCalendarEventBody) =>
  request(`/events/${id}/update`, { method: 'POST', body, schema: one });
export const deleteEvent = (id: number) => request(`/events/${id}`, { method: 'DELETE', schema: messageResponseSchema });

export const feedQuery = queryOptions({
  queryKey: ['calendar', 'feed'],
  queryFn: () => request('/calendar-feed', { schema: calendarFeedResponseSchema }).then((r) => r.data),
});
export const issueFeed = () => request('/calendar-feed', { method: 'POST', schema: calendarFeedCreatedSchema });
export const revokeFeed = () => request('/calendar-feed', { method: 'DELETE', schema: messageResponseSchema });
