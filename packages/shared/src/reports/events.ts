import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the reports domain publishes (subscriber: the audit log, which records exports). */
export const REPORT_EVENTS = defineDomainEvents({
  'student-logs-pdf.requested': {
    description: "Someone asked for the learners' activity log as PDF (GET /logs/student/pdf): the request was recorded.",
    payload: z.object({ request_id: id, actor_id: id, row_count: z.number().int().nonnegative() }),
  },
});
