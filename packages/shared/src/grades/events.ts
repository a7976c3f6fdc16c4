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
  // Issue 29 (notifications): the learner is told their grade changed.
  'grade.changed': {
    description: "Staff overrode a learner's grade (PUT /grades/{id}): its new value.",
    payload: z.object({
      grade_id: id,
      user_id: id,
      material_item_id: id,
      discipline_id: id,
      value: z.number(),
      changed_by_id: id,
    }),
  },
});
