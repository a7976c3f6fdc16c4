import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import { forumPageSchema, listForumsQuerySchema } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { listForums } from './list-forums.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

export const forumRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/forums', {
      config: { access: { permission: 'forums:list' } },
      schema: {
        tags: ['forums'],
        security: [{ bearer: [] }],
        summary:
          'Forums: discipline, status, visible (staff), sort (desc newest first | asc); 5 per page; students only visible ones',
        querystring: listForumsQuerySchema,
        response: { 200: forumPageSchema, ...errors },
      },
      handler: (req) => listForums(deps, requireTenant(req), requireActor(req), req.query),
    });
  };
