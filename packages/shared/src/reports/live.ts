import { z } from 'zod';
import { defineLiveChannel, defineLiveEvents } from '../realtime/define.ts';

/** The student-log PDF of the user who asked for it (001 L160: `student-logs-pdf.{userId}`). */
export const studentLogsPdfChannel = defineLiveChannel({
  key: 'student-logs-pdf',
  namespace: '/main',
  pattern: 'student-logs-pdf.{id}',
  name: (userId: number) => `student-logs-pdf.${userId}`,
});

/** 001 L100: the PDF is ready (`pdf created`, with its URL) or could not be made (`pdf failed`). */
export const REPORT_LIVE_EVENTS = defineLiveEvents({
  '.pdf.created': {
    description: 'The student-log PDF asked for is ready: `pdf_url` downloads it (API path, bearer token; only its requester).',
    channels: [studentLogsPdfChannel],
    payload: z.object({ request_id: z.number().int(), pdf_url: z.string() }),
  },
  '.pdf.failed': {
    description: 'The student-log PDF asked for could not be made (after the last retry).',
    channels: [studentLogsPdfChannel],
    payload: z.object({ request_id: z.number().int(), message: z.string() }),
  },
});
