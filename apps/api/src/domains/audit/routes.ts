import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import { auditLogPageSchema, listAuditLogsQuerySchema } from '@trilha/shared/audit';
import type { AppDeps } from '../../deps.ts';
import { requireTenant } from '../../http/request-context.ts';
import { listAuditLogs } from './list-audit-logs.ts';

export const auditRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/audit-logs', {
      config: { access: { permission: 'audit:list' } },
      schema: {
        tags: ['audit'],
        summary:
          "The audit log of admin actions (access-as, company and user changes, exports), every company's, newest first; filters: action, actor, company, date range",
        security: [{ bearer: [] }],
        querystring: listAuditLogsQuerySchema,
        response: {
          200: auditLogPageSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
      handler: (req) => listAuditLogs(deps, requireTenant(req), req.query),
    });
  };
