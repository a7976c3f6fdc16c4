import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What notifications publishes (its own subscriber pushes it to the user's other tabs). */
export const NOTIFICATION_EVENTS = defineDomainEvents({
  'notifications.read': {
    description: 'A user marked some of their notifications read (`ids`: those this call changed).',
    payload: z.object({
      user_id: id,
      ids: z.array(id).min(1),
      read_at: z.string(),
    }),
  },
  'notifications.deleted': {
    description: 'A user deleted some of their notifications (`ids`), or all of them in a company (`all`).',
    payload: z.object({
      user_id: id,
      ids: z.array(id),
      all: z.boolean(),
    }),
  },
});
