import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import { exportSchema } from '@trilha/shared/exports';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { sendPrivateFile } from '../../http/send-file.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['exports'];
const security = [{ bearer: [] }];

/**
 * The shared status and file routes of every export kind. Signed-in is enough to reach them; the
 * export must be the caller's own (else 404) and the caller must still hold the kind's permission
 * (else 403).
 */
export const exportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/exports/:id', {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'Where an export of any kind stands (pending, processing, ready, failed); only for the person who asked it',
        params: numericIdParamsSchema,
        response: { 200: exportSchema, ...errors },
      },
      handler: async (req) => deps.exports.present(await deps.exports.findOwn(requireActor(req), req.params.id)),
    });

    app.get('/exports/:id/file', {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary:
          'The file of a finished export (its kind says CSV or PDF), only for the person who asked it; 409 while it is written, 410 if it failed',
        params: numericIdParamsSchema,
        response: { 409: errorResponseSchema, 410: errorResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        sendPrivateFile(reply, await deps.exports.openFile(requireTenant(req), requireActor(req), req.params.id)),
    });
  };
