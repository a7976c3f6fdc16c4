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
  'attempt.graded': {
    description:
      "Staff scored or commented a finished attempt's answers (descriptive ones wait for this). `score` null while an answer still has no score.",
    payload: z.object({
      attempt_id: id,
      user_id: id,
      material_item_id: id,
      discipline_id: id,
      score: z.number().nullable(),
      graded_by_id: id,
      /** Absent: the overall comment was not touched. */
      comment: z.string().nullable().optional(),
      preview: z.boolean(),
    }),
  },
  'attempt.deleted': {
    description:
      'Staff deleted an attempt (the learner gets the try back). Published in the deleting transaction just before the row goes, so reactions still read it.',
    payload: z.object({ attempt_id: id, user_id: id, material_item_id: id, discipline_id: id, preview: z.boolean() }),
  },
});
