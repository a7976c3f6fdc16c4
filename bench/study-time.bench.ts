/**
 * `pnpm bench:study-time`: is study time recorded as docs/sessions.md "What counts" says? Scripted
 * sessions of pings go through the real POST /ping (the API built in this process, the request
 * through Fastify's whole lifecycle with `inject`: token, tenant, the per-user gate, the recording
 * statement with its outbox row), each ping carrying the claim of the web's own activity meter
 * (`apps/web/src/lib/session/activity.ts`, driven by the scenario's inputs and visibility), with the
 * clock faked (@sinonjs/fake-timers, `Date` only) instead of waiting hours. Each scenario is one
 * learner; the recorded time is read back three ways: study_totals, the learner's study_sessions,
 * and GET /sessions/{id} (`total_time`).
 *
 * Scenarios (the web pings every 60 s; the user gives an input every 30 s while studying):
 * 1. steady: 2 hours of study;
 * 2. a real browser: intervals of 60 s ± 2 s (timer drift), 10 duplicates (a retry answered twice),
 *    a 4-minute network outage (within the 300 s cut-off);
 * 3. two windows side by side, both studied (each claims its activity), pinging 30 s apart and
 *    together every minute: never counted twice;
 * 4. a background tab: hidden for 20 of the 120 minutes (its timers throttled to 2–4 min), then
 *    back (it pings at once): the hidden 20 minutes are not study time;
 * 5. lunch: 1 hour of study, then the tab left open (visible, no input) for 4 hours, still pinging:
 *    the reader's 300 s count, the rest does not (before issue 29: 5 hours);
 * then for each, a ping 10 minutes after the last (beyond the cut-off) must add nothing.
 * Goal: the expected study time ± 60 s. Env: BENCH_STUDY_DATABASE_URL (dropped and recreated!).
 */
import { randomBytes } from 'node:crypto';
import FakeTimers from '@sinonjs/fake-timers';
import pg from 'pg';
import { buildApi, loadConfig } from '@trilha/api';
import { appRoleUrl, createPrismaClient, createTenantDb, hashToken, migrateDatabase } from '@trilha/db';
import { createActivityMeter } from '../apps/web/src/lib/session/activity.ts';

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

/** A ping: when (seconds from the start) and from which tab; each inner array is sent concurrently. */
type Ping = { at: number; tab: number };
type Scenario = {
  name: string;
  schedule: Ping[][];
  /** Whether the user gives input at `t` (checked every 30 s), and when each tab is hidden. */
  studying: (t: number) => boolean;
  hidden?: (tab: number, t: number) => boolean;
  /** A ping sent when a hidden tab comes back into view (the resume ping). */
  expected: { seconds: number; sessions: number };
};

const every = (step: number, until: number, tab = 0): Ping[][] =>
  Array.from({ length: Math.floor(until / step) + 1 }, (_, i) => [{ at: i * step, tab }]);

function browser(): Ping[][] {
  const rand = rng(19);
  const at: number[] = [];
  for (let t = 0; t < SESSION_SECONDS;) {
    at.push(Math.round(t));
    const outage = t >= 5000 && t < 5240; // pings failed for 4 minutes (retried later)
    t += outage ? 240 : 58 + rand() * 4;
  }
  if (at[at.length - 1] !== SESSION_SECONDS) at.push(SESSION_SECONDS);
  const s: Ping[][] = at.map((t) => [{ at: t, tab: 0 }]);
  // 10 duplicates: a ping retried, both answered (the same second twice, in flight together).
  for (let i = 0; i < 10; i++) s[5 + i * 9]!.push({ ...s[5 + i * 9]![0]! });
  return s;
}
function twoWindows(): Ping[][] {
  const out: Ping[][] = [];
  // Window A each 60 s, window B offset 30 s: both every minute.
  for (let t = 0; t <= SESSION_SECONDS; t += 30)
    out.push(
      t % 60 === 0
        ? [
            { at: t, tab: 0 },
            { at: t, tab: 1 },
          ]
        : [{ at: t, tab: 1 }],
    );
  return out;
}
const HIDDEN = [1800, 3000] as const;
function backgroundTab(): Ping[][] {
  const rand = rng(7);
  const out: Ping[][] = [];
  for (let t = 0; t <= SESSION_SECONDS;) {
    out.push([{ at: Math.round(t), tab: 0 }]);
    const hidden = t >= HIDDEN[0] && t < HIDDEN[1];
    const next = t + (hidden ? 120 + rand() * 120 : 60);
    // Back in view: the page pings at once (then every 60 s again).
    if (hidden && next >= HIDDEN[1]) {
      out.push([{ at: HIDDEN[1], tab: 0 }]);
      t = HIDDEN[1] + 60;
    } else t = next;
  }
  if (out.at(-1)![0]!.at !== SESSION_SECONDS) out.push([{ at: SESSION_SECONDS, tab: 0 }]);
  return out;
}
const LUNCH_STUDY = 3600;
const LUNCH_OPEN = 4 * 3600;

async function main() {
  await freshDatabase();
  const db = createPrismaClient(URL_, { max: 4 });
  const tenantDb = createTenantDb({ url: URL_, appUrl: appRoleUrl(URL_), max: 4 });
  const { id: companyId } = await db.company.create({ data: { name: 'Empresa bench', timeZone: 'America/Sao_Paulo' } });
  await db.consumer.create({ data: { companyId, name: 'Empresa bench', domain: 'bench' } });
  const always = () => true;
  const scenarios: Scenario[] = [
    {
      name: 'steady, every 60 s',
      schedule: every(60, SESSION_SECONDS),
      studying: always,
      expected: { seconds: 7200, sessions: 1 },
    },
    {
      name: 'browser: drift, retries, 4-min outage',
      schedule: browser(),
      studying: always,
      expected: { seconds: 7200, sessions: 1 },
    },
    {
      name: 'two windows, both studied, concurrent',
      schedule: twoWindows(),
      studying: always,
      expected: { seconds: 7200, sessions: 1 },
    },
    {
      name: 'background tab: hidden 20 of 120 min',
      schedule: backgroundTab(),
      studying: always,
      hidden: (_tab, t) => t >= HIDDEN[0] && t < HIDDEN[1],
      expected: { seconds: 7200 - (HIDDEN[1] - HIDDEN[0]), sessions: 2 },
    },
    {
      name: 'lunch: 1 h of study, then 4 h open and idle',
      schedule: every(60, LUNCH_STUDY + LUNCH_OPEN),
      studying: (t) => t < LUNCH_STUDY,
      // The last input is at 3,570 s (one every 30 s while studying): then 300 s of a reader.
      expected: { seconds: LUNCH_STUDY - 30 + 300, sessions: 1 },
    },
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
  // Only Date: timers (the relay's poll, pg's) keep running on the real clock. The per-user gate
  // (rate-limiter-flexible's memory store) reads Date too.
  const clock = FakeTimers.install({ now: START, toFake: ['Date'] });
  let ok = true;
  const rows: Record<string, unknown>[] = [];
  try {
    for (const [i, s] of scenarios.entries()) {
      const who = learners[i]!;
      const took: number[] = [];
      clock.setSystemTime(START);
      const tabs = Array.from({ length: 2 }, (_, tab) =>
        createActivityMeter({ now: () => Date.now(), visible: !s.hidden?.(tab, 0) }),
      );
      // Inputs every 30 s while studying, visibility changes as they happen, up to `t`.
      let lived = 0;
      const liveUntil = (t: number) => {
        for (let x = lived; x <= t; x++) {
          clock.setSystemTime(START + x * 1000);
          tabs.forEach((m, tab) => {
            const hidden = s.hidden?.(tab, x) ?? false;
            if (s.hidden && (s.hidden(tab, x - 1) ?? false) !== hidden) m.visibility(!hidden);
            if (!hidden && x % 30 === 0 && s.studying(x)) m.input();
          });
        }
        lived = t + 1;
      };
      const ping = async (tab: number, claim = tabs[tab]!.take()) => {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/ping',
          headers: { host: HOST, authorization: `Bearer ${who.token}` },
          payload: claim,
        });
        if (res.statusCode !== 200) throw new Error(`POST /ping: ${res.statusCode} ${res.body}`);
        took.push(performance.now() - t0);
      };
      let pings = 0;
      const wall = performance.now();
      for (const group of s.schedule) {
        liveUntil(group[0]!.at);
        clock.setSystemTime(START + group[0]!.at * 1000);
        // One claim per tab and instant: a duplicate is the same request replayed (a retry answered twice).
        const claims = new Map([...new Set(group.map((p) => p.tab))].map((tab) => [tab, tabs[tab]!.take()]));
        await Promise.all(group.map((p) => ping(p.tab, claims.get(p.tab))));
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
      // Beyond the idle cut-off: nothing added for the gap, whatever the claim.
      const last = s.schedule.at(-1)![0]!.at;
      liveUntil(last + 600);
      clock.setSystemTime(START + (last + 600) * 1000);
      await ping(0);
      const later = await read();
      const error = after.total - s.expected.seconds;
      const pass =
        Math.abs(error) <= TOLERANCE_SECONDS &&
        after.sessions === s.expected.sessions &&
        (s.expected.sessions > 1 || after.session_seconds === after.total) &&
        totalTime === after.total &&
        later.total === after.total;
      ok &&= pass;
      const row = {
        scenario: s.name,
        pings,
        'expected s': s.expected.seconds,
        'recorded s': after.total,
        'error s': error,
        'GET /sessions total_time': totalTime,
        sessions: after.sessions,
        'after a 10-min gap: total': later.total,
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
  console.log(
    `\nStudy time of scripted sessions through POST /ping with the web's activity claims (fake clock), goal ±${TOLERANCE_SECONDS} s`,
  );
  console.table(rows);
  console.log(ok ? 'PASS' : 'FAIL');
  process.exit(ok ? 0 : 1);
}

await main();
