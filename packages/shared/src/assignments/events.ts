import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the assignments domain publishes (subscribers: grades, materials). */
export const ASSIGNMENT_EVENTS = defineDomainEvents({
  'assignment.submitted': {
    description: 'A learner submitted (or resubmitted, `first` false) their answer to a task.',
    payload: z.object({
      submission_id: id,
      user_id: id,
      material_item_id: id,
      material_id: id,
      discipline_id: id,
      first: z.boolean(),
      submitted_at: z.string(),
    }),
    reply: z.object({ material_progress: z.number(), discipline_progress: z.number() }),
  },
  'assignment.evaluated': {
    description: 'Staff evaluated (or corrected the evaluation of) a submission: its grade and comment.',
    payload: z.object({
      submission_id: id,
      user_id: id,
      material_item_id: id,
      discipline_id: id,
      grade: z.number(),
      comment: z.string().nullable(),
      evaluator_id: id,
      /** The sub-domain it was done on (notifications' live push); absent in events written before issue 29. */
    }),
  },
});
