import { z } from 'zod';
import { idBodySchema } from '../common/http.ts';
import { userTypeSchema } from '../common/roles.ts';
import { companyRefSchema } from '../common/refs.ts';
import { MESSAGES } from '../messages.ts';

export const authUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    type: userTypeSchema,
    points: z.number().int(),
    avatar: z.string().nullable(),
    companies: z.array(companyRefSchema),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginBodySchema = z.object({
  email: z.email({ error: MESSAGES.emailInvalid }).max(255),
  password: z.string().min(1, { error: MESSAGES.required }).max(255),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z
  .object({
    token: z.string(),
    expires_at: z.string(),
    user: authUserSchema,
    company: companyRefSchema,
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: z.email({ error: MESSAGES.emailInvalid }).max(255) });
export const resetPasswordBodySchema = z
  .object({
    token: z.string().min(10),
    password: z.string().min(8, { error: MESSAGES.passwordTooShort }).max(255),
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    error: MESSAGES.passwordsDontMatch,
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const loginAsBodySchema = z.object({ user_id: idBodySchema });
export const loginAsResponseSchema = z
  .object({
    impersonator: authUserSchema,
    impersonator_token: z.string(),
    user: authUserSchema,
    target_token: z.string(),
    company: companyRefSchema,
  })
  .meta({ id: 'LoginAsResponse' });
export type LoginAsResponse = z.infer<typeof loginAsResponseSchema>;

export const pingResponseSchema = z.object({ ok: z.literal(true), user: authUserSchema }).meta({ id: 'PingResponse' });
