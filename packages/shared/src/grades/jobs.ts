import { z } from 'zod';
import { idBodySchema } from '../common/http.ts';
import { defineJobs } from '../jobs/define.ts';
import { exportLocaleSchema } from '../locale/index.ts';

export const gradesExportCsvPayloadSchema = z.object({
  company_id: idBodySchema,
  export_id: idBodySchema,
  /** The requester's language: the file's headers and labels (a job queued before it existed: pt-BR). */
  locale: exportLocaleSchema.optional(),
});
export type GradesExportCsvPayload = z.infer<typeof gradesExportCsvPayloadSchema>;

/** Reports (CSV, PDF) share a queue, apart from e-mail. The filters travel in the export row. */
export const GRADE_JOBS = defineJobs({
  'grades.export-csv': { queue: 'reports', payload: gradesExportCsvPayloadSchema },
});
