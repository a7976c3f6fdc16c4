import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the auth domain publishes (subscribers: the activity log, the audit log). */
export const AUTH_EVENTS = defineDomainEvents({
  'auth.signed-in': {
    description: 'A member signed in to the company (POST /auth/login with the right credentials): a new token was issued.',
    payload: z.object({ user_id: id, signed_in_at: z.string() }),
  },
  'access-as.opened': {
    description:
      "Someone opened another member's account (POST /auth/login-as): `impersonator_id` acts as `user_id` until it is closed.",
    payload: z.object({
      impersonator_id: id,
      user_id: id,
      /** The address the request came from (as the API sees it behind its trusted proxies). */
      ip: z.string().max(64).nullable(),
    }),
  },
  'access-as.closed': {
    description:
      "An access-as session ended: back to one's own account (`exit`) or Sair from inside it (`logout`, both sessions end).",
    payload: z.object({ impersonator_id: id, user_id: id, how: z.enum(['exit', 'logout']) }),
  },
});
