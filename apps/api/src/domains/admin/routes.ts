import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import { adminMetricsSchema } from '@trilha/shared/admin';
import type { AppDeps } from '../../deps.ts';
import { getAdminMetrics } from './get-metrics.ts';

export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/admin/metrics', {
      config: { access: { permission: 'admin:metrics' } },
      schema: {
        tags: ['admin'],
        summary: 'Companies (total, active, inactive) and users total',
        security: [{ bearer: [] }],
        response: { 200: adminMetricsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      handler: () => getAdminMetrics(deps),
    });
  };
