import { z } from 'zod';
import { defineLiveChannel, defineLiveEvents } from '../realtime/define.ts';

/**
 * notifications.{companyId}.{userId} (001 §7 names it after the consumer): the company, not the
 * sub-domain of the request that caused it, so a member on any of the company's sub-domains hears it.
 */
export const notificationsChannel = defineLiveChannel({
  key: 'notifications',
  namespace: '/main',
  pattern: 'notifications.{companyId}.{userId}',
  name: (companyId: number, userId: number) => `notifications.${companyId}.${userId}`,
});

/** A notification record was written for the user. */
export const notificationPayloadSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  /** pt-BR; the web renders `type` + `params` in the page's language (texts.ts). */
  title: z.string(),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .optional(),
  discipline_id: z.number().int().nullable(),
  subject_id: z.number().int().nullable(),
  comment_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

/**
 * The user marked notifications read, from any tab or device: the others clear the rows and the
 * red dot without a reload. `total_unread_notifications` is the count after the change.
 */
export const notificationsReadPayloadSchema = z.object({
  ids: z.array(z.number().int()),
  read_at: z.string(),
  total_unread_notifications: z.number().int(),
});
export type NotificationsReadPayload = z.infer<typeof notificationsReadPayloadSchema>;

/**
 * The user deleted notifications, from any tab or device: the others drop them (`all`: every one
 * of this company) and show the unread count after the change.
 */
export const notificationsDeletedPayloadSchema = z.object({
  ids: z.array(z.number().int()),
  all: z.boolean(),
  total_unread_notifications: z.number().int(),
});
export type NotificationsDeletedPayload = z.infer<typeof notificationsDeletedPayloadSchema>;

/** What notifications pushes live. */
export const NOTIFICATION_LIVE_EVENTS = defineLiveEvents({
  '.notification.created': {
    description: 'A notification was written for the user (the bell counts it).',
    channels: [notificationsChannel],
    payload: notificationPayloadSchema,
  },
  '.notifications.read': {
    description: "The user marked notifications read (the user's other tabs and devices clear them).",
    channels: [notificationsChannel],
    payload: notificationsReadPayloadSchema,
  },
  '.notifications.deleted': {
    description: "The user deleted notifications (the user's other tabs and devices drop them).",
    channels: [notificationsChannel],
    payload: notificationsDeletedPayloadSchema,
  },
});
