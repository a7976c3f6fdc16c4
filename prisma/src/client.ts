import v8 from 'node:v8';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client.ts';
import { namedStatements } from './statement-names.ts';

// Prisma 7's query compiler is a 3.4 MB WebAssembly module, compiled on a client's first query. V8
// compiles it twice by default: Liftoff at once, then TurboFan for hot functions in the background,
// and the TurboFan pass costs each process ~40 MB of resident memory that is never given back
// (docs/benchmarks.md "Upload streaming"). Liftoff-only keeps the memory and, since compiled query
// plans are cached per query shape, costs no measurable throughput. Set before any client compiles.
v8.setFlagsFromString('--liftoff-only');

export type Db = PrismaClient;

/** The pg pool under each client made here: for the few hot statements that skip Prisma (findSessionByToken). */
const pools = new WeakMap<PrismaClient, pg.Pool>();

/**
 * Connection pool sizes of each process, the same in compose (apps/<app>/src/main.ts) and in the
 * one-process platform (scripts/platform.ts): the embedded default runs what production runs.
 */
export const POOL_SIZES = { api: 10, apiTenant: 10, realtime: 5, realtimeTenant: 3, workerTenant: 5 } as const;

/** One Prisma client over node-postgres (Rust-free Prisma 7; see docs/migrations.md). */
export function createPrismaClient(connectionString: string, opts: { max?: number } = {}): PrismaClient {
  const pool = survivingIdleErrors(new pg.Pool({ connectionString, max: opts.max ?? 10 }));
  const client = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator: namedStatements }),
  });
  pools.set(client, pool);
  return endPoolOnDisconnect(client, pool);
}

/**
 * An idle pooled connection that the server ends (a restart, a failover, an administrator's
 * pg_terminate_backend, the embedded server stopping) emits 'error' on its pool; without a
 * listener that is an uncaught exception and the whole process dies. The pool has already dropped
 * that connection and the next query opens a new one: nothing else to do.
 */
export function survivingIdleErrors<P extends pg.Pool>(pool: P): P {
  pool.on('error', () => undefined);
  // The same for a connection checked out between two statements (an interactive transaction, a
  // pinned adapter connection): pg emits the server's FATAL on the client itself, where the pool
  // listens no longer, and the process died on a PostgreSQL restart under load
  // (tests/platform/faults/postgres-restart.test.ts). The client is left unqueryable: its next
  // statement fails (503, DATABASE_UNAVAILABLE) and the pool drops it on release.
  pool.on('connect', (client) => void client.on('error', () => undefined));
  return pool;
}

/**
 * Prisma ends the pool on $disconnect() only if it ever opened its adapter. A client used only
 * through its pool (the realtime server: findSessionByToken) kept its connections open past
 * $disconnect(), and a database stopped next cut them under it ("terminating connection due to
 * administrator command", uncaught): end the pool ourselves when Prisma did not.
 */
export function endPoolOnDisconnect<T extends { $disconnect(): Promise<void> }>(client: T, pool: pg.Pool): T {
  const disconnect = client.$disconnect.bind(client);
  client.$disconnect = async () => {
    await disconnect();
    if (!pool.ending && !pool.ended) await pool.end();
  };
  return client;
}

/** The pg pool a client from createPrismaClient runs on (undefined for other clients). */
export const poolOf = (db: PrismaClient): pg.Pool | undefined => pools.get(db);
