import { z } from 'zod';
import { PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { NON_BLANK } from '../common/formats.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { CALENDAR_MESSAGES as M } from './messages.ts';

/** A longer text than a title: an agenda, a link list. Kept well under a page. */
export const CALENDAR_EVENT_DESCRIPTION_MAX = 5000;
export { DEFAULT_TIME_ZONE } from '../constants.ts';

/** An instant with its offset, as the web's pickers and the spec's other dates send it. */
const instant = (missing: string) =>
  z.iso.datetime({ offset: true, error: (iss) => (iss.input === undefined ? missing : M.calendarEventDateInvalid) });

const title = z
  .string({ error: M.calendarEventTitleRequired })
  .trim()
  .min(1, { error: M.calendarEventTitleRequired })
  .max(TEXT_MAX, { error: MESSAGES.textTooLong })
  .meta(NON_BLANK);
const description = z.string().trim().max(CALENDAR_EVENT_DESCRIPTION_MAX, { error: MESSAGES.textTooLong });
const location = z.string().trim().max(TEXT_MAX, { error: MESSAGES.textTooLong });

// Examples in the document: an end after the start (the rule between the two fields).
const eventFields = {
  title,
  description: description.nullable(),
  location: location.nullable(),
  starts_at: instant(M.calendarEventStartRequired).meta({ examples: ['2026-03-10T19:00:00-03:00'] }),
  ends_at: instant(M.calendarEventDateInvalid)
    .nullable()
    .meta({ examples: ['2026-03-10T21:00:00-03:00'] }),
  all_day: z.boolean(),
  /**
   * An all-day event's first day: a date of the company's calendar, no time. Without it, the date
   * written in starts_at (the sender's own day). Ignored for an event that is not all day.
   */
  start_date: z.iso.date({ error: M.calendarEventDateInvalid }).meta({ examples: ['2026-04-21'] }),
  /** An all-day event's last day (inclusive); null: one day. Without it, the date written in ends_at. */
  end_date: z.iso
    .date({ error: M.calendarEventDateInvalid })
    .nullable()
    .meta({ examples: ['2026-04-22'] }),
};
const endAfterStart = (b: { starts_at?: string; ends_at?: string | null; start_date?: string; end_date?: string | null }) =>
  (!b.starts_at || !b.ends_at || Date.parse(b.ends_at) >= Date.parse(b.starts_at)) &&
  (!b.start_date || !b.end_date || b.end_date >= b.start_date);
const endError = { path: ['ends_at'], error: M.calendarEventEndBeforeStart };

/** POST /events: a company event. Without `ends_at` it is an instant (or the whole day, `all_day`). */
export const createCalendarEventBodySchema = z
  .object({
    ...eventFields,
    description: eventFields.description.optional(),
    location: eventFields.location.optional(),
    ends_at: eventFields.ends_at.optional(),
    all_day: eventFields.all_day.default(false),
    start_date: eventFields.start_date.optional(),
    end_date: eventFields.end_date.optional(),
  })
  .refine(endAfterStart, endError)
  .meta({ id: 'CreateCalendarEventBody', description: 'ends_at not before starts_at' });
export type CreateCalendarEventBody = z.infer<typeof createCalendarEventBodySchema>;

/** POST /events/{id}/update: any field; null clears description, location or the end. */
export const updateCalendarEventBodySchema = z
  .object(eventFields)
  .partial()
  .refine(endAfterStart, endError)
  .meta({ id: 'UpdateCalendarEventBody', description: 'ends_at not before starts_at (the stored one when not sent)' });
export type UpdateCalendarEventBody = z.infer<typeof updateCalendarEventBodySchema>;

/** The [start, end) a calendar view asks for: the events list and the windows list read it alike. */
const dateRange = {
  start: z.iso
    .datetime({ offset: true, error: M.calendarEventDateInvalid })
    .optional()
    .meta({ examples: ['2026-03-01T00:00:00-03:00'] }),
  end: z.iso
    .datetime({ offset: true, error: M.calendarEventDateInvalid })
    .optional()
    .meta({ examples: ['2026-04-01T00:00:00-03:00'] }),
};

/**
 * GET /events: the company's events by start, searched in title, description and location, and
 * those touching [start, end) when a range is given (a calendar view asks for what it shows). A
 * range whose end is not after its start holds nothing: an empty page, not an error.
 */
export const listCalendarEventsQuerySchema = paginationQuery(PAGE_SIZE.calendarEvents).extend({
  search: z.string().trim().max(TEXT_MAX).optional(),
  ...dateRange,
});
export type ListCalendarEventsQuery = z.infer<typeof listCalendarEventsQuerySchema>;

export const calendarEventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    all_day: z.boolean(),
    /**
     * An all-day event's first and last day (YYYY-MM-DD, the company's calendar; null otherwise,
     * end_date null for one day). Show these, not starts_at in the viewer's zone: the day is the
     * same for everyone wherever they are.
     */
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventPageSchema = paginated(calendarEventSchema).meta({ id: 'CalendarEventPage' });
export type CalendarEventPage = z.infer<typeof calendarEventPageSchema>;
export const calendarEventMessageResponseSchema = z
  .object({ message: z.string(), data: calendarEventSchema })
  .meta({ id: 'CalendarEventMessageResponse' });

// ---------------------------------------------------------------- the iCalendar feed

/** 32 random bytes, base64url: the secret in a feed URL. Calendar apps like a `.ics` ending. */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}(?:\.ics)?$/;
export const calendarFeedParamsSchema = z.object({ token: z.string().regex(CALENDAR_FEED_TOKEN) });

/** GET /calendar-feed: whether the caller has a live feed (its URL is shown once, when made). */
export const calendarFeedSchema = z
  .object({ active: z.boolean(), created_at: z.string().nullable() })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedResponseSchema = z.object({ data: calendarFeedSchema }).meta({ id: 'CalendarFeedResponse' });

/** POST /calendar-feed: a new private URL; the previous one stops working. */
export const calendarFeedCreatedSchema = z
  .object({ message: z.string(), data: z.object({ url: z.string(), created_at: z.string() }) })
  .meta({ id: 'CalendarFeedCreated' });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

// ---------------------------------------------------------------- quiz and task windows

/**
 * GET /events/windows: the availability windows of the caller's quizzes and tasks (those of their
 * disciplines they may see), touching [start, end) when given: the same entries as their feed.
 */
export const listCalendarWindowsQuerySchema = z.object({
  ...dateRange,
});
export type ListCalendarWindowsQuery = z.infer<typeof listCalendarWindowsQuerySchema>;

export const calendarWindowSchema = z
  .object({
    material_item_id: z.number().int(),
    title: z.string(),
    type: z.enum(['quiz', 'task']),
    discipline_id: z.number().int(),
    discipline_name: z.string(),
    available_from: z.string().nullable(),
    available_until: z.string().nullable(),
    due_at: z.string().nullable(),
  })
  .meta({ id: 'CalendarWindow' });
export type CalendarWindow = z.infer<typeof calendarWindowSchema>;
export const calendarWindowListSchema = z.object({ data: z.array(calendarWindowSchema) }).meta({ id: 'CalendarWindowList' });
