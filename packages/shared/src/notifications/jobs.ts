import { z } from 'zod';
import { idBodySchema } from '../common/http.ts';
import { defineJobs } from '../jobs/define.ts';

/** The local hour the daily digest goes out at, in each company's time zone (companies.time_zone). */
export const DIGEST_LOCAL_HOUR = 7;

/**
 * notifications.digest: runs every hour by itself (payload `{}`) and e-mails the digest of every
 * company where it is now DIGEST_LOCAL_HOUR. `company_id` and `at` run it for one company as if it
 * were that instant (operations, tests): the per-user-and-day marker still keeps it to one e-mail.
 */
export const notificationDigestPayloadSchema = z.object({
  company_id: idBodySchema.optional(),
  at: z.iso.datetime({ offset: true }).optional(),
});
export type NotificationDigestPayload = z.infer<typeof notificationDigestPayloadSchema>;

/** Rows deleted per statement by the retention job (each a short transaction on the (company, created_at) index). */
export const PRUNE_BATCH = 5000;

/**
 * notifications.prune (issue 29): every 6 hours by itself, deletes each company's notifications
 * older than its retention (notification_settings.retention_days, 180 by default), in batches.
 * `company_id` and `at` run it for one company as if it were that instant (operations, tests).
 */
export const notificationPrunePayloadSchema = z.object({
  company_id: idBodySchema.optional(),
  at: z.iso.datetime({ offset: true }).optional(),
});
export type NotificationPrunePayload = z.infer<typeof notificationPrunePayloadSchema>;

export const NOTIFICATION_JOBS = defineJobs({
  'notifications.digest': { queue: 'mail', payload: notificationDigestPayloadSchema, repeat: { everyMs: 60 * 60 * 1000 } },
  'notifications.prune': { queue: 'reports', payload: notificationPrunePayloadSchema, repeat: { everyMs: 6 * 60 * 60 * 1000 } },
});
