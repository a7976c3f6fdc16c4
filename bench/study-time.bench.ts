/**
 * `pnpm bench:study-time`: is a 2-hour study session recorded within ±60 s? Scripted sessions of
 * pings go through the real POST /ping (the API built in this process, the request through
 * Fastify's whole lifecycle with `inject`: token, tenant, the recording statement, its outbox row),
 * with the clock faked (@sinonjs/fake-timers, `Date` only: the route stamps a ping with `new Date()`)
 * instead of waiting two hours. Each scenario is one learner; the recorded time is read back three
 * ways: study_totals, the learner's study_sessions, and GET /sessions/{id} (`total_time`).
 *
 * Scenarios (docs/study-time.md "The rule"; the web pings every 60 s):
 * 1. steady: a ping every 60 s from 0 to 7,200 s;
 * 2. a real browser: intervals of 60 s ± 2 s (timer drift), a background tab throttled to 2–4 min
 *    pings for 20 minutes, 10 duplicates (a retry answered twice), and a 4-minute network outage
 *    (within the 300 s cut-off), still first ping at 0 and last at 7,200;
 * 3. two tabs: the same learner pinging from two tabs, 30 s apart, concurrently (requests in flight
 *    together);
 * then for each, a ping 10 minutes after the last (beyond the cut-off) must open a second session
 * and add nothing. Expected: 7,200 s (the span from the first ping to the last); goal ±60 s.
 * Env: BENCH_STUDY_DATABASE_URL (dropped and recreated!).
 */
import { randomBytes } from 'node:crypto';
import FakeTimers from '@sinonjs/fake-timers';
import pg from 'pg';
import { buildApi, loadConfig } from '@trilha/api';
import { appRoleUrl, createPrismaClient, createTenantDb, hashToken, migrateDatabase } from '@trilha/db';

const URL_ = process.env.BENCH_STUDY_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_study_time_bench';
const HOST = 'bench.localhost';
const SESSION_SECONDS = 7200;
const TOLERANCE_SECONDS = 60;
const START = Date.parse('2026-11-24T13:00:00Z'); // a Tuesday afternoon in São Paulo

async function freshDatabase(): Promise<void> {
  const name = new URL(URL_).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const adminUrl = new URL(URL_);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  await migrateDatabase(URL_);
}

/** Deterministic PRNG (mulberry32): the same schedule every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ping times in seconds from the start; each inner array is sent concurrently. */
type Schedule = number[][];
const steady = (): Schedule => Array.from({ length: SESSION_SECONDS / 60 + 1 }, (_, i) => [i * 60]);
function browser(): Schedule {
  const rand = rng(19);
  const at: number[] = [];
  for (let t = 0; t < SESSION_SECONDS;) {
    at.push(Math.round(t));
    const throttled = t >= 1800 && t < 3000; // a background tab: the browser stretches its timers
    const outage = t >= 5000 && t < 5240; // pings failed for 4 minutes (retried later)
    t += outage ? 240 : throttled ? 120 + rand() * 120 : 58 + rand() * 4;
  }
  if (at[at.length - 1] !== SESSION_SECONDS) at.push(SESSION_SECONDS);
  const s: Schedule = at.map((t) => [t]);
  // 10 duplicates: a ping retried, both answered (the same second twice, in flight together).
  for (let i = 0; i < 10; i++) s[5 + i * 9]!.push(s[5 + i * 9]![0]!);
  return s;
}
function twoTabs(): Schedule {
  const out: Schedule = [];
  for (let t = 0; t <= SESSION_SECONDS; t += 30) out.push(t % 60 === 0 ? [t, t] : [t]); // tab A each 60 s, tab B offset 30 s: collide every minute
  return out;
}

async function main() {
  await freshDatabase();
  const db = createPrismaClient(URL_, { max: 4 });
  const tenantDb = createTenantDb({ url: URL_, appUrl: appRoleUrl(URL_), max: 4 });
  const { id: companyId } = await db.company.create({ data: { name: 'Empresa bench', timeZone: 'America/Sao_Paulo' } });
  await db.consumer.create({ data: { companyId, name: 'Empresa bench', domain: 'bench' } });
  const scenarios = [
    { name: 'steady, every 60 s', schedule: steady() },
    { name: 'browser: drift, throttled tab, retries, 4-min outage', schedule: browser() },
    { name: 'two tabs, concurrent', schedule: twoTabs() },
  ];
  const learners = await Promise.all(
    scenarios.map(async (_, i) => {
      const token = randomBytes(32).toString('base64url');
      const user = await db.user.create({
        data: { name: `Aluna ${i + 1}`, email: `aluna-${i + 1}@bench.local`, passwordHash: 'x', type: 'student' },
      });
      await db.companyUser.create({ data: { companyId, userId: user.id } });
      // The token's expiry is checked against the database's clock (real), not the faked one.
      await db.accessToken.create({
        data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) },
      });
      return { id: user.id, token };
    }),
  );
  const app = await buildApi({
    config: loadConfig({ ...process.env, DATABASE_URL: URL_ }),
    db,
    tenantDb,
    jobs: { enqueue: async () => {} },
    logger: false,
  });
  await app.ready();
  // Only Date: timers (the relay's poll, pg's) keep running on the real clock.
  const clock = FakeTimers.install({ now: START, toFake: ['Date'] });
  let ok = true;
  const rows: Record<string, unknown>[] = [];
  try {
    for (const [i, s] of scenarios.entries()) {
      const who = learners[i]!;
      const took: number[] = [];
      const ping = async () => {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/ping',
          headers: { host: HOST, authorization: `Bearer ${who.token}` },
        });
        if (res.statusCode !== 200) throw new Error(`POST /ping: ${res.statusCode} ${res.body}`);
        took.push(performance.now() - t0);
      };
      let pings = 0;
      const wall = performance.now();
      for (const group of s.schedule) {
        clock.setSystemTime(START + group[0]! * 1000);
        await Promise.all(group.map(ping));
        pings += group.length;
      }
      const read = async () => {
        const [t] = await db.$queryRawUnsafe<{ total: number; sessions: number; session_seconds: number }[]>(
          `SELECT (SELECT total_seconds FROM study_totals WHERE company_id = $1 AND user_id = $2) AS total,
                  (SELECT count(*)::int FROM study_sessions WHERE company_id = $1 AND user_id = $2) AS sessions,
                  (SELECT max(seconds) FROM study_sessions WHERE company_id = $1 AND user_id = $2) AS session_seconds`,
          companyId,
          who.id,
        );
        return t!;
      };
      const after = await read();
      const api = await app.inject({
        method: 'GET',
        url: `/sessions/${who.id}`,
        headers: { host: HOST, authorization: `Bearer ${who.token}` },
      });
      const totalTime = (JSON.parse(api.body) as { session_data: { total_time: number } }).session_data.total_time;
      // Beyond the idle cut-off: a new session, nothing added for the gap.
      clock.setSystemTime(START + (SESSION_SECONDS + 600) * 1000);
      await ping();
      const later = await read();
      const error = after.total - SESSION_SECONDS;
      const pass =
        Math.abs(error) <= TOLERANCE_SECONDS &&
        after.sessions === 1 &&
        after.session_seconds === after.total &&
        totalTime === after.total &&
        later.sessions === 2 &&
        later.total === after.total;
      ok &&= pass;
      const row = {
        scenario: s.name,
        pings,
        'span s': SESSION_SECONDS,
        'recorded s': after.total,
        'error s': error,
        'GET /sessions total_time': totalTime,
        sessions: after.sessions,
        'after a 10-min gap: sessions / total': `${later.sessions} / ${later.total}`,
        'ping ms p50 / p99': (() => {
          const t = [...took].sort((a, b) => a - b);
          const at = (q: number) => t[Math.min(t.length - 1, Math.floor(q * t.length))]!.toFixed(1);
          return `${at(0.5)} / ${at(0.99)}`;
        })(),
        'wall ms': Math.round(performance.now() - wall),
        [`±${TOLERANCE_SECONDS} s`]: pass ? 'PASS' : 'FAIL',
      };
      rows.push(row);
    }
  } finally {
    clock.uninstall();
    await app.close();
    await Promise.all([db.$disconnect(), tenantDb.$disconnect()]);
  }
  console.log(`\nStudy time of a scripted 2-hour session through POST /ping (fake clock), goal ±${TOLERANCE_SECONDS} s`);
  console.table(rows);
  console.log(ok ? 'PASS' : 'FAIL');
  process.exit(ok ? 0 : 1);
}

await main();
