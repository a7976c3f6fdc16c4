import { messageResponseSchema } from '@trilha/shared';
import { loginResponseSchema, pingResponseSchema, type LoginBody, type ResetPasswordBody } from '@trilha/shared/auth';
import { request } from '../../lib/api.ts';

export const login = (body: LoginBody) =>
  request('/auth/login', { method: 'POST', body, auth: false, schema: loginResponseSchema });
export const logout = () => request('/auth/logout', { method: 'POST', schema: messageResponseSchema });
export const ping = () => request('/ping', { method: 'POST', schema: pingResponseSchema });
export const forgotPassword = (email: string) =>
  request('/auth/forgot-password', { method: 'POST', body: { email }, auth: false, schema: messageResponseSchema });
export const resetPassword = (body: ResetPasswordBody) =>
  request('/auth/reset-password', { method: 'POST', body, auth: false, schema: messageResponseSchema });
