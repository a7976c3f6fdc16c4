// Standalone realtime process: `pnpm --filter @trilha/realtime start`.
import { createPrismaClient, createTenantDb, databaseTimeoutsFromEnv, POOL_SIZES } from '@trilha/db';
import { REALTIME_PORTS } from '@trilha/shared';
import { pino } from 'pino';
import { createRealtimeServer } from './server.ts';

const logger = pino({ name: 'realtime', level: process.env.LOG_LEVEL ?? 'info' });

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  logger.fatal('DATABASE_URL is required');
  process.exit(1);
}
// Without REDIS_URL only emitters in this very process could reach clients, which is never the case here.
const redisUrl = process.env.REDIS_URL || undefined;
if (!redisUrl) logger.warn('REDIS_URL not set: events published by the API or worker processes will not arrive');

const port = Number(process.env.REALTIME_PORT ?? REALTIME_PORTS.main);
const host = process.env.REALTIME_HOST ?? '0.0.0.0';

// DATABASE_CONNECT_TIMEOUT_MS / DATABASE_QUERY_TIMEOUT_MS, as the API's (README "Configuration").
const timeouts = databaseTimeoutsFromEnv('realtime');
const db = createPrismaClient(databaseUrl, { max: POOL_SIZES.realtime, timeouts });
const tenantDb = createTenantDb({
  url: databaseUrl,
  appUrl: process.env.DATABASE_APP_URL || undefined,
  max: POOL_SIZES.realtimeTenant,
  timeouts,
});
const server = createRealtimeServer({
  db,
  tenantDb,
  redisUrl,
  redisKey: process.env.REALTIME_REDIS_KEY || undefined,
  logger,
});
await server.listen(port, host);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'realtime: shutting down');
  // Clients reconnect to another node; nothing to drain beyond closing sockets cleanly.
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await server.close();
    await Promise.all([db.$disconnect(), tenantDb.$disconnect()]);
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
