import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { idSchema } from '../common/http.ts';
import { paginationQuery, paginated } from '../common/pagination.ts';

/**
 * A moment of the filters: a day (`2026-11-26`), or a day and time (`2026-11-26T14:30`, seconds
 * and milliseconds optional, `T` or a space), with an offset (`Z`, `-03:00`) or without one (then
 * read in the company's time zone). A day as the end means the whole day. Years 1000 to 9999 and
 * offsets up to ±15:59, what PostgreSQL takes (a year 0 or an offset of +23:00 was a 500).
 */
export const LOG_MOMENT_PATTERN =
  /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])([T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-5]):[0-5]\d)?)?$/;

/** The calendar date of a moment exists (no 31 of April). */
export const isRealDate = (v: string): boolean => {
  const [y, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const moment = z
  .string()
  .regex(LOG_MOMENT_PATTERN, 'Data inválida')
  .refine(isRealDate, 'Data inválida')
  .optional()
  .meta({ examples: ['2026-11-01', '2026-11-26T18:00:00-03:00'] });

/** 001 L81: user_name, start_date_time, end_date_time, disciplines_ids[] (the list's and the PDF's). */
export const studentLogFilters = {
  user_name: z.string().trim().max(255).optional().describe("Part of the learner's name or e-mail (case-insensitive)."),
  start_date_time: moment,
  end_date_time: moment,
  'disciplines_ids[]': z
    .union([idSchema, z.array(idSchema).max(100)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
};

const FILTER_RULE =
  "At least one of user_name, start_date_time or disciplines_ids[] (001 L120: 'Preencha ao menos um dos filtros!', 422 STUDENT_LOG_FILTERS_REQUIRED); end_date_time not before start_date_time.";

/** GET /logs/student: the filters, 30 per page (001 L154, L186). */
export const listStudentLogsQuerySchema = paginationQuery(PAGE_SIZE.reports)
  .extend(studentLogFilters)
  .meta({ description: FILTER_RULE });
export type ListStudentLogsQuery = z.infer<typeof listStudentLogsQuerySchema>;

/** GET /logs/student/pdf: the same filters, every matching row. */
export const studentLogsPdfQuerySchema = z.object(studentLogFilters).meta({ description: FILTER_RULE });
export type StudentLogsPdfQuery = z.infer<typeof studentLogsPdfQuerySchema>;
export type StudentLogFilters = StudentLogsPdfQuery;

export const ACTIVITY_KINDS = [
  'signed_in',
  'item_opened',
  'item_completed',
  'item_unchecked',
  'attempt_finished',
  'assignment_submitted',
  'comment_sent',
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** What the report shows of each kind (pt-BR, ours: the spec names the report, not its rows). */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  signed_in: 'Entrou na plataforma',
  item_opened: 'Abriu um item',
  item_completed: 'Concluiu um item',
  item_unchecked: 'Desmarcou um item',
  attempt_finished: 'Finalizou um questionário',
  assignment_submitted: 'Enviou uma tarefa',
  comment_sent: 'Comentou em um fórum',
};

const named = z.object({ id: z.number().int(), name: z.string() });
const titled = z.object({ id: z.number().int(), title: z.string() });

export const studentLogSchema = z
  .object({
    id: z.number().int(),
    kind: activityKindSchema,
    occurred_at: z.string(),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    discipline: named.nullable(),
    item: titled.nullable(),
    forum: titled.nullable().describe('The forum of a comment.'),
    score: z.number().nullable().describe("A finished quiz's score (null while descriptive answers wait for staff)."),
  })
  .meta({ id: 'StudentLog' });
export type StudentLog = z.infer<typeof studentLogSchema>;

export const studentLogPageSchema = paginated(studentLogSchema)
  .extend({
    time_zone: z
      .string()
      .describe("The company's IANA time zone: the screen and the PDF show the rows' times in it, labelled (issue 29)."),
  })
  .meta({ id: 'StudentLogPage' });
export type StudentLogPage = z.infer<typeof studentLogPageSchema>;

export const STUDENT_LOG_PDF_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;
export const studentLogsPdfSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(STUDENT_LOG_PDF_STATUSES),
    row_count: z.number().int().describe('Rows matching the filters when asked (the PDF holds what matches when it is written).'),
    pdf_url: z
      .string()
      .describe('Download path of the PDF (API-relative, bearer token, only for its requester); answers once done.'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'StudentLogsPdf' });
export type StudentLogsPdf = z.infer<typeof studentLogsPdfSchema>;

/** GET /logs/student/pdf: 202, 'Gerando Relatório!'; the PDF arrives later by `.pdf.created` (001 L154). */
export const studentLogsPdfResponseSchema = z
  .object({ message: z.string(), data: studentLogsPdfSchema })
  .meta({ id: 'StudentLogsPdfResponse' });
export type StudentLogsPdfResponse = z.infer<typeof studentLogsPdfResponseSchema>;

export const studentLogsPdfPaths = {
  file: (id: number) => `/logs/student/pdf/${id}/file`,
  status: (id: number) => `/logs/student/pdf/${id}`,
};

/** The PDF holds at most this many rows; more is refused with a message (docs/reports.md). */
export const STUDENT_LOG_PDF_MAX_ROWS = 100_000;
/** The student-log PDF's kind in the exports table (packages/shared/src/exports; docs/exports.md). */
export const STUDENT_LOGS_PDF_EXPORT = 'student-logs-pdf';
