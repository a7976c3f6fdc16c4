import { queryOptions } from '@tanstack/react-query';
import {
  notificationPreferencesResponseSchema,
  updateNotificationPreferencesResponseSchema,
  type UpdateNotificationPreferencesBody,
} from '@trilha/shared/notifications';
import { request } from '../../lib/api.ts';

/** The caller's table of types × channels (defaults filled in by the server). */
export const preferencesQuery = queryOptions({
  queryKey: ['notification-preferences'],
  queryFn: ({ signal }) => request('/notification-preferences', { schema: notificationPreferencesResponseSchema, signal }),
});

export const savePreferences = (body: UpdateNotificationPreferencesBody) =>
  request('/notification-preferences', { method: 'PUT', body, schema: updateNotificationPreferencesResponseSchema });
