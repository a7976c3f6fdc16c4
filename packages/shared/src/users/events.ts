import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/**
 * What the users domain publishes (subscriber: the audit log). Ids, the actor and the names of the
 * fields changed: never a value, and never a password or its hash.
 */
export const USER_EVENTS = defineDomainEvents({
  'user.created': {
    description: "A user was created as a member of the event's company (POST /users).",
    payload: z.object({ user_id: id, actor_id: id, type: z.string() }),
  },
  'user.updated': {
    description: 'A user was changed (PUT /users/{id}): the names of the fields sent.',
    payload: z.object({ user_id: id, actor_id: id, fields: z.array(z.string()).max(50) }),
  },
  'user.deleted': {
    description:
      "A user was removed from the event's company (DELETE /users/{id}); `account_deleted` when it was their last company (the account itself is soft-deleted).",
    payload: z.object({ user_id: id, actor_id: id, account_deleted: z.boolean() }),
  },
  'user.password-reset': {
    description:
      "Someone set another user's password (POST /users/{id}/change-password by a manager or an admin). Not one's own.",
    payload: z.object({ user_id: id, actor_id: id }),
  },
});
