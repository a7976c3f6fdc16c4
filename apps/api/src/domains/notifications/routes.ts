import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import {
  NOTIFICATION_MESSAGES as M,
  deleteNotificationsResponseSchema,
  notificationIdParamsSchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
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
import { deleteNotifications } from './delete-notifications.ts';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.ts';
import { readerLocale, rememberLocale } from './reader-locale.ts';

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
      handler: async (req) => {
        const tenant = requireTenant(req);
        const actor = requireActor(req);
        await rememberLocale(deps, tenant, actor, req.headers['accept-language']);
        return listNotifications(deps, tenant, actor, req.query, readerLocale(req));
      },
    });

    app.delete('/notifications/:id', {
      config: { access: { permission: 'notifications:receive' } },
      schema: {
        tags,
        security,
        summary: "Deletes one of the caller's notifications (another user's, another tenant's or none: 404)",
        params: notificationIdParamsSchema,
        response: { 200: deleteNotificationsResponseSchema, ...errors },
      },
      handler: (req) => deleteNotifications(deps, requireTenant(req), requireActor(req), req.params.id),
    });

    app.delete('/notifications', {
      config: { access: { permission: 'notifications:receive' } },
      schema: {
        tags,
        security,
        summary: "Deletes every notification of the caller's (in the host's company)",
        response: { 200: deleteNotificationsResponseSchema, ...errors },
      },
      handler: (req) => deleteNotifications(deps, requireTenant(req), requireActor(req), 'all'),
    });

    app.get('/notification-settings', {
      config: { access: { permission: 'notifications:configure' } },
      schema: {
        tags,
        security,
        summary: "The company's notification settings (how many days notifications are kept)",
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getNotificationSettings(deps, requireTenant(req)) }),
    });

    app.put('/notification-settings', {
      config: { access: { permission: 'notifications:configure' } },
      schema: {
        tags,
        security,
        summary: "Sets the company's notification retention (days; older notifications are deleted by the worker)",
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.notificationSettingsSaved,
        data: await updateNotificationSettings(deps, requireTenant(req), req.body),
      }),
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
