import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeAccessToken } from '@trilha/db';
import { MESSAGES, RATE_LIMITS, errorResponseSchema, messageResponseSchema } from '@trilha/shared';
import {
  forgotPasswordBodySchema,
  loginAsBodySchema,
  loginAsResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  pingResponseSchema,
  resetPasswordBodySchema,
} from '@trilha/shared/auth';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { perAccount, perAddress } from '../../http/throttle.ts';
import { presentAuthUser, withCompanies } from '../../auth/present-user.ts';
import { login } from './login.ts';
import { forgotPassword } from './forgot-password.ts';
import { resetPassword } from './reset-password.ts';
import { loginAs } from './login-as.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/auth/login', {
      config: { access: 'tenant' },
      schema: { tags: ['auth'], summary: 'Sign in', body: loginBodySchema, response: { 200: loginResponseSchema, ...errors } },
      handler: (req) => login(deps, requireTenant(req), req.body, req.ip),
    });

    app.post('/auth/logout', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current token',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await revokeAccessToken(deps.globalDb, requireActor(req).token);
        return { message: MESSAGES.loggedOut };
      },
    });

    app.post('/auth/forgot-password', {
      config: { access: 'tenant' },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        // Counted per e-mail asked about (known or not, so a 429 reveals nothing) and per address.
        await deps.throttle.enforce([
          perAccount('forgot-password', RATE_LIMITS.forgotPasswordAccount, req.body.email),
          perAddress('forgot-password', RATE_LIMITS.forgotPasswordAddress, req.ip),
        ]);
        await forgotPassword(deps, requireTenant(req), req.body.email);
        return { message: MESSAGES.passwordResetSent };
      },
    });

    app.post('/auth/reset-password', {
      config: { access: 'tenant' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from an e-mailed link',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deps.throttle.enforce([perAddress('reset-password', RATE_LIMITS.resetPasswordAddress, req.ip)]);
        await resetPassword(deps, req.body);
        return { message: MESSAGES.passwordChanged };
      },
    });

    app.post('/auth/login-as', {
      config: { access: { permission: 'users:impersonate' } },
      schema: {
        tags: ['auth'],
        summary: "Open another user's account (access-as)",
        security: [{ bearer: [] }],
        body: loginAsBodySchema,
        response: { 200: loginAsResponseSchema, ...errors },
      },
      handler: (req) => loginAs(deps, requireTenant(req), requireActor(req), req.body.user_id),
    });

    app.post('/ping', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Keep-alive: checks the token is still valid',
        security: [{ bearer: [] }],
        response: { 200: pingResponseSchema, ...errors },
      },
      handler: async (req) => {
        const user = await deps.globalDb.user.findUniqueOrThrow({ where: { id: requireActor(req).id }, include: withCompanies });
        return { ok: true as const, user: presentAuthUser(user) };
      },
    });
  };
