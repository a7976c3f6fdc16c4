import { defineDomain } from '../domain.ts';
import { CALENDAR_PERMISSIONS } from './permissions.ts';
import { CALENDAR_MESSAGES } from './messages.ts';
import { CALENDAR_ERRORS } from './errors.ts';

/** The company's calendar events and each member's iCalendar feed (registry.ts). */
export const calendarDomain = defineDomain({
  name: 'calendar',
  messages: CALENDAR_MESSAGES,
  permissions: CALENDAR_PERMISSIONS,
  errors: CALENDAR_ERRORS,
});
