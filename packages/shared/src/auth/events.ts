import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the auth domain publishes (subscribers: the activity log). */
export const AUTH_EVENTS = defineDomainEvents({
  'auth.signed-in': {
    description: 'A member signed in to the company (POST /auth/login with the right credentials): a new token was issued.',
    payload: z.object({ user_id: id, signed_in_at: z.string() }),
  },
});
