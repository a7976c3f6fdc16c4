import { queryOptions } from '@tanstack/react-query';
import {
  deleteNotificationsResponseSchema,
  markNotificationsReadResponseSchema,
  notificationPageSchema,
  notificationSettingsResponseSchema,
  type MarkNotificationsReadBody,
  type NotificationSettings,
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

/** The notifications page's size (issue 29): a full list, not the bell's 6. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** A page of the caller's notifications for the notifications page (shares the bell's cache key root). */
export const notificationsListQuery = (page: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'list', page],
    queryFn: ({ signal }) =>
      request('/notifications', {
        query: { page, per_page: NOTIFICATIONS_PAGE_SIZE },
        schema: notificationPageSchema,
        signal,
      }),
  });

export const deleteNotification = (id: number) =>
  request(`/notifications/${id}`, { method: 'DELETE', schema: deleteNotificationsResponseSchema });

export const deleteAllNotifications = () =>
  request('/notifications', { method: 'DELETE', schema: deleteNotificationsResponseSchema });

export const notificationSettingsQuery = queryOptions({
  queryKey: ['notification-settings'],
  queryFn: ({ signal }) => request('/notification-settings', { schema: notificationSettingsResponseSchema, signal }),
});

export const saveNotificationSettings = (body: NotificationSettings) =>
  request('/notification-settings', { method: 'PUT', body, schema: notificationSettingsResponseSchema });
