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
      email: z.string(),
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
