import { messageResponseSchema } from '@trilha/shared';
import { loginAsResponseSchema } from '@trilha/shared/auth';
import { request } from '../../lib/api.ts';

/** POST /auth/login-as: a token for the target that remembers who opened it. */
export const loginAs = (userId: number, token?: string) =>
  request('/auth/login-as', { method: 'POST', body: { user_id: userId }, schema: loginAsResponseSchema, token });

/**
 * POST /auth/login-as/exit with the opened account's token: ends that token only (the server
 * closes its live sockets too). A failure leaves nothing to do: the token is dropped either way.
 */
export const endAccessAsToken = (token: string) =>
  request('/auth/login-as/exit', { method: 'POST', token, schema: messageResponseSchema }).catch(() => undefined);

/** POST /auth/logout with the opened account's token: during access-as it ends both people's sessions. */
export const endBothSessions = (token: string) =>
  request('/auth/logout', { method: 'POST', token, schema: messageResponseSchema }).catch(() => undefined);
