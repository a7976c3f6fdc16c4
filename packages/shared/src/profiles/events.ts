import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the profiles domain publishes (subscriber: notifications, NewFollower). */
export const PROFILE_EVENTS = defineDomainEvents({
  'user.followed': {
    description: 'A member started following another (a new follows row; following again while following publishes nothing).',
    payload: z.object({
      follower_id: id,
      followed_id: id,
      /** The sub-domain it was done on: pushes about it go to that tenant's channels. */
    }),
  },
});
