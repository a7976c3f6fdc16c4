import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';

/** /healthz: the process answers. /readyz: its database (and Redis, and an S3 bucket, when used) answer too. */
export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/healthz', {
      config: { access: 'global' },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
      handler: async () => ({ status: 'ok' as const }),
    });
    app.get('/readyz', {
      config: { access: 'global' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.string(), checks: z.record(z.string(), z.string()) }),
          503: z.object({ status: z.string(), checks: z.record(z.string(), z.string()) }),
        },
      },
      handler: async (_req, reply) => {
        const all: AppDeps['readiness'] = {
          database: async () => void (await deps.db.$queryRaw`SELECT 1`),
          ...deps.readiness,
        };
        const results: Record<string, string> = {};
        await Promise.all(
          Object.entries(all).map(async ([name, check]) => {
            results[name] = await check().then(
              () => 'ok',
              (e: Error) => `error: ${e.message}`,
            );
          }),
        );
        const ok = Object.values(results).every((r) => r === 'ok');
        return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks: results });
      },
    });
  };
