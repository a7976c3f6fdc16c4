import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@trilha/shared';
import {
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_TEXTS,
  notificationPreferencesResponseSchema,
  unsubscribeParamsSchema,
  updateNotificationPreferencesBodySchema,
  updateNotificationPreferencesResponseSchema,
} from '@trilha/shared/notifications';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../kit/errors.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { getNotificationPreferences } from './get-notification-preferences.ts';
import { updateNotificationPreferences } from './update-notification-preferences.ts';
import { unsubscribe, unsubscribeOwner } from './unsubscribe.ts';
import { readerLocale, rememberLocale } from './reader-locale.ts';
import { UNSUBSCRIBE_PAGE_HEADERS, unsubscribePage } from './unsubscribe-page.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const tags = ['notifications'];
const security = [{ bearer: [] }];
/** RFC 8058's body is `List-Unsubscribe=One-Click`; nothing bigger is needed. */
const FORM_LIMIT = 1024;
const html = z.string().describe('text/html');
const wantsPage = (accept: string | undefined) => accept?.includes('text/html') ?? false;
/** The unsubscribe page's texts in the browser's language (texts.ts). */
const pageText = (req: FastifyRequest) => NOTIFICATION_TEXTS[readerLocale(req)].unsubscribe;
/** A refusal's page text: the link's two refusals in the browser's language, anything else as it is. */
const refusalText = (req: FastifyRequest, err: AppError) =>
  err.code === 'UNSUBSCRIBE_LINK_EXPIRED'
    ? pageText(req).expired
    : err.code === 'UNSUBSCRIBE_LINK_INVALID'
      ? pageText(req).invalid
      : err.message;

export const notificationPreferenceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/notification-preferences', {
      config: { access: { permission: 'notifications:receive' } },
      schema: {
        tags,
        security,
        summary: "The caller's notification preferences: every type × channel (in_app, email digest), defaults filled in",
        response: { 200: notificationPreferencesResponseSchema, ...errors },
      },
      handler: async (req) => {
        const tenant = requireTenant(req);
        const actor = requireActor(req);
        await rememberLocale(deps, tenant, actor, req.headers['accept-language']);
        return { data: await getNotificationPreferences(deps, tenant, actor, readerLocale(req)) };
      },
    });

    app.put('/notification-preferences', {
      config: { access: { permission: 'notifications:receive' } },
      schema: {
        tags,
        security,
        summary: "Sets the caller's own preferences for the types sent (the others keep theirs)",
        body: updateNotificationPreferencesBodySchema,
        response: { 200: updateNotificationPreferencesResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.preferencesSaved,
        data: await updateNotificationPreferences(deps, requireTenant(req), requireActor(req), req.body, readerLocale(req)),
      }),
    });

    // The digest's one-click link (RFC 8058): no sign-in, the token says who; the tenant is the
    // host's. Mail providers POST the form encoding: accepted in this scope only.
    await app.register(async (parent) => {
      const scope = parent.withTypeProvider<ZodTypeProvider>();
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_LIMIT },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      // The link's refusals are pages for a browser (it asks for text/html) and the API's usual
      // JSON errors for anything else (a mail provider's POST, a script).
      const refusal = z.union([html, errorResponseSchema]);
      const page = { 200: html, 404: refusal, 410: refusal, 422: errorResponseSchema };

      scope.get('/notification-preferences/unsubscribe/:token', {
        config: { access: 'tenant' },
        schema: {
          tags,
          summary: 'The digest e-mail unsubscribe page: asks to confirm (a POST); nothing changes on GET',
          params: unsubscribeParamsSchema,
          response: page,
        },
        handler: async (req, reply) => {
          const tenant = requireTenant(req);
          try {
            await unsubscribeOwner(deps, tenant, req.params.token);
            return reply
              .headers(UNSUBSCRIBE_PAGE_HEADERS)
              .send(unsubscribePage(tenant.name, pageText(req).confirm, readerLocale(req), true));
          } catch (err) {
            if (!(err instanceof AppError) || !wantsPage(req.headers.accept)) throw err;
            return reply
              .status(err.status as 404 | 410)
              .headers(UNSUBSCRIBE_PAGE_HEADERS)
              .send(unsubscribePage(tenant.name, refusalText(req, err), readerLocale(req)));
          }
        },
      });

      scope.post('/notification-preferences/unsubscribe/:token', {
        config: { access: 'tenant' },
        schema: {
          tags,
          summary: 'One-click unsubscribe (RFC 8058): the e-mail channel off for every type of the link’s user',
          params: unsubscribeParamsSchema,
          response: page,
        },
        handler: async (req, reply) => {
          const tenant = requireTenant(req);
          try {
            await unsubscribe(deps, tenant, req.params.token);
            return reply
              .headers(UNSUBSCRIBE_PAGE_HEADERS)
              .send(unsubscribePage(tenant.name, pageText(req).done, readerLocale(req)));
          } catch (err) {
            if (!(err instanceof AppError) || !wantsPage(req.headers.accept)) throw err;
            return reply
              .status(err.status as 404 | 410)
              .headers(UNSUBSCRIBE_PAGE_HEADERS)
              .send(unsubscribePage(tenant.name, refusalText(req, err), readerLocale(req)));
          }
        },
      });
    });
  };
