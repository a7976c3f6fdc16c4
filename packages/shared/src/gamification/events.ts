import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What gamification publishes: points and badges a learner earned. */
export const GAMIFICATION_EVENTS = defineDomainEvents({
  'points.awarded': {
    description: 'Points entered the ledger for a learner (once per reason and subject); `total` is their new total.',
    payload: z.object({
      user_id: id,
      points: z.number().int(),
      total: z.number().int(),
      reason: z.string(),
      subject_type: z.string(),
      subject_id: id,
    }),
  },
  'badge.awarded': {
    description:
      "A learner earned a badge (once per learner and badge, whatever the replay): its rule was met. The badge's own points, if any, are `points.awarded` with reason `badge_awarded`.",
    payload: z.object({
      user_id: id,
      badge_id: id,
      key: z.string(),
      name: z.string(),
      description: z.string(),
      image: z.string().nullable(),
      points: z.number().int().nonnegative(),
      awarded_at: z.string(),
    }),
  },
});
