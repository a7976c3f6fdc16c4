import { defineErrors } from '../errors/define.ts';
import { CALENDAR_MESSAGES as M } from './messages.ts';

export const CALENDAR_ERRORS = defineErrors({
  CALENDAR_EVENT_NOT_FOUND: { status: 404, message: M.calendarEventNotFound },
  // An update that moves only one end must still leave the end after the start.
  CALENDAR_EVENT_END_BEFORE_START: { status: 422, message: M.calendarEventEndBeforeStart, field: 'ends_at' },
  // An unknown, revoked or another company's feed token: nothing tells which.
  CALENDAR_FEED_NOT_FOUND: { status: 404, message: M.calendarFeedNotFound },
});
