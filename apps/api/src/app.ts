import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
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
import { companyRoutes } from './domains/companies/routes.ts';
import { userRoutes } from './domains/users/routes.ts';
import { contactRoutes } from './domains/contacts/routes.ts';
import { integrationRoutes } from './domains/integrations/routes.ts';
import { leadRoutes } from './domains/leads/routes.ts';
import { consumerRoutes } from './domains/consumers/routes.ts';
import { supplierRoutes } from './domains/suppliers/routes.ts';
import { storageRoutes } from './storage/routes.ts';
import { createStorage } from './storage/index.ts';
import { IMAGE_UPLOAD } from '@trilha/shared';
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
  // The web client calls PUT and DELETE too (users, companies, LTI consumers): the plugin's default
  // methods (GET, HEAD, POST) would make the browser refuse them at the preflight.
  await app.register(cors, {
    origin: true,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    exposedHeaders: ['x-request-id'],
  });
  await app.register(rateLimit, { global: false, ...(opts.redis ? { redis: opts.redis, nameSpace: 'trilha:rl:' } : {}) });
  // Uploads are images only (avatars, tenant logos): one file of at most 2 MB per request.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await registerOpenApi(app);
  registerAccessGuard(app, { db: opts.db, tenants: deps.tenants });

  const redis = opts.redis;
  const readiness: Record<string, () => Promise<void>> = redis ? { redis: async () => void (await redis.ping()) } : {};
  await app.register(healthRoutes(deps, readiness));
  await app.register(settingsRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(disciplineRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(companyRoutes(deps));
  await app.register(userRoutes(deps));
  await app.register(contactRoutes(deps));
  await app.register(integrationRoutes(deps));
  await app.register(leadRoutes(deps));
  await app.register(consumerRoutes(deps));
  await app.register(supplierRoutes(deps));
  await app.register(storageRoutes(createStorage(opts.config)));
  return app;
}
