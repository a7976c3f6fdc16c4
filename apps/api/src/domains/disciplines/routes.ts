import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import { disciplinePageSchema, listDisciplinesQuerySchema } from '@trilha/shared/disciplines';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { listDisciplines } from './list-disciplines.ts';

export const disciplineRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/disciplines', {
      config: { access: { permission: 'disciplines:list' } },
      schema: {
        tags: ['disciplines'],
        summary: 'Disciplines of the tenant (academic roles: only their own)',
        security: [{ bearer: [] }],
        querystring: listDisciplinesQuerySchema,
        response: { 200: disciplinePageSchema, 401: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
      handler: (req) => listDisciplines(deps, requireTenant(req), requireActor(req), req.query),
    });
  };
