import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db, TenantDb } from '@trilha/db';
import { createEmitter } from '@trilha/realtime-emitter';
import { IMAGE_UPLOAD } from '@trilha/shared';
import type { ApiConfig } from './config.ts';
import type { AppDeps, EventPublisher, JobPublisher } from './deps.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { createSerializerCompiler } from './http/serializer.ts';
import { registerAccessGuard } from './http/access-guard.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerDomains } from './kit/register-domains.ts';
import { createTenantCache } from './tenancy/tenant-cache.ts';
import { createThrottle, registerThrottleHeaders } from './http/throttle.ts';
import { logRedisOutages } from './redis.ts';
import { registerOpenApi } from './openapi/register.ts';
import { API_DOMAINS } from './domains/index.ts';
import { disciplineCopyOf, itemKindsOf, subscribersOf } from './kit/domain.ts';
import { createExports } from './domains/exports/exports.ts';
import { exportKindsOf } from './domains/exports/export-kinds.ts';
import { createDomainEventBus } from './events/bus.ts';
import { startEventRelay, type EventRelay, type RelayOptions } from './events/relay.ts';
import { storageRoutes } from './storage/routes.ts';
import { createStorage, type FileStorage } from './storage/index.ts';
import './http/route-access.ts';

export type BuildApiOptions = {
  config: ApiConfig;
  /** The platform-wide (owner) client: global domains, the access guard, the tenant cache. */
  db: Db;
  /**
   * The tenant-bound client use cases query through (`createTenantDb` of @trilha/db: the app role
   * under row-level security, the request's tenant bound to each connection).
   */
  tenantDb: TenantDb;
  jobs: JobPublisher;
  /** Realtime publisher (default: the in-process bus, or Redis when the config names one). */
  events?: EventPublisher;
  /** Uploaded files (default: local disk under STORAGE_DIR). */
  storage?: FileStorage;
  /** Shared Redis connection: login throttling and rate limits across API nodes. */
  redis?: Redis;
  /**
   * Also run every response through its zod schema and compare with the compiled serializer's
   * output (http/serializer.ts). Default: on under NODE_ENV=test (the test suites), off otherwise.
   */
  checkResponses?: boolean;
  /** Fastify logger options, false, or a ready pino logger (the one-process platform shares one). */
  logger?: boolean | object | FastifyBaseLogger;
  /** The domain-event relay of this process (events/relay.ts); `false`: none (another process runs it). */
  relay?: RelayOptions | false;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's domain-event relay (null when BuildApiOptions.relay is false). */
    eventRelay: EventRelay | null;
  }
}

/** The API as a Fastify instance, not listening: main.ts, the embedded platform and tests start it. */
export async function buildApi(opts: BuildApiOptions): Promise<FastifyInstance> {
  const logger = opts.logger ?? { level: opts.config.LOG_LEVEL };
  const isInstance = typeof logger === 'object' && typeof (logger as FastifyBaseLogger).child === 'function';
  const app = Fastify({
    ...(isInstance ? { loggerInstance: logger as FastifyBaseLogger } : { logger: logger as boolean | object }),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    // X-Forwarded-For is believed only from the configured proxies (none by default): otherwise
    // any client could claim a new address per request and never meet a per-address limit.
    trustProxy: opts.config.TRUSTED_PROXIES.length ? opts.config.TRUSTED_PROXIES : false,
    bodyLimit: 1024 * 1024,
    // Refusals made before a route runs answer in the one error shape too (http/error-handler.ts).
    frameworkErrors,
    clientErrorHandler,
    // Node answers a request without Host itself (an empty 400); let it through so the access
    // guard refuses it as an unknown tenant, in the one shape. Global routes need no host.
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Compiled from the same zod response schemas (fast-json-stringify), not a zod parse per response.
  app.setSerializerCompiler(createSerializerCompiler({ check: opts.checkResponses ?? process.env.NODE_ENV === 'test' }));
  app.addHook('onSend', async (req, reply) => void reply.header('x-request-id', req.id));

  const redis = opts.redis;
  if (redis) logRedisOutages(redis, app.log);
  const ownEmitter = opts.events
    ? null
    : createEmitter({ redisUrl: opts.config.REDIS_URL, redisKey: opts.config.REALTIME_REDIS_KEY });
  const itemKinds = itemKindsOf(API_DOMAINS);
  const bus = createDomainEventBus(subscribersOf(API_DOMAINS, itemKinds), () => deps);
  const storage = opts.storage ?? createStorage(opts.config);
  const deps: AppDeps = {
    domainEvents: bus,
    itemKinds,
    disciplineCopy: disciplineCopyOf(API_DOMAINS, itemKinds),
    exports: createExports({ db: opts.tenantDb, jobs: opts.jobs, storage }, exportKindsOf(API_DOMAINS)),
    config: opts.config,
    db: opts.tenantDb,
    globalDb: opts.db,
    tenants: createTenantCache(opts.db),
    throttle: createThrottle(redis),
    jobs: opts.jobs,
    events: opts.events ?? ownEmitter!,
    storage,
    readiness: {
      ...(redis ? { redis: async () => void (await redis.ping()) } : {}),
      // An S3 bucket is a server of its own: /readyz says when it does not answer.
      ...(storage.ready ? { storage: () => storage.ready!() } : {}),
    },
  };
  if (ownEmitter) app.addHook('onClose', () => ownEmitter.close());

  registerErrorHandler(app);
  registerThrottleHeaders(app);
  await registerSecurityHeaders(app, { hstsMaxAge: opts.config.HSTS_MAX_AGE });
  // The web client calls PUT and DELETE too (users, companies, LTI consumers): the plugin's default
  // methods (GET, HEAD, POST) would make the browser refuse them at the preflight.
  await app.register(cors, {
    origin: true,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    // content-disposition: the web's file client reads the server's file name (lib/api.ts requestBlob).
    exposedHeaders: ['x-request-id', 'content-disposition'],
  });
  // Uploads are images only (avatars, tenant logos): one file of at most 2 MB per request.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await registerOpenApi(app);
  registerAccessGuard(app, { db: opts.db, tenants: deps.tenants, throttle: deps.throttle });
  registerInputGuard(app);

  await registerDomains(app, deps, API_DOMAINS);
  await app.register(storageRoutes(deps.storage));

  // Started with the server, stopped before the database clients close.
  app.decorate('eventRelay', null);
  if (opts.relay !== false)
    app.addHook('onReady', async () => {
      app.eventRelay = startEventRelay({ globalDb: opts.db, deps, bus, logger: app.log, options: opts.relay || undefined });
    });
  app.addHook('onClose', async () => app.eventRelay?.stop());
  return app;
}
