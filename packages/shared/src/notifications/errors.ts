import { defineErrors } from '../errors/define.ts';
import { NOTIFICATION_MESSAGES as M } from './messages.ts';

export const NOTIFICATION_ERRORS = defineErrors({
  // Another user's notification, another tenant's or none: the same 404 (nothing is confirmed).
  NOTIFICATION_NOT_FOUND: { status: 404, message: M.notificationNotFound, field: 'ids' },
});
