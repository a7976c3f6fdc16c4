import { queryOptions } from '@tanstack/react-query';
import {
  markNotificationsReadResponseSchema,
  notificationPageSchema,
  type MarkNotificationsReadBody,
} from '@trilha/shared/notifications';
import { PAGE_SIZE } from '@trilha/shared/kernel';
import { request } from '../../lib/api.ts';

/** Every cached page of the bell: live events and marking read update or invalidate them together. */
export const notificationsKey = ['notifications'] as const;

/** A page of the caller's notifications, 6 newest first (001 §2, §9). */
export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'page', page],
    queryFn: ({ signal }) =>
      request('/notifications', {
        query: { page, per_page: PAGE_SIZE.notifications },
        schema: notificationPageSchema,
        signal,
      }),
  });

export const markNotificationsRead = (body: MarkNotificationsReadBody) =>
  request('/notifications/read', { method: 'PUT', body, schema: markNotificationsReadResponseSchema });
