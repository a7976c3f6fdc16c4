import { z } from 'zod';
import { idBodySchema } from '../common/http.ts';
import { defineJobs } from '../jobs/define.ts';

export const studentLogsPdfPayloadSchema = z.object({ company_id: idBodySchema, request_id: idBodySchema });
export type StudentLogsPdfPayload = z.infer<typeof studentLogsPdfPayloadSchema>;

/** The student-log PDF, on the reports queue with the grades CSV. The filters travel in the request row. */
export const REPORT_JOBS = defineJobs({
  'reports.student-logs-pdf': { queue: 'reports', payload: studentLogsPdfPayloadSchema },
});
