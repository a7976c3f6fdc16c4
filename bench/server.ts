import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApi, databaseTimeouts, loadConfig } from '@trilha/api';
import { appRoleUrl, createPrismaClient, createTenantDb } from '@trilha/db';
import { buildFloor } from './floor.ts';
import { buildMaterialItemsFloor } from './material-items-floor.ts';
import { buildCommunicationFloor } from './communication-floor.ts';
import { buildRankFloor } from './rank-floor.ts';
import { recordStatementsOnRequest } from './plans.ts';

/**
 * Child process entry: `server.ts api|floor`. Each server gets its own process (its own event
 * loop and GC) so neither competes with the other or with autocannon inside one thread; both use
 * a 10-connection pool. Reports its port to the parent over IPC and exits on "stop".
 */
const kind = process.argv[2];
// A process warning (pg's "client is already executing a query" is one) reaches bench/load.ts.
if (process.env.BENCH_API_LOG) process.on('warning', (w) => console.error(`PROCESS WARNING ${w.name}: ${w.message}`));
// Before any pool connects: the bench asks for the statements of one request to EXPLAIN them (bench/plans.ts).
recordStatementsOnRequest();
const url = process.env.DATABASE_URL!;
let app: FastifyInstance;
let close: () => Promise<void>;

if (kind === 'api') {
  const config = loadConfig({ ...process.env, DATABASE_URL: url });
  // The database time-outs of production (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS).
  const timeouts = databaseTimeouts(config);
  const db = createPrismaClient(url, { max: 10, timeouts });
  // The tenant client as in production: the app role under row-level security (trust auth here).
  const tenantDb = createTenantDb({ url, appUrl: process.env.DATABASE_APP_URL ?? appRoleUrl(url), max: 10, timeouts });
  app = await buildApi({
    config,
    db,
    tenantDb,
    jobs: { enqueue: async () => {} },
    // bench/load.ts reads the server's errors and warnings (BENCH_API_LOG=warn); the others, none.
    logger: process.env.BENCH_API_LOG ? { level: process.env.BENCH_API_LOG } : false,
  });
  close = async () => void (await Promise.all([db.$disconnect(), tenantDb.$disconnect()]));
} else if (kind === 'floor' || kind === 'materials-floor' || kind === 'communication-floor' || kind === 'rank-floor') {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  app =
    kind === 'floor'
      ? buildFloor(pool)
      : kind === 'materials-floor'
        ? buildMaterialItemsFloor(pool)
        : kind === 'rank-floor'
          ? buildRankFloor(pool)
          : buildCommunicationFloor(pool);
  close = () => pool.end();
} else throw new Error(`usage: server.ts api|floor|materials-floor|communication-floor|rank-floor (got ${kind})`);

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0 });

// Graceful exit (also lets --cpu-prof write its profile); never outlive the parent.
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await close();
  process.exit(0);
};
process.on('message', (m) => m === 'stop' && void stop());
process.on('disconnect', () => void stop());
