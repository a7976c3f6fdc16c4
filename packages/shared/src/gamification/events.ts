import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What gamification publishes: points (and, with the badges issue, badges) a learner earned. */
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
});
