import { z } from 'zod';
import { defineLiveEvents } from '../realtime/define.ts';
import { userChannel } from '../realtime/channels.ts';

/** A student's task was evaluated: their assignment screens refetch, and a notice. */
export const assignmentEvaluatedPayloadSchema = z.object({
  submission_id: z.number().int(),
  material_item_id: z.number().int(),
  discipline_id: z.number().int(),
  grade: z.number(),
});

/** What assignments pushes live. */
export const ASSIGNMENT_LIVE_EVENTS = defineLiveEvents({
  '.assignment.evaluated': {
    description: 'A task of the student was evaluated (sent to the student).',
    channels: [userChannel],
    payload: assignmentEvaluatedPayloadSchema,
  },
});
