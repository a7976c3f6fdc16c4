import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the attempts domain publishes (subscribers: grades, materials, gamification). */
export const ATTEMPT_EVENTS = defineDomainEvents({
  'attempt.finished': {
    description:
      'A learner finished a quiz attempt: automatic grading done. `pending` counts descriptive answers waiting for staff; `score` is null until none is. A staff member trying the quiz is a preview: `preview` true, and no grade, progress or points follow.',
    payload: z.object({
      attempt_id: id,
      user_id: id,
      material_item_id: id,
      material_id: id,
      discipline_id: id,
      score: z.number().nullable(),
      correct: z.number().int().nonnegative(),
      pending: z.number().int().nonnegative(),
      preview: z.boolean(),
      finished_at: z.string(),
    }),
    reply: z.object({
      /** Points this finish earned (0 when the item's points were already earned). */
      points: z.number().int(),
      material_progress: z.number(),
      discipline_progress: z.number(),
    }),
  },
});
