import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';
import { scormVersionSchema } from './schemas.ts';

const id = z.number().int().positive();

/** What the SCORM domain publishes (subscribers: materials). */
export const SCORM_EVENTS = defineDomainEvents({
  'scorm-attempt.completed': {
    description:
      "A learner's SCORM run-time first reported the package completed or passed (once per learner and item: later commits never undo it).",
    payload: z.object({
      user_id: id,
      material_item_id: id,
      material_id: id,
      discipline_id: id,
      completed_at: z.string(),
    }),
    /** The progress that follows, for the commit's answer (000 "SCORM"). */
    reply: z.object({ material_progress: z.number(), discipline_progress: z.number() }),
  },
  'scorm-package.version-found': {
    description:
      "The SCORM edition of an item's package was read (at its first launch): the materials domain keeps it with the item's settings (`extra.scorm_version`).",
    payload: z.object({ material_item_id: id, scorm_version: scormVersionSchema }),
  },
});
