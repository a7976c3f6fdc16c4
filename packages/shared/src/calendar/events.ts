import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the calendar domain publishes (subscriber: notifications, CalendarEventCreated). */
export const CALENDAR_EVENTS = defineDomainEvents({
  'calendar-event.created': {
    description: 'A company calendar event was created (POST /events): every member may see it.',
    payload: z.object({
      event_id: id,
      title: z.string(),
      starts_at: z.string(),
      author_id: id,
      /** The sub-domain it was created on: pushes about it go to that tenant's channels. */
    }),
  },
});
