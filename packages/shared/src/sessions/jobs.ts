import { z } from 'zod';
import { idBodySchema } from '../common/http.ts';
import { defineJobs } from '../jobs/define.ts';
import { exportLocaleSchema } from '../locale/index.ts';

export const sessionsExportCsvPayloadSchema = z.object({
  company_id: idBodySchema,
  export_id: idBodySchema,
  /** The requester's language: the file's headers and labels (a job queued before it existed: pt-BR). */
  locale: exportLocaleSchema.optional(),
});
export type SessionsExportCsvPayload = z.infer<typeof sessionsExportCsvPayloadSchema>;

/** On the reports queue with the other CSV and PDF jobs. The filters travel in the export row. */
export const SESSION_JOBS = defineJobs({
  'sessions.export-csv': { queue: 'reports', payload: sessionsExportCsvPayloadSchema },
});
