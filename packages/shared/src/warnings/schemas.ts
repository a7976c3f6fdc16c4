import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { NON_BLANK, flagSchema } from '../common/formats.ts';
import { PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { WARNING_MESSAGES as M } from './messages.ts';

export const WARNING_STATUSES = ['active', 'inactive'] as const;
export const warningStatusSchema = z.enum(WARNING_STATUSES);
export type WarningStatus = z.infer<typeof warningStatusSchema>;

/** The body of an alert: long enough for a notice of a few paragraphs, bounded all the same. */
export const WARNING_TEXT_MAX = 5000;

/** An alert as the lists show it to the caller (001 §3: id, title, created_at, is_read, company_id, status). */
export const warningSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    image: z.string().nullable(),
    status: warningStatusSchema,
    company_id: z.number().int(),
    author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    is_read: z.boolean().describe('Whether the caller marked it read (001 §4: per user, toggled by PUT /warnings/read-status).'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Warning' });
export type Warning = z.infer<typeof warningSchema>;

/**
 * GET /warnings (001 §7: company_id, per_page, search, status), plus `page`. The company is the
 * host's tenant: `company_id`, when given, must be it (another company's alerts are never listed).
 * `status` filters staff's lists; everyone else only ever gets active alerts. Newest first, 30 per
 * page (001 §9: the phone list loads 30 at a time).
 */
export const listWarningsQuerySchema = paginationQuery(PAGE_SIZE.alertsMobile).extend({
  company_id: idSchema.optional(),
  search: z.string().trim().max(TEXT_MAX, { error: MESSAGES.textTooLong }).optional(),
  status: warningStatusSchema.optional(),
});
export type ListWarningsQuery = z.infer<typeof listWarningsQuerySchema>;

export const warningPageSchema = z
  .object({
    data: z.array(warningSchema),
    meta: paginated(warningSchema).shape.meta.extend({
      total_unread_warnings: z
        .number()
        .int()
        .describe("Active alerts of the company the caller has not read (whatever the page's filters)."),
    }),
  })
  .meta({ id: 'WarningPage' });
export type WarningPage = z.infer<typeof warningPageSchema>;

const title = z
  .string({ error: M.warningTitleRequired })
  .trim()
  .min(1, { error: M.warningTitleRequired })
  .max(TEXT_MAX, { error: MESSAGES.textTooLong })
  .meta(NON_BLANK);
const text = z
  .string({ error: M.warningTextRequired })
  .trim()
  .min(1, { error: M.warningTextRequired })
  .max(WARNING_TEXT_MAX, { error: MESSAGES.textTooLong })
  .meta(NON_BLANK);

/** POST /warnings (multipart: title, text, status, and an optional `image` file; or JSON). */
export const createWarningBodySchema = z
  .object({ title, text, status: warningStatusSchema.default('active') })
  .meta({ id: 'CreateWarningBody' });
export type CreateWarningBody = z.infer<typeof createWarningBodySchema>;

/** POST /warnings/{id}/update: any of title, text, status; a new `image` file replaces it, remove_image clears it. */
export const updateWarningBodySchema = z
  .object({ title, text, status: warningStatusSchema, remove_image: flagSchema })
  .partial()
  .meta({ id: 'UpdateWarningBody' });
export type UpdateWarningBody = z.infer<typeof updateWarningBodySchema>;

export const warningResponseSchema = z.object({ message: z.string(), data: warningSchema }).meta({ id: 'WarningResponse' });

/** PUT /warnings/read-status (001 §7: warning_id, is_read): the caller's own read state of one alert. */
export const warningReadStatusBodySchema = z
  .object({ warning_id: idBodySchema, is_read: z.boolean() })
  .meta({ id: 'WarningReadStatusBody' });
export type WarningReadStatusBody = z.infer<typeof warningReadStatusBodySchema>;

export const warningReadStatusResponseSchema = z
  .object({
    message: z.string(),
    data: z.object({ warning_id: z.number().int(), is_read: z.boolean(), total_unread_warnings: z.number().int() }),
  })
  .meta({ id: 'WarningReadStatusResponse' });
export type WarningReadStatusResponse = z.infer<typeof warningReadStatusResponseSchema>;
