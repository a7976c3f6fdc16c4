import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { MAX_PER_PAGE, PAGE_SIZE } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
// The kinds written today are the registry's (types.ts). `type` stays a string in the answer so a
// client of today keeps working when a kind is added.
import { NOTIFICATION_TYPES } from './types.ts';

/** A notification (001 §3: id, type, title, read_at, created_at, discipline_id, subject_id). */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.string().describe(`One of ${NOTIFICATION_TYPES.join(', ')} (more may come).`),
    title: z.string().describe("Rendered from `type` and `params` in the reader's language (Accept-Language; pt-BR by default)."),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .nullable()
      .describe('The values the title names (`{title}`, `{author}`…); null for a row written before they were kept.'),
    read_at: z.string().nullable().describe('When the user marked it read; null while unread.'),
    created_at: z.string(),
    discipline_id: z.number().int().nullable(),
    subject_id: z.number().int().nullable().describe('The material, item or forum the notification is about.'),
    comment_id: z.number().int().nullable().describe('The forum comment it is about (mentions, followed forums and threads).'),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications (001 §7: page, per_page; newest first; the bell loads page 1 of 6). */
export const listNotificationsQuerySchema = paginationQuery(PAGE_SIZE.notifications);
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const notificationPageSchema = z
  .object({
    data: z.array(notificationSchema),
    meta: paginated(notificationSchema).shape.meta.extend({
      total_unread_notifications: z.number().int().describe("The caller's unread notifications, over every page (the red dot)."),
    }),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/**
 * PUT /notifications/read (001 §7: ids): the caller's notifications to mark read, all or nothing
 * (one id that is not theirs: 404, nothing marked). `{ all: true }` marks every unread one (the
 * bell's "mark all read", which must not depend on the page on screen).
 */
export const markNotificationsReadBodySchema = z.union([
  z.object({ ids: z.array(idBodySchema).min(1).max(MAX_PER_PAGE) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

export const markNotificationsReadResponseSchema = z
  .object({
    message: z.string(),
    ids: z
      .array(z.number().int())
      .describe('The notifications this call marked read (those already read are left as they were).'),
    read_at: z.string().nullable().describe('When they were marked; null when none was unread.'),
    total_unread_notifications: z.number().int(),
  })
  .meta({ id: 'NotificationsRead' });
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;

/** DELETE /notifications/{id} and DELETE /notifications: what is left unread after the deletion. */
export const deleteNotificationsResponseSchema = z
  .object({
    message: z.string(),
    deleted: z.number().int().describe('How many of the caller’s notifications were deleted.'),
    total_unread_notifications: z.number().int(),
  })
  .meta({ id: 'NotificationsDeleted' });
export type DeleteNotificationsResponse = z.infer<typeof deleteNotificationsResponseSchema>;

export const notificationIdParamsSchema = z.object({ id: idSchema });

/** How long a company keeps notifications (issue 29): older ones are pruned by the worker. */
export const NOTIFICATION_RETENTION_DEFAULT_DAYS = 180;
export const NOTIFICATION_RETENTION_MIN_DAYS = 7;
export const NOTIFICATION_RETENTION_MAX_DAYS = 3650;

export const notificationSettingsSchema = z
  .object({
    retention_days: z
      .number()
      .int()
      .min(NOTIFICATION_RETENTION_MIN_DAYS)
      .max(NOTIFICATION_RETENTION_MAX_DAYS)
      .describe(`Notifications older than this many days are deleted (default ${NOTIFICATION_RETENTION_DEFAULT_DAYS}).`),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsResponseSchema = z
  .object({ message: z.string().optional(), data: notificationSettingsSchema })
  .meta({ id: 'NotificationSettingsAnswer' });
