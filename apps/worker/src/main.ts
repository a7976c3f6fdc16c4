// Standalone worker process: `pnpm --filter @trilha/worker start`.
import { createTenantDb, databaseTimeoutsFromEnv, POOL_SIZES } from '@trilha/db';
import { createStorageFromEnv, parseStorageEnv } from '@trilha/storage';
import { createEmitter } from '@trilha/realtime-emitter';
import { pino } from 'pino';
import { createWorker } from './worker.ts';
import { aiConfigFromEnv } from './jobs/ai/config.ts';

const logger = pino({ name: 'worker', level: process.env.LOG_LEVEL ?? 'info' });

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
// A separate worker process only makes sense with a shared queue.
if (!databaseUrl || !redisUrl) {
  logger.fatal('DATABASE_URL and REDIS_URL are required');
  process.exit(1);
}

const emitter = createEmitter({ redisUrl, redisKey: process.env.REALTIME_REDIS_KEY || undefined });
const tenantDb = createTenantDb({
  url: databaseUrl,
  appUrl: process.env.DATABASE_APP_URL || undefined,
  max: POOL_SIZES.workerTenant,
  // DATABASE_CONNECT_TIMEOUT_MS / DATABASE_QUERY_TIMEOUT_MS (README "Configuration"): the worker's
  // statement limit is longer than the API's, for exports and reports.
  timeouts: databaseTimeoutsFromEnv('worker'),
});
// The same storage as the API (STORAGE_DIR volume or S3 bucket): files a job writes are served by the API.
const storage = createStorageFromEnv(parseStorageEnv(process.env), {
  publicUrlTemplate: process.env.STORAGE_PUBLIC_URL || 'http://{tenant}.localhost/storage',
});
const worker = createWorker({
  tenantDb,
  storage,
  redisUrl,
  emitter,
  logger,
  // Must match the producers' prefix; lets several environments share one Redis.
  queuePrefix: process.env.QUEUE_PREFIX || undefined,
  concurrency: process.env.WORKER_CONCURRENCY ? Number(process.env.WORKER_CONCURRENCY) : undefined,
  lockMs: process.env.WORKER_LOCK_MS ? Number(process.env.WORKER_LOCK_MS) : undefined,
  skipQueues: (process.env.WORKER_SKIP_QUEUES ?? '')
    .split(',')
    .map((q) => q.trim())
    .filter(Boolean),
  // OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL, AI_KEYS_SECRET, AI_TIMEOUT_MS, AI_TENANT_CONCURRENCY (docs/ai.md).
  ai: aiConfigFromEnv(),
  links: {
    webUrlTemplate: process.env.WEB_URL_TEMPLATE || undefined,
    apiUrlTemplate: process.env.API_URL_TEMPLATE || undefined,
  },
  smtp: {
    host: process.env.SMTP_HOST ?? '127.0.0.1',
    port: Number(process.env.SMTP_PORT ?? 1025),
    secure: process.env.SMTP_SECURE === 'true',
    user: process.env.SMTP_USER || undefined,
    pass: process.env.SMTP_PASS || undefined,
    from: process.env.MAIL_FROM ?? 'Trilha <no-reply@trilha.local>',
  },
});
logger.info('worker: started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker: shutting down, waiting for running jobs');
  try {
    // Running jobs finish first; waiting ones stay in Redis for the next worker.
    await worker.close();
    await emitter.close();
    await tenantDb.$disconnect();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'worker: unclean shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
