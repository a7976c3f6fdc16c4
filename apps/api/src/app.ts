import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '@trilha/db';
import type { ApiConfig } from './config.ts';
import type { AppDeps, JobPublisher } from './deps.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerAccessGuard } from './http/access-guard.ts';
import { createScopedDb } from './tenancy/scoped-db.ts';
import { createTenantCache } from './tenancy/tenant-cache.ts';
import { createMemoryLoginThrottle, createRedisLoginThrottle } from './auth/login-throttle.ts';
import { registerOpenApi } from './openapi/register.ts';
import { healthRoutes } from './domains/health/routes.ts';
import { settingsRoutes } from './domains/settings/routes.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { disciplineRoutes } from './domains/disciplines/routes.ts';
import { adminRoutes } from './domains/admin/routes.ts';
import './http/route-access.ts';

export type BuildApiOptions = {
  config: ApiConfig;
  db: Db;
  jobs: JobPublisher;
  /** Shared Redis connection: login throttling and rate limits across API nodes. */
  redis?: Redis;
  /** Fastify logger options, false, or a ready pino logger (the one-process platform shares one). */
  logger?: boolean | object | FastifyBaseLogger;
};

/** The API as a Fastify instance, not listening: main.ts, the embedded platform and tests start it. */
export async function buildApi(opts: BuildApiOptions): Promise<FastifyInstance> {
  const logger = opts.logger ?? { level: opts.config.LOG_LEVEL };
  const isInstance = typeof logger === 'object' && typeof (logger as FastifyBaseLogger).child === 'function';
  const app = Fastify({
    ...(isInstance ? { loggerInstance: logger as FastifyBaseLogger } : { logger: logger as boolean | object }),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => void reply.header('x-request-id', req.id));

  const deps: AppDeps = {
    config: opts.config,
    db: opts.db,
    scoped: createScopedDb(opts.db),
    tenants: createTenantCache(opts.db),
    throttle: opts.redis ? createRedisLoginThrottle(opts.redis) : createMemoryLoginThrottle(),
    jobs: opts.jobs,
  };

  registerErrorHandler(app);
  await app.register(cors, { origin: true, credentials: false, exposedHeaders: ['x-request-id'] });
  await app.register(rateLimit, { global: false, ...(opts.redis ? { redis: opts.redis, nameSpace: 'trilha:rl:' } : {}) });
  await registerOpenApi(app);
  registerAccessGuard(app, { db: opts.db, tenants: deps.tenants });

  const redis = opts.redis;
  const readiness: Record<string, () => Promise<void>> = redis ? { redis: async () => void (await redis.ping()) } : {};
  await app.register(healthRoutes(deps, readiness));
  await app.register(settingsRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(disciplineRoutes(deps));
  await app.register(adminRoutes(deps));
  return app;
}
