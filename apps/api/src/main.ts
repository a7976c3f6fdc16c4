import { createPrismaClient, createTenantDb, POOL_SIZES } from '@trilha/db';
import { createJobQueue } from '@trilha/jobs';
import { buildApi } from './app.ts';
import { databaseTimeouts, loadConfig } from './config.ts';
import { createApiRedis } from './redis.ts';

/** Standalone API process (compose, or several nodes behind a load balancer). */
const config = loadConfig();
if (!config.DATABASE_URL)
  throw new Error('DATABASE_URL is required for a standalone API (pnpm start runs the embedded platform)');
const timeouts = databaseTimeouts(config);
const db = createPrismaClient(config.DATABASE_URL, { max: POOL_SIZES.api, timeouts });
const tenantDb = createTenantDb({
  url: config.DATABASE_URL,
  appUrl: config.DATABASE_APP_URL,
  max: POOL_SIZES.apiTenant,
  timeouts,
});
const redis = config.REDIS_URL ? createApiRedis(config.REDIS_URL) : undefined;
const jobs = createJobQueue({ redisUrl: config.REDIS_URL });
const app = await buildApi({ config, db, tenantDb, jobs, redis });
await app.listen({ port: config.API_PORT, host: config.API_HOST });

const shutdown = async () => {
  await app.close();
  await jobs.close();
  redis?.disconnect();
  await Promise.all([db.$disconnect(), tenantDb.$disconnect()]);
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
