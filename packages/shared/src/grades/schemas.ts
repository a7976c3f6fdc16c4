import { z } from 'zod';
import { GRADES, MAX_PER_PAGE } from '../constants.ts';
import { ID_MAX, idSchema } from '../common/http.ts';
import { pageMetaSchema } from '../common/pagination.ts';
import { materialItemTypeSchema } from '../materials/schemas.ts';

/** Rows per page of Discipline Grades when `limit` is not given (not in the spec: ours). */
export const GRADE_PAGE_SIZE = 30;
export const GRADE_COMMENT_MAX = 1000;
export const GRADE_STATUSES = ['pending', 'graded'] as const;
export const gradeStatusSchema = z.enum(GRADE_STATUSES);
export type GradeStatus = z.infer<typeof gradeStatusSchema>;

/** The filters of the list and of the CSV (001 §7: material_item_id, search, status). */
const gradeFilters = {
  material_item_id: idSchema.optional(),
  search: z.string().trim().max(255).optional().describe("Part of the student's name or e-mail (case-insensitive)."),
  status: gradeStatusSchema.optional(),
};

/**
 * GET /disciplines/{id}/grades: the spec's filters plus `limit` (page size, 1..100, default 30)
 * and `page` (1-based), ours: the list is paged with `limit` as the page size.
 */
export const listGradesQuerySchema = z.object({
  ...gradeFilters,
  page: z.coerce.number().int().min(1).max(ID_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(GRADE_PAGE_SIZE),
});
export type ListGradesQuery = z.infer<typeof listGradesQuerySchema>;

/** GET /disciplines/{id}/grades/csv: the same filters, every matching row. */
export const exportGradesQuerySchema = z.object(gradeFilters);
export type ExportGradesQuery = z.infer<typeof exportGradesQuerySchema>;

export const gradeSchema = z
  .object({
    id: z.number().int(),
    discipline_id: z.number().int(),
    student: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    item: z.object({ id: z.number().int(), title: z.string(), type: materialItemTypeSchema }),
    value: z.number().nullable().describe(`0..${GRADES.max}, ${GRADES.decimals} decimal; null while pending.`),
    status: gradeStatusSchema,
    comment: z.string().nullable(),
    graded_at: z.string().nullable(),
  })
  .meta({ id: 'Grade' });
export type Grade = z.infer<typeof gradeSchema>;

export const gradePageSchema = z
  .object({
    data: z.array(gradeSchema),
    meta: pageMetaSchema.extend({
      own_only: z.boolean().describe('True when the caller sees only their own grades (a learner).'),
      items: z
        .array(z.object({ id: z.number().int(), title: z.string(), type: materialItemTypeSchema }))
        .describe("The discipline's items that have grades the caller sees, in course order (the item filter's options)."),
      average: z
        .number()
        .nullable()
        .describe(
          "A learner's weighted average in the discipline (MaterialItemSettings.weight, 1 without settings) over their graded items, 1 decimal; null for staff or with no graded item.",
        ),
    }),
  })
  .meta({ id: 'GradePage' });
export type GradePage = z.infer<typeof gradePageSchema>;

/** PUT /grades/{gradeId}: a staff override of the value and the comment. */
export const updateGradeBodySchema = z
  .object({
    value: z
      .number()
      .min(0)
      .max(GRADES.max)
      .multipleOf(1 / 10 ** GRADES.decimals),
    comment: z.string().trim().max(GRADE_COMMENT_MAX).nullish().describe('Empty or null clears it; absent keeps it.'),
  })
  .meta({ id: 'UpdateGradeBody' });
export type UpdateGradeBody = z.infer<typeof updateGradeBodySchema>;

export const gradeResponseSchema = z.object({ message: z.string(), data: gradeSchema }).meta({ id: 'GradeResponse' });
export type GradeResponse = z.infer<typeof gradeResponseSchema>;

export const GRADE_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const gradeExportSchema = z
  .object({
    id: z.number().int(),
    discipline_id: z.number().int(),
    status: z.enum(GRADE_EXPORT_STATUSES),
    row_count: z.number().int().nullable(),
    url: z.string().describe('Download path of the CSV (API-relative, bearer token); answers once status is ready.'),
    status_url: z.string().describe('Where the status of this export is read (poll it until ready or failed).'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'GradeExport' });
export type GradeExport = z.infer<typeof gradeExportSchema>;

/** GET /disciplines/{id}/grades/csv answers 202 with the CSV's URL (001 §7 "response url") and the export. */
export const gradeExportResponseSchema = z
  .object({ message: z.string(), url: z.string(), data: gradeExportSchema })
  .meta({ id: 'GradeExportResponse' });
export type GradeExportResponse = z.infer<typeof gradeExportResponseSchema>;

export const gradeExportPaths = {
  file: (id: number) => `/grades/exports/${id}/file`,
  status: (id: number) => `/grades/exports/${id}`,
};

/** The CSV's columns (pt-BR), in order. */
export const GRADE_CSV_HEADER = ['Aluno', 'E-mail', 'Item', 'Tipo', 'Nota', 'Situação', 'Comentário', 'Avaliada em'] as const;
export const GRADE_STATUS_LABELS: Record<GradeStatus, string> = { pending: 'Pendente', graded: 'Avaliada' };
export const GRADE_ITEM_TYPE_LABELS: Record<z.infer<typeof materialItemTypeSchema>, string> = {
  task: 'Tarefa',
  url: 'Link',
  quiz: 'Questionário',
  iframe: 'Incorporado',
  file: 'Arquivo',
  scorm: 'SCORM',
  audio: 'Áudio',
};

/** The grades CSV's kind in the exports table (packages/shared/src/exports; docs/exports.md). */
export const GRADES_CSV_EXPORT = 'grades-csv';
