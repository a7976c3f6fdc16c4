import { messageResponseSchema } from '@trilha/shared';
import type { PingBody } from '@trilha/shared/sessions';
import { loginResponseSchema, pingResponseSchema, type LoginBody, type ResetPasswordBody } from '@trilha/shared/auth';
import { request } from '../../lib/api.ts';

export const login = (body: LoginBody) =>
  request('/auth/login', { method: 'POST', body, auth: false, schema: loginResponseSchema });
export const logout = () => request('/auth/logout', { method: 'POST', schema: messageResponseSchema });
/** The keep-alive, with what the page saw since the previous one (docs/sessions.md "What counts"). */
export const ping = (claim?: PingBody) => request('/ping', { method: 'POST', body: claim, schema: pingResponseSchema });
export const forgotPassword = (email: string) =>
  request('/auth/forgot-password', { method: 'POST', body: { email }, auth: false, schema: messageResponseSchema });
export const resetPassword = (body: ResetPasswordBody) =>
  request('/auth/reset-password', { method: 'POST', body, auth: false, schema: messageResponseSchema });
