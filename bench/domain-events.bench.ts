/**
 * `pnpm bench:events`: the domain-event outbox and relay (docs/architecture.md "Domain events"),
 * on the system's PostgreSQL (BENCH_EVENTS_DATABASE_URL, dropped and recreated), in one run:
 *   1. publish cost: a transaction with one write, without and with a published event (p50, p99);
 *   2. commit-to-subscriber latency at 500 events/s for 10 s (p50, p99; goal p99 < 200 ms);
 *   3. relay throughput: 20,000 waiting events drained by one relay process (goal ≥ 2,000/s);
 *   4. kill test: 10,000 events, the relay process killed with SIGKILL a third of the way, a new
 *      one started: every event delivered, every effect once (redeliveries counted apart).
 * Fails when a goal or a check is not met.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrateDatabase, runAsTenant } from '@trilha/db';
import { benchBus, benchClients } from './domain-events-subscriber.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const URL_ = process.env.BENCH_EVENTS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_events_bench';
const failures: string[] = [];

async function recreate() {
  const name = new URL(URL_).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe bench database name: ${name}`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(URL_), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  await migrateDatabase(URL_);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN).toFixed(2);
};

function startRelay(): Promise<ChildProcess> {
  const child = fork(join(HERE, 'domain-events-relay.ts'), [URL_], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}`)));
  });
}
const stop = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

await recreate();
const { db, tenantDb } = benchClients(URL_);
const sql = (text: string, values: unknown[] = []) => db.$executeRawUnsafe(text, ...values);
await sql(`CREATE TABLE bench_event_effects (event_id bigint PRIMARY KEY, latency_ms double precision NOT NULL)`);
await sql(`CREATE TABLE bench_event_deliveries (event_id bigint NOT NULL)`);
await sql(`CREATE TABLE bench_writes (id bigserial PRIMARY KEY, company_id int NOT NULL, n int NOT NULL)`);
await sql(`GRANT ALL ON bench_event_effects, bench_event_deliveries, bench_writes TO trilha_app`);
await sql(`GRANT ALL ON SEQUENCE bench_writes_id_seq TO trilha_app`);
const company = await db.company.create({ data: { name: 'Empresa bench' } });
const companyId = company.id;
const { bus } = benchBus(tenantDb);
const payload = (n: number) => ({ user_id: 1, points: 1, total: n, reason: 'bench', subject_type: 'bench', subject_id: n + 1 });
const counts = async () => {
  const [r] = await db.$queryRawUnsafe<{ effects: bigint; deliveries: bigint; pending: bigint; failed: bigint }[]>(
    `SELECT (SELECT count(*) FROM bench_event_effects) AS effects, (SELECT count(*) FROM bench_event_deliveries) AS deliveries,
            (SELECT count(*) FROM domain_events WHERE status = 'pending') AS pending,
            (SELECT count(*) FROM domain_events WHERE status = 'failed') AS failed`,
  );
  return {
    effects: Number(r!.effects),
    deliveries: Number(r!.deliveries),
    pending: Number(r!.pending),
    failed: Number(r!.failed),
  };
};
const reset = async () => {
  await sql(`TRUNCATE bench_event_effects, bench_event_deliveries, domain_events`);
};
/** Pending events straight into the outbox, as committed publishes would leave them. */
const insertPending = (n: number) =>
  sql(
    `INSERT INTO domain_events (company_id, name, payload)
     SELECT $1, 'points.awarded', jsonb_build_object('user_id', 1, 'points', 1, 'total', g, 'reason', 'bench', 'subject_type', 'bench', 'subject_id', g)
     FROM generate_series(1, $2::int) g, LATERAL (SELECT pg_notify('trilha_domain_events', '')) n`,
    [companyId, n],
  );
const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
};

// 1. Publish cost.
const tx = (publish: boolean, n: number) =>
  runAsTenant(companyId, () =>
    tenantDb.$transaction(async (t) => {
      await t.$executeRawUnsafe(`INSERT INTO bench_writes (company_id, n) VALUES ($1, $2)`, companyId, n);
      if (publish) await bus.publish(t, companyId, 'points.awarded', payload(n));
    }),
  );
const timings: Record<'without' | 'with', number[]> = { without: [], with: [] };
for (let i = 0; i < 300; i++) await tx(i % 2 === 0, i); // warm-up
for (let i = 0; i < 4000; i++) {
  const publish = i % 2 === 1;
  const t0 = performance.now();
  await tx(publish, i);
  timings[publish ? 'with' : 'without'].push(performance.now() - t0);
}
const added = pct(timings.with, 50) - pct(timings.without, 50);
const publishRows = {
  'without event': { 'p50 ms': pct(timings.without, 50), 'p99 ms': pct(timings.without, 99) },
  'with event': { 'p50 ms': pct(timings.with, 50), 'p99 ms': pct(timings.with, 99) },
};
console.log('\n1. A transaction with one write, without and with publishing an event (2,000 each):');
console.table(publishRows);
console.log(`   publishing adds ${added.toFixed(2)} ms at p50 (goal ≤ 1 ms)`);
if (added > 1) failures.push(`publishing adds ${added.toFixed(2)} ms at p50`);
await reset();

// 2. Latency at 500 events/s.
let relay = await startRelay();
const RATE = 500;
const SECONDS = 10;
const started = performance.now();
for (let i = 0; i < RATE * SECONDS; i++) {
  const due = started + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  await tx(true, i);
}
const sent = RATE * SECONDS;
const achieved = sent / ((performance.now() - started) / 1000);
await waitFor(async () => (await counts()).effects >= sent, 30_000);
const latencies = (await db.$queryRawUnsafe<{ l: number }[]>(`SELECT latency_ms AS l FROM bench_event_effects`)).map((r) =>
  Number(r.l),
);
console.log(`\n2. Commit to subscriber at ${Math.round(achieved)} events/s for ${SECONDS} s (${sent} events):`);
console.log(`   p50 ${pct(latencies, 50)} ms, p99 ${pct(latencies, 99)} ms, max ${pct(latencies, 100)} ms (goal p99 < 200 ms)`);
if (latencies.length !== sent) failures.push(`latency phase: ${latencies.length} of ${sent} delivered`);
if (pct(latencies, 99) >= 200) failures.push(`commit-to-subscriber p99 ${pct(latencies, 99)} ms`);
await stop(relay);
await reset();

// 3. Throughput.
const BULK = 20_000;
relay = await startRelay();
// The relay is up and idle: the events arrive at once (one statement, one NOTIFY at its commit).
const t0 = performance.now();
await insertPending(BULK);
await waitFor(async () => (await counts()).pending === 0, 120_000);
const rate = BULK / ((performance.now() - t0) / 1000);
const afterBulk = await counts();
console.log(`\n3. One relay drains ${BULK} waiting events: ${Math.round(rate)} events/s (goal ≥ 2,000/s)`);
if (rate < 2000) failures.push(`relay throughput ${Math.round(rate)} events/s`);
if (afterBulk.effects !== BULK) failures.push(`throughput phase: ${afterBulk.effects} of ${BULK} effects`);
await stop(relay);
await reset();

// 4. Kill test.
const KILL = 10_000;
await insertPending(KILL);
relay = await startRelay();
await waitFor(async () => (await counts()).effects >= KILL / 3, 60_000);
await stop(relay, 'SIGKILL');
const atKill = await counts();
relay = await startRelay();
// Events the killed relay held come back when their lease (30 s) ends.
await waitFor(async () => {
  const c = await counts();
  return c.pending === 0 && c.effects >= KILL;
}, 120_000);
const end = await counts();
await stop(relay);
console.log(`\n4. Kill test: ${KILL} events; relay killed (SIGKILL) at ${atKill.effects} effects, a new relay started:`);
console.log(
  `   effects ${end.effects} (each event once), deliveries ${end.deliveries} (redeliveries ${end.deliveries - end.effects}), pending ${end.pending}, failed ${end.failed}`,
);
if (end.effects !== KILL || end.pending !== 0 || end.failed !== 0) failures.push(`kill test: ${JSON.stringify(end)}`);

await db.$disconnect();
await tenantDb.$disconnect();
if (failures.length) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll goals met.');
