import { defineDomain } from '../domain.ts';
import { NOTIFICATION_MESSAGES } from './messages.ts';
import { NOTIFICATION_PERMISSIONS } from './permissions.ts';
import { NOTIFICATION_ERRORS } from './errors.ts';

/** What the notification bell brings to the platform-wide registries (registry.ts). */
export const notificationsDomain = defineDomain({
  name: 'notifications',
  messages: NOTIFICATION_MESSAGES,
  permissions: NOTIFICATION_PERMISSIONS,
  errors: NOTIFICATION_ERRORS,
});
