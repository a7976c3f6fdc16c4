import { z } from 'zod';
import { idSchema } from '../common/http.ts';
import { PAGE_SIZE } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { LOG_MOMENT_PATTERN, isRealDate } from '../reports/schemas.ts';

/**
 * What the audit log records: each is the domain event it is written from (docs/audit.md), so the
 * action of a row is the name of the fact, in the catalogue's words.
 */
export const AUDIT_ACTIONS = [
  'access-as.opened',
  'access-as.closed',
  'company.created',
  'company.updated',
  'company.deleted',
  'company.restored',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.password-reset',
  'grade-export.requested',
  'session-export.requested',
  'question-bank.exported',
  'student-logs-pdf.requested',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What a row is about. */
export const AUDIT_TARGET_TYPES = ['user', 'company', 'discipline', 'grade_export', 'session_export', 'report_request'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const moment = z
  .string()
  .regex(LOG_MOMENT_PATTERN, 'Data inválida')
  .refine(isRealDate, 'Data inválida')
  .optional()
  .meta({ examples: ['2026-11-01', '2026-11-26T18:00:00-03:00'] });

/**
 * GET /audit-logs: newest first, 30 a page. Every company's rows (admins are platform-wide);
 * `company_id` narrows to one. A moment without an offset is read in the host company's time zone;
 * a day as the end means the whole day (as the activity log's filters).
 */
export const listAuditLogsQuerySchema = paginationQuery(PAGE_SIZE.auditLogs).extend({
  action: auditActionSchema.optional(),
  actor_id: idSchema.optional().describe('Who acted (the impersonator, for access-as).'),
  company_id: idSchema.optional(),
  start_date_time: moment,
  end_date_time: moment,
});
export type ListAuditLogsQuery = z.infer<typeof listAuditLogsQuerySchema>;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const auditLogSchema = z
  .object({
    id: z.number().int(),
    action: auditActionSchema,
    company: ref.nullable().describe('Null only if the company is gone for good.'),
    actor: ref
      .nullable()
      .describe('Who acted. The id is kept when the user is deleted (`name` then reads the deleted record); null when unknown.'),
    actor_id: z.number().int().nullable(),
    target_type: z.enum(AUDIT_TARGET_TYPES),
    target_id: z.number().int().nullable(),
    target_name: z.string().nullable().describe("The target user's or company's name, read at list time."),
    ip: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()).describe('What changed, as field names; never values or secrets.'),
    created_at: z.string(),
  })
  .meta({ id: 'AuditLog' });
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditLogPageSchema = paginated(auditLogSchema).meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
