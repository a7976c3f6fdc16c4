import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, RATE_LIMITS, errorResponseSchema, messageResponseSchema } from '@trilha/shared';
import {
  forgotPasswordBodySchema,
  loginAsBodySchema,
  loginAsResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  resetPasswordBodySchema,
} from '@trilha/shared/auth';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { perAccount, perAddress } from '../../http/throttle.ts';
import { login } from './login.ts';
import { forgotPassword } from './forgot-password.ts';
import { resetPassword } from './reset-password.ts';
import { loginAs } from './login-as.ts';
import { exitAccessAs, logout } from './logout.ts';

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
        summary: 'Sign out: revoke the token (during access-as, the impersonator’s too) and close its sockets',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await logout(deps, requireTenant(req), requireActor(req));
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
      // 000 §6: a role without the permission gets the spec's own text, not the generic one.
      config: { access: { permission: 'users:impersonate', refusal: 'ACCESS_AS_FORBIDDEN' } },
      schema: {
        tags: ['auth'],
        summary: "Open another user's account (access-as)",
        security: [{ bearer: [] }],
        body: loginAsBodySchema,
        response: { 200: loginAsResponseSchema, ...errors },
      },
      handler: (req) => loginAs(deps, requireTenant(req), requireActor(req), req.body.user_id, req.ip),
    });

    app.post('/auth/login-as/exit', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Leave access-as back to one’s own account: revokes the access-as token only',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, ...errors, 409: errorResponseSchema },
      },
      handler: async (req) => {
        await exitAccessAs(deps, requireTenant(req), requireActor(req));
        return { message: MESSAGES.accessAsEnded };
      },
    });

    // POST /ping (the keep-alive that also records study time) is the sessions domain's route.
  };
