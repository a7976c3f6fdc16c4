import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import {
  listNotificationsQuerySchema,
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationPageSchema,
} from '@trilha/shared/notifications';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { listNotifications } from './list-notifications.ts';
import { markNotificationsRead } from './mark-notifications-read.ts';
import { notificationPreferenceRoutes } from './preference-routes.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/notifications', {
      config: { access: { permission: 'notifications:receive' } },
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first (6 per page), with total_unread_notifications",
        querystring: listNotificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
      handler: (req) => listNotifications(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.put('/notifications/read', {
      config: { access: { permission: 'notifications:receive' } },
      schema: {
        tags,
        security,
        summary: "Marks the caller's notifications read: `ids` (all or nothing: 404 if one is not theirs) or `all`",
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadResponseSchema, ...errors },
      },
      handler: (req) => markNotificationsRead(deps, requireTenant(req), requireActor(req), req.body),
    });

    await app.register(notificationPreferenceRoutes(deps));
  };
