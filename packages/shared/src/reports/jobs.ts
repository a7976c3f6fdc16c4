import { z } from 'zod';
import { idBodySchema } from '../common/http.ts';
import { defineJobs } from '../jobs/define.ts';
import { exportLocaleSchema } from '../locale/index.ts';

export const studentLogsPdfPayloadSchema = z.object({
  company_id: idBodySchema,
  request_id: idBodySchema,
  /** The requester's language: the file's headers and labels (a job queued before it existed: pt-BR). */
  locale: exportLocaleSchema.optional(),
});
export type StudentLogsPdfPayload = z.infer<typeof studentLogsPdfPayloadSchema>;

/** The student-log PDF, on the reports queue with the grades CSV. The filters travel in the request row. */
export const REPORT_JOBS = defineJobs({
  'reports.student-logs-pdf': { queue: 'reports', payload: studentLogsPdfPayloadSchema },
});
