import { defineErrors } from '../errors/define.ts';
import { NOTIFICATION_MESSAGES as M } from './messages.ts';

export const NOTIFICATION_ERRORS = defineErrors({
  // Another user's notification, another tenant's or none: the same 404 (nothing is confirmed).
  NOTIFICATION_NOT_FOUND: { status: 404, message: M.notificationNotFound, field: 'ids' },
  NOTIFICATION_PREFERENCE_REPEATED: { status: 422, message: M.preferenceTypeRepeated, field: 'preferences' },
  // An unknown token, another tenant's, or one whose user is gone: the same 404.
  UNSUBSCRIBE_LINK_INVALID: { status: 404, message: M.unsubscribeInvalid },
  // Known, but older than UNSUBSCRIBE_TTL_DAYS: 410, said so, so the reader knows what to do.
  UNSUBSCRIBE_LINK_EXPIRED: { status: 410, message: M.unsubscribeExpired },
});
