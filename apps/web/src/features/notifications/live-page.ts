import {
  renderNotificationTitle,
  type Notification,
  type NotificationLocale,
  type NotificationPage,
  type NotificationPayload,
  type NotificationsDeletedPayload,
  type NotificationsReadPayload,
} from '@trilha/shared/notifications';
import { currentLocale } from '../../i18n/locale.ts';

/**
 * A live notification on a cached first page (001 §4): it goes on top, the page stays at its size
 * (the oldest drops off) and the counters rise by one. Idempotent: a notification already listed
 * (a repeated push) changes nothing, so the same page is returned. Its title is rendered from its
 * type and params in the page's language (issue 29).
 */
export function withCreated(
  page: NotificationPage,
  n: NotificationPayload,
  locale: NotificationLocale = currentLocale,
): NotificationPage {
  if (page.data.some((x) => x.id === n.id)) return page;
  // The push carries the pt-BR title and the params: the row is shown in the page's language.
  const params = n.params ?? null;
  const row: Notification = { ...n, params, title: renderNotificationTitle({ ...n, params }, locale), read_at: null };
  const total = page.meta.total + 1;
  return {
    data: [row, ...page.data].slice(0, page.meta.per_page),
    meta: {
      ...page.meta,
      total,
      last_page: Math.max(1, Math.ceil(total / page.meta.per_page)),
      total_unread_notifications: page.meta.total_unread_notifications + 1,
    },
  };
}

/**
 * Notifications marked read, here or on another tab or device (`.notifications.read`, or this
 * tab's own answer): the rows get their read time and the unread counter the server's count.
 */
export function withRead(page: NotificationPage, r: NotificationsReadPayload): NotificationPage {
  const ids = new Set(r.ids);
  return {
    data: page.data.map((x) => (ids.has(x.id) && x.read_at === null ? { ...x, read_at: r.read_at } : x)),
    meta: { ...page.meta, total_unread_notifications: r.total_unread_notifications },
  };
}

/**
 * Notifications deleted on another tab or device (`.notifications.deleted`): the rows go at once
 * (all of them for `all`) and the unread counter takes the server's count; the caller refetches
 * the pages, whose later rows move up.
 */
export function withDeleted(page: NotificationPage, d: NotificationsDeletedPayload): NotificationPage {
  const ids = new Set(d.ids);
  const data = d.all ? [] : page.data.filter((x) => !ids.has(x.id));
  const total = d.all ? 0 : Math.max(0, page.meta.total - (page.data.length - data.length));
  return {
    data,
    meta: {
      ...page.meta,
      total,
      last_page: Math.max(1, Math.ceil(total / page.meta.per_page)),
      total_unread_notifications: d.total_unread_notifications,
    },
  };
}
