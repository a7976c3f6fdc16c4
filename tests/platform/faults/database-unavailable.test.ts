import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPrismaClient, isDatabaseUnavailable, poolOf, type Db } from '@trilha/db';
import { resolveServices } from '../../support/services.ts';
import { startRelay } from '../../support/faults.ts';

// The errors a database that goes away raises, as the real stack raises them (pg, pg-pool, Prisma's
// driver adapter and client), and the time-outs of createPrismaClient (docs/operations.md "Faults").
// On the test server, through a relay of the test's own; the only backends ended are the test's.
let url: string;
let stopServices: () => Promise<void>;
let relay: Awaited<ReturnType<typeof startRelay>>;
const clients: Db[] = [];

beforeAll(async () => {
  const s = await resolveServices();
  stopServices = s.stop;
  url = s.services.postgresAdminUrl;
  const u = new URL(url);
  relay = await startRelay({ host: u.hostname, port: Number(u.port || 5432) });
});

afterAll(async () => {
  relay?.heal();
  await Promise.all(clients.map((c) => c.$disconnect()));
  await relay?.close();
  await stopServices?.();
});

const viaRelay = () => Object.assign(new URL(url), { hostname: '127.0.0.1', port: String(relay.port) }).toString();
const client = (u: string, timeouts?: { connectMs: number; queryMs: number }) => {
  const c = createPrismaClient(u, { max: 2, timeouts });
  clients.push(c);
  return c;
};
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );

it('a statement whose backend is terminated (57P01, as at a shutdown) is unavailability, though Prisma keeps it in meta', async () => {
  const db = client(url);
  const pid = ((await db.$queryRaw`SELECT pg_backend_pid() AS pid`) as { pid: number }[])[0]!.pid;
  const sleeping = failure(db.$queryRaw`SELECT pg_sleep(10)`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // The sleeping statement runs on the pool's one idle connection: the one whose pid was read.
  await new Promise((r) => setTimeout(r, 200));
  await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  await admin.end();
  const err = (await sleeping) as { code?: string; meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } };
  // Prisma's shape: a known request error with a code of its own; pg's SQLSTATE only in meta.
  expect(err.code).toMatch(/^P20(10|39)$/);
  expect(err.meta?.driverAdapterError?.cause?.originalCode).toBe('57P01');
  expect(isDatabaseUnavailable(err)).toBe(true);
  // The pool dropped that connection: the next statement opens a new one.
  expect(await db.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
});

it('a server that accepts and never answers fails a new connection after connectMs (no time-out: the OS TCP one)', async () => {
  relay.partition();
  try {
    const db = client(viaRelay(), { connectMs: 400, queryMs: 0 });
    const t0 = performance.now();
    const err = await failure(db.$queryRaw`SELECT 1`);
    const ms = performance.now() - t0;
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(ms).toBeLessThan(2500);
    // A connect time-out above Prisma's transaction maxWait (2 s), as production's: a transaction
    // gives up at its start first (P2028), which is unavailability too.
    const slow = client(viaRelay(), { connectMs: 4000, queryMs: 0 });
    const txErr = (await failure(slow.$transaction(async (tx) => tx.$queryRaw`SELECT 1`))) as { code?: string };
    expect(txErr.code).toBe('P2028');
    expect(isDatabaseUnavailable(txErr)).toBe(true);
  } finally {
    relay.heal();
  }
});

it('a statement that gets no answer for queryMs fails, its connection is dropped, and the next one works once the link is back', async () => {
  const db = client(viaRelay(), { connectMs: 2000, queryMs: 400 });
  expect(await db.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
  const pool = poolOf(db)!;
  const open = pool.totalCount;
  expect(open).toBeGreaterThan(0);
  relay.partition();
  const t0 = performance.now();
  const err = (await failure(db.$queryRaw`SELECT 2`)) as { meta?: { driverAdapterError?: { cause?: { kind?: string } } } };
  const ms = performance.now() - t0;
  relay.heal();
  expect(isDatabaseUnavailable(err)).toBe(true);
  // The adapter read it as a socket time-out (a model query's P1008; a raw one's P2010 carries it).
  expect(err.meta?.driverAdapterError?.cause?.kind).toBe('SocketTimeout');
  expect(ms).toBeGreaterThanOrEqual(350);
  expect(ms).toBeLessThan(2500);
  // Destroyed, not handed back half-used: the pool holds one connection less, and the next answers.
  expect(pool.totalCount).toBe(open - 1);
  expect(await db.$queryRaw`SELECT 3 AS three`).toEqual([{ three: 3 }]);
  // In an interactive transaction too: the statement fails, the transaction with it, and the
  // connection is not returned to the pool with a statement still waiting on it.
  relay.partition();
  const txErr = await failure(db.$transaction(async (tx) => tx.$queryRaw`SELECT 4`));
  relay.heal();
  expect(isDatabaseUnavailable(txErr)).toBe(true);
  expect(await db.$transaction(async (tx) => tx.$queryRaw`SELECT 5 AS five`)).toEqual([{ five: 5 }]);
});

it('an answer that merely takes long is not cut while rows keep coming, and errors of the statement itself are not unavailability', async () => {
  const db = client(url, { connectMs: 2000, queryMs: 300 });
  // ~1 s in all, but bytes at least every 100 ms: a long read, not a silent server. (Rows of 16 kB:
  // the server flushes its 8 kB send buffer as each is written; small rows would wait in it.)
  const rows =
    (await db.$queryRaw`SELECT g, repeat('x', 16384) AS pad, pg_sleep(0.1)::text AS slept FROM generate_series(1, 10) g`) as unknown[];
  expect(rows).toHaveLength(10);
  const err = await failure(db.$queryRawUnsafe('SELECT * FROM no_such_table_here'));
  expect(isDatabaseUnavailable(err)).toBe(false);
  expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  // Prisma's other transaction errors (P2028 too) are the caller's bugs, not an outage.
  const closed = Object.assign(
    new Error('Transaction API error: Transaction already closed: A query cannot be executed on a committed transaction.'),
    { code: 'P2028' },
  );
  expect(isDatabaseUnavailable(closed)).toBe(false);
});
