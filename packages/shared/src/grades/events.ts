import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the grades domain publishes (subscriber: the audit log, which records exports). */
export const GRADE_EVENTS = defineDomainEvents({
  'grade-export.requested': {
    description:
      "Someone asked for a discipline's grades as CSV (GET /disciplines/{id}/grades/csv): the export row was recorded.",
    payload: z.object({ export_id: id, discipline_id: id, actor_id: id }),
  },
});
