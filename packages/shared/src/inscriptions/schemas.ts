import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { INSCRIPTION_MESSAGES as M } from './messages.ts';

export const inscriptionStatusSchema = z.enum(['active', 'finished', 'canceled']);
export type InscriptionStatus = z.infer<typeof inscriptionStatusSchema>;
export const inscriptionRoleSchema = z.enum(['student', 'tutor', 'teacher']);

/**
 * A day (`2026-03-01`) or an instant (`2026-03-01T08:00:00Z`). A day given as `started_at` opens
 * at its first instant and as `finished_at` closes at its last (UTC), so "01/03 to 30/06" includes
 * the whole of 30 June: see docs/learning-content.md, "Enrolments".
 */
const DAY =
  '(?:19|20)\\d{2}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-9]))';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,3})?)?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';
/** The whole rule as one pattern (so docs/openapi.json states it): only days that exist, years 1900–2099. */
export const DATE_OR_DATETIME = new RegExp(`^${DAY}(?:T${TIME})?$`);
const windowDate = (edge: 'start' | 'end') =>
  z
    .string()
    .regex(DATE_OR_DATETIME, { error: M.inscriptionImportDate })
    .transform((v) => toWindowDate(v, edge));

/** The instant a window edge given as a day or an instant stands for. */
export function toWindowDate(v: string, edge: 'start' | 'end'): Date {
  if (v.length === 10) {
    // 29 February of a common year is the only day the pattern lets through that does not exist:
    // it reads as 1 March, as a person who typed it would mean.
    return new Date(`${v}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
  }
  return new Date(v);
}

export const inscriptionSchema = z
  .object({
    id: z.number().int(),
    discipline_id: z.number().int(),
    user_id: z.number().int(),
    user: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z
        .string()
        .nullable()
        .describe("Null for viewers without inscriptions:see-emails (students see classmates' names only)."),
      type: z.string(),
      avatar: z.string().nullable(),
    }),
    role: inscriptionRoleSchema,
    status: inscriptionStatusSchema,
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Inscription' });
export type Inscription = z.infer<typeof inscriptionSchema>;

/** GET /discipline-inscriptions (000 §7): name (user's name or e-mail), discipline_id, user_id, status. */
export const listInscriptionsQuerySchema = paginationQuery(PAGE_SIZE.inscriptions).extend({
  name: z.string().trim().max(TEXT_MAX).optional(),
  discipline_id: idSchema.optional(),
  user_id: idSchema.optional(),
  status: inscriptionStatusSchema.optional(),
});
export type ListInscriptionsQuery = z.infer<typeof listInscriptionsQuerySchema>;

export const inscriptionPageSchema = paginated(inscriptionSchema).meta({ id: 'InscriptionPage' });
export type InscriptionPage = z.infer<typeof inscriptionPageSchema>;

/** POST /discipline-inscriptions: one user (user_id) or many (users_ids), with an optional window. */
export const createInscriptionBodySchema = z
  .object({
    discipline_id: idBodySchema,
    user_id: idBodySchema.optional(),
    users_ids: z.array(idBodySchema).min(1).max(500).optional(),
    started_at: windowDate('start').nullish(),
    finished_at: windowDate('end').nullish(),
  })
  .meta({ id: 'CreateInscriptionBody', description: 'Give user_id or users_ids (at least one user).' });
export type CreateInscriptionBody = z.infer<typeof createInscriptionBodySchema>;

/** POST /discipline-inscriptions/{id}/update: the window and the status (null clears an edge). */
export const updateInscriptionBodySchema = z
  .object({
    started_at: windowDate('start').nullish(),
    finished_at: windowDate('end').nullish(),
    status: inscriptionStatusSchema.optional(),
  })
  .meta({ id: 'UpdateInscriptionBody' });
export type UpdateInscriptionBody = z.infer<typeof updateInscriptionBodySchema>;

/** The CSV enrolment: the file's text (the web reads it), at most ~1 MB. */
export const INSCRIPTION_CSV_MAX_CHARS = 1_000_000;
export const INSCRIPTION_CSV_MAX_LINES = 2000;
export const importInscriptionsBodySchema = z
  .object({
    discipline_id: idBodySchema,
    csv: z.string().min(1).max(INSCRIPTION_CSV_MAX_CHARS),
  })
  .meta({ id: 'ImportInscriptionsBody' });
export type ImportInscriptionsBody = z.infer<typeof importInscriptionsBodySchema>;

/** The columns of the CSV and the template the Discipline Class screen offers for download. */
export const INSCRIPTION_CSV_COLUMNS = ['email', 'started_at', 'finished_at'] as const;
export const INSCRIPTION_CSV_TEMPLATE =
  'email,started_at,finished_at\r\naluno@exemplo.com,2026-03-01,2026-06-30\r\noutro.aluno@exemplo.com,01/03/2026,\r\n';

export const inscriptionResponseSchema = z
  .object({ message: z.string(), data: inscriptionSchema })
  .meta({ id: 'InscriptionResponse' });
export const inscriptionsResponseSchema = z
  .object({ message: z.string(), data: z.array(inscriptionSchema) })
  .meta({ id: 'InscriptionsResponse' });
export type InscriptionsResponse = z.infer<typeof inscriptionsResponseSchema>;

// --- CSV enrolment by file, in the background (issue 29 item 24; docs/learning-content.md "CSV enrolment") ---

/**
 * The file route's limits. 200,000 lines: a 100,000-employee company with room to spare; the
 * bench (bench/inscriptions-csv.bench.ts) runs that many through the worker under 150 MB. 64 MB:
 * 200,000 lines of up to ~330 bytes (an e-mail, two dates and a few ignored columns). One line of
 * at most 4 KB: an e-mail address is at most 254 characters; a longer line is not a line of this file.
 */
export const INSCRIPTION_IMPORT_LIMITS = {
  linesMax: 200_000,
  fileMaxBytes: 64 * 1024 * 1024,
  lineMaxBytes: 4096,
  /** Lines per set-based write (one INSERT … ON CONFLICT DO NOTHING of up to this many rows). */
  batchLines: 1000,
} as const;

export const INSCRIPTION_IMPORT_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/** POST /discipline-inscriptions/import/file: multipart `file` (.csv) and `discipline_id`. */
export const importInscriptionFileBodySchema = z.object({ discipline_id: idSchema }).meta({ id: 'ImportInscriptionFileBody' });

/** Where an import is read and its refused lines downloaded (API paths; bearer token; only its requester). */
export const inscriptionImportPaths = {
  status: (id: number) => `/discipline-inscriptions/import/file/${id}`,
  rejected: (id: number) => `/discipline-inscriptions/import/file/${id}/rejected`,
};

/** An import sent as a file: where the worker is and what it did. */
export const inscriptionImportSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(INSCRIPTION_IMPORT_STATUSES),
    discipline_id: z.number().int(),
    file_name: z.string(),
    /** Data lines of the file (the header not counted), as counted on upload. */
    total_lines: z.number().int(),
    /** Data lines the worker has committed so far. */
    lines_done: z.number().int(),
    /** Enrolled by this import. */
    created_count: z.number().int(),
    /** Already enrolled before (the same file sent again enrols nobody twice). */
    existing_count: z.number().int(),
    /** Refused lines: listed, with the reason of each, in the file at `rejected_url`. */
    rejected_count: z.number().int(),
    /** The refused lines' CSV once done with any (API path), else null. */
    rejected_url: z.string().nullable(),
    /** Why a failed import failed (pt-BR). */
    error: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'InscriptionImport' });
export type InscriptionImport = z.infer<typeof inscriptionImportSchema>;
export const inscriptionImportResponseSchema = z
  .object({ message: z.string(), data: inscriptionImportSchema })
  .meta({ id: 'InscriptionImportResponse' });
export const inscriptionImportDataSchema = z.object({ data: inscriptionImportSchema }).meta({ id: 'InscriptionImportData' });

/** The refused lines' CSV: its columns (pt-BR), in order. `linha` is the line of the sent file (header = 1). */
export const INSCRIPTION_REJECTED_CSV_COLUMNS = ['linha', 'email', 'started_at', 'finished_at', 'motivo'] as const;

/** An inscription_imports row as the API and the worker read it (camelCase, as Prisma returns it). */
export type InscriptionImportRow = {
  id: number;
  status: InscriptionImport['status'];
  disciplineId: number;
  fileName: string;
  totalLines: number;
  linesDone: number;
  createdCount: number;
  existingCount: number;
  rejectedCount: number;
  rejectedKey: string | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

/** The public view of an import: the API's answers and the worker's `.inscriptions.import.done` say the same. */
export const presentImport = (r: InscriptionImportRow): InscriptionImport => ({
  id: r.id,
  status: r.status,
  discipline_id: r.disciplineId,
  file_name: r.fileName,
  total_lines: r.totalLines,
  lines_done: r.linesDone,
  created_count: r.createdCount,
  existing_count: r.existingCount,
  rejected_count: r.rejectedCount,
  rejected_url: r.rejectedKey ? inscriptionImportPaths.rejected(r.id) : null,
  error: r.error,
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});
