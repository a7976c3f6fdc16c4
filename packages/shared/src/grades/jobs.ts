import { z } from 'zod';
import { idBodySchema } from '../common/http.ts';
import { defineJobs } from '../jobs/define.ts';

export const gradesExportCsvPayloadSchema = z.object({ company_id: idBodySchema, export_id: idBodySchema });
export type GradesExportCsvPayload = z.infer<typeof gradesExportCsvPayloadSchema>;

/** Reports (CSV, PDF) share a queue, apart from e-mail. The filters travel in the export row. */
export const GRADE_JOBS = defineJobs({
  'grades.export-csv': { queue: 'reports', payload: gradesExportCsvPayloadSchema },
});
