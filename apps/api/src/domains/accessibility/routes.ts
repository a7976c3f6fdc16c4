import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import { accessibilityBodySchema, accessibilityResponseSchema } from '@trilha/shared/accessibility';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { getAccessibilitySettings } from './get-accessibility-settings.ts';
import { saveAccessibilitySettings } from './save-accessibility-settings.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const tags = ['accessibility'];
const security = [{ bearer: [] }];

export const accessibilityRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/users/me/accessibility', {
      config: { access: { permission: 'accessibility:own' } },
      schema: {
        tags,
        security,
        summary: "The caller's accessibility panel settings in this company (null when never saved)",
        response: { 200: accessibilityResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getAccessibilitySettings(deps, requireActor(req)) }),
    });

    app.put('/users/me/accessibility', {
      config: { access: { permission: 'accessibility:own' } },
      schema: {
        tags,
        security,
        summary: "Saves the caller's accessibility panel settings (all four), so they follow them to another device",
        body: accessibilityBodySchema,
        response: { 200: accessibilityResponseSchema, ...errors },
      },
      handler: async (req) => ({
        data: await saveAccessibilitySettings(deps, requireTenant(req), requireActor(req), req.body),
      }),
    });
  };
