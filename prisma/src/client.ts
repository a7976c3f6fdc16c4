import type { Socket } from 'node:net';
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

/**
 * How long a process waits on PostgreSQL before taking it for gone (docs/operations.md "Faults",
 * README "Configuration"). A server that is down refuses at once; one behind a network partition
 * (or a host that died) answers nothing, and without these a request waited for the operating
 * system's TCP time-out (minutes).
 */
export type DatabaseTimeouts = {
  /** A new connection: TCP, start-up and authentication (DATABASE_CONNECT_TIMEOUT_MS); 0 = none. */
  connectMs: number;
  /**
   * A statement waiting for an answer that receives no byte for this long (DATABASE_QUERY_TIMEOUT_MS):
   * its connection is destroyed, so the statement fails and the pool opens a new one; 0 = none.
   */
  queryMs: number;
};

/**
 * Defaults per process. The API's statement limit (10 s) is above Prisma's interactive
 * transaction time-out (5 s), so a statement waiting for a lock that such a transaction holds is
 * not cut first; the worker's (2 min) leaves room for exports and reports, whose statements may
 * compute long before their first row.
 */
export const DATABASE_TIMEOUTS = {
  api: { connectMs: 5_000, queryMs: 10_000 },
  realtime: { connectMs: 5_000, queryMs: 10_000 },
  worker: { connectMs: 5_000, queryMs: 120_000 },
} as const satisfies Record<string, DatabaseTimeouts>;

/**
 * DATABASE_CONNECT_TIMEOUT_MS / DATABASE_QUERY_TIMEOUT_MS for `app` (the API reads the same two
 * through its config schema). A value that is not a whole number of milliseconds stops the start.
 */
export function databaseTimeoutsFromEnv(
  app: keyof typeof DATABASE_TIMEOUTS,
  env: NodeJS.ProcessEnv = process.env,
): DatabaseTimeouts {
  const read = (name: string, fallback: number): number => {
    const v = env[name];
    if (v === undefined || v === '') return fallback;
    if (!/^\d+$/.test(v.trim())) throw new Error(`${name}: "${v}" is not a whole number of milliseconds (0 turns it off)`);
    return Number(v);
  };
  const d = DATABASE_TIMEOUTS[app];
  return {
    connectMs: read('DATABASE_CONNECT_TIMEOUT_MS', d.connectMs),
    queryMs: read('DATABASE_QUERY_TIMEOUT_MS', d.queryMs),
  };
}

/** The error a statement fails with when its connection is dropped for silence: a socket time-out. */
function silentServer(ms: number): Error {
  // code/errno/syscall as Node's own socket errors carry them, so Prisma's adapter reads it as a
  // SocketTimeout (P1008) and isDatabaseUnavailable as a server that is not there (503).
  return Object.assign(
    new Error(`PostgreSQL sent nothing for ${ms} ms while a statement waited (DATABASE_QUERY_TIMEOUT_MS): connection dropped`),
    { code: 'ETIMEDOUT', errno: -110, syscall: 'read' },
  );
}

/**
 * pg's Client with the time-outs. Two of pg's own options fall short here (node_modules/pg,
 * pg-pool): the pool's `connectionTimeoutMillis` also bounds the wait for a free pooled connection,
 * so a saturated pool would answer 503 under mere load; it is set on the Client only (its connect).
 * And `query_timeout` fails the statement but leaves it running on the connection, which stays
 * busy: a transaction's ROLLBACK then queues behind it, and the connection goes back to the pool
 * with a statement whose answer never comes. Here a statement's socket counts as busy from
 * query() until 'drain' (pg's "nothing left to run"); silent that long while busy, it is destroyed: every statement on it fails, the client is not queryable any more, and
 * the pool drops it on release (the sweep below does what the socket's own timer did, cheaper).
 * Inactivity, not duration: a long COPY or cursor that keeps sending rows is not cut.
 */
function timedClient(t: DatabaseTimeouts): typeof pg.Client {
  // The socket as it is now: with TLS, pg replaces the plain socket by a TLS one after start-up.
  const socketOf = (client: pg.Client) => (client as unknown as { connection: { stream: Socket } }).connection.stream;
  // Not the socket's own inactivity timer: with one armed, Node re-arms it on every read and
  // write, and arming and disarming it around each statement cost the API ~0.25 ms of CPU a
  // request (bench: GET /disciplines, node CPU 0.89 → 1.17 ms). Instead a statement marks its
  // socket busy (a timestamp), each chunk read marks it heard from, and one unref'd sweep per
  // process destroys a busy socket silent for longer than queryMs (found within queryMs plus one
  // sweep period).
  type Watched = Socket & { trilhaBusySince?: number; trilhaHeardAt?: number };
  const watched = new Set<Watched>();
  let sweep: NodeJS.Timeout | undefined;
  const sweepEvery = Math.max(50, Math.min(1000, Math.floor(t.queryMs / 4)));
  const sweepNow = () => {
    const now = Date.now();
    for (const socket of watched) {
      const since = socket.trilhaBusySince ?? 0;
      if (since && now - Math.max(since, socket.trilhaHeardAt ?? 0) > t.queryMs) {
        watched.delete(socket);
        socket.destroy(silentServer(t.queryMs));
      }
    }
    if (watched.size === 0 && sweep) {
      clearInterval(sweep);
      sweep = undefined;
    }
  };
  const watch = (socket: Watched) => {
    watched.add(socket);
    socket.on('data', () => void (socket.trilhaHeardAt = Date.now()));
    socket.once('close', () => void watched.delete(socket));
    sweep ??= setInterval(sweepNow, sweepEvery).unref();
  };
  class TimedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      const c = typeof config === 'string' ? { connectionString: config } : (config ?? {});
      super(t.connectMs ? { ...c, connectionTimeoutMillis: t.connectMs } : c);
      if (t.queryMs) this.on('drain', () => void ((socketOf(this) as Watched).trilhaBusySince = 0));
    }
  }
  if (t.queryMs) {
    TimedClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const socket = socketOf(this) as Watched;
      if (!watched.has(socket)) watch(socket);
      // A statement queued behind another keeps the first one's start: silence is what counts.
      socket.trilhaBusySince ||= Date.now();
      // pg's own, looked up now: a bench may wrap it after this class was made (bench/plans.ts).
      return (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  return TimedClient;
}

/** pg pool options for the time-outs (none given: pg's defaults, no time-out at all). */
export function timeoutOptions(t: DatabaseTimeouts | undefined): Pick<pg.PoolConfig, 'Client'> {
  return t && (t.connectMs || t.queryMs) ? { Client: timedClient(t) } : {};
}

/** One Prisma client over node-postgres (Rust-free Prisma 7; see docs/migrations.md). */
export function createPrismaClient(
  connectionString: string,
  opts: { max?: number; timeouts?: DatabaseTimeouts } = {},
): PrismaClient {
  const pool = survivingIdleErrors(new pg.Pool({ connectionString, max: opts.max ?? 10, ...timeoutOptions(opts.timeouts) }));
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
