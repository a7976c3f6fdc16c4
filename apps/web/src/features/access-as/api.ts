import { messageResponseSchema } from '@trilha/shared';
import { loginAsResponseSchema } from '@trilha/shared/auth';
import { request } from '../../lib/api.ts';

/** POST /auth/login-as: a token for the target that remembers who opened it. */
export const loginAs = (userId: number) =>
  request('/auth/login-as', { method: 'POST', body: { user_id: userId }, schema: loginAsResponseSchema });

/** POST /auth/logout with a given token (revoking one of the two tokens an access-as holds). */
export const revokeToken = (token: string) =>
  request('/auth/logout', { method: 'POST', token, schema: messageResponseSchema }).catch(() => undefined);
