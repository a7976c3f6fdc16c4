import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import { tenantSettingsSchema } from '@trilha/shared/tenancy';
import type { AppDeps } from '../../deps.ts';
import { requireTenant } from '../../http/request-context.ts';
import { getTenantSettings } from './get-tenant-settings.ts';

export const settingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/settings', {
      config: { access: 'tenant' },
      schema: {
        tags: ['tenancy'],
        summary: "The host tenant's public settings (colours, logo)",
        response: { 200: tenantSettingsSchema, 404: errorResponseSchema },
      },
      handler: (req) => getTenantSettings(deps, requireTenant(req)),
    });
  };
