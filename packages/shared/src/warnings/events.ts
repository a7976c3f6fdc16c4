import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the warnings domain publishes (for notifications, live pushes, e-mail digests to react to). */
export const WARNING_EVENTS = defineDomainEvents({
  'warning.published': {
    description:
      "An alert became visible to the company's members: created active, or an inactive one turned active. " +
      'Not on edits of an alert already active (nobody is told twice).',
    payload: z.object({
      warning_id: id,
      title: z.string(),
      author_id: id.nullable(),
    }),
  },
  'warning.removed': {
    description: 'An alert was removed (soft delete): whatever was shown about it may be withdrawn.',
    payload: z.object({ warning_id: id }),
  },
});
