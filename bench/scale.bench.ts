/**
 * `pnpm bench:scale`: the main lists on a big tenant against the same lists on a small one, side
 * by side in one run (issue 21 item 3). Two API processes (bench/server.ts api), one on each
 * database, both seeded by bench/seed-scale.ts: the big one by `pnpm seed:scale` (F = 1: 100,000
 * students, 10M answers; SCALE_DATABASE_URL, default trilha_scale), the small one at F = 0.01
 * (1,000 students: the demo's size; SCALE_SMALL_DATABASE, default trilha_scale_small, seeded here
 * when missing or with --seed-small). Both tenants are the same generator, so a list of one
 * discipline or one student holds the same rows in both: what differs is only what grows with
 * the tenant. For each list: ABBA rounds of autocannon, medians of p50/p99 and req/s, and the
 * big/small ratios. Goal: p99 big/small ≤ 1.5 for the same answer (a list whose big answer holds
 * more, `largerAnswer` in scale-lists.ts, is shown for information: docs/benchmarks.md).
 *
 * Env: BENCH_DURATION (s, default 8), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 4),
 * BENCH_ROUNDS (default 2), BENCH_SCENARIOS (lists whose name contains one of these words).
 * Prints the big tenant's plans first (bench/scale-explain.ts) unless BENCH_PLANS=0.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import autocannon from 'autocannon';
import { autocannonExact } from './exact-latency.ts';
import pg from 'pg';
import { get } from './side-by-side.ts';
import { scaleTarget, type ScaleTarget } from './scale-lists.ts';
import { migrateDatabase } from '@trilha/db';
import { seedScaleDatabase } from './seed-scale.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const num = (name: string, dflt: number) => {
  const v = Number(process.env[name] ?? dflt);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const E = {
  duration: num('BENCH_DURATION', 8),
  warmup: num('BENCH_WARMUP', 2),
  connections: num('BENCH_CONNECTIONS', 4),
  rounds: num('BENCH_ROUNDS', 2),
};
const bigUrl = process.env.SCALE_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_scale';
const smallUrl = bigUrl.replace(/\/[^/?]+(\?|$)/, `/${process.env.SCALE_SMALL_DATABASE ?? 'trilha_scale_small'}$1`);
const SIDES = ['big', 'small'] as const;
type Side = (typeof SIDES)[number];

async function hasTenant(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    return (await c.query(`SELECT 1 FROM consumers WHERE domain = 'scale'`)).rowCount === 1;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

function startApi(url: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(join(HERE, 'server.ts'), ['api'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`api on ${url} exited with ${code} before listening`)));
  });
}

const median = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2;
};

if (!(await hasTenant(bigUrl))) throw new Error(`no scale tenant in ${bigUrl}: run pnpm seed:scale first`);
if (process.argv.includes('--seed-small') || !(await hasTenant(smallUrl))) {
  const s = await seedScaleDatabase(smallUrl, { scale: 0.01 });
  console.log(`seeded the small tenant (F = 0.01) in ${s.seconds.toFixed(1)} s`);
}
// Databases seeded by an older checkout get this one's migrations (idempotent; a migration that
// adds kept counts backfills them), so both APIs run the code under test on its schema.
for (const url of [bigUrl, smallUrl]) {
  const { applied } = await migrateDatabase(url);
  if (applied.length) console.log(`migrated ${new URL(url).pathname.slice(1)}: ${applied.join(', ')}`);
}
if (process.env.BENCH_PLANS !== '0') {
  const { spawnSync } = await import('node:child_process');
  // Its own process: the statement recorder patches pg for the whole process. Its exit status
  // (non-zero on a sequential scan of a large table) is reported, not fatal: the bench measures.
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(HERE, 'scale-explain.ts')], {
    stdio: 'inherit',
    env: { ...process.env, SCALE_DATABASE_URL: bigUrl },
  });
  if (r.status !== 0) console.log(`(scale-explain exited with ${r.status}: the scans above)`);
}

const targets: Record<Side, ScaleTarget> = { big: await scaleTarget(bigUrl), small: await scaleTarget(smallUrl) };
const only = process.env.BENCH_SCENARIOS?.split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const names = targets.big.lists.map((l) => l.name).filter((n) => !only || only.some((w) => n.includes(w)));
if (!names.length) throw new Error(`BENCH_SCENARIOS=${process.env.BENCH_SCENARIOS} matches no list`);

const servers = {} as Record<Side, { child: ChildProcess; port: number }>;
type Run = { list: string; side: Side; round: number; reqPerSec: number; p50: number; p99: number; requests: number };
const runs: Run[] = [];
try {
  servers.big = await startApi(bigUrl);
  servers.small = await startApi(smallUrl);
  const req = (side: Side, name: string) => {
    const t = targets[side];
    const l = t.lists.find((x) => x.name === name)!;
    return {
      url: `http://127.0.0.1:${servers[side].port}${l.path}`,
      headers: { host: t.host, authorization: `Bearer ${t.tokens[l.who]}` },
    };
  };
  // Every list answers 200 on both sides, with as many rows on the page (the same shape of work).
  for (const name of names) {
    const rows: Record<string, number> = {};
    for (const side of SIDES) {
      const r = req(side, name);
      const res = await get(r.url, r.headers);
      if (res.status !== 200) throw new Error(`${side} ${name}: HTTP ${res.status} ${res.body.slice(0, 300)}`);
      const body = JSON.parse(res.body) as { data: unknown[]; meta: { total?: number } };
      rows[side] = body.data.length;
      rows[`${side} total`] = body.meta.total ?? NaN;
    }
    console.log(
      `${name}: page ${rows.big} rows (total ${rows['big total']}) big, ${rows.small} (total ${rows['small total']}) small`,
    );
  }
  for (const name of names)
    for (let round = 0; round < E.rounds; round++)
      for (const side of round % 2 ? [...SIDES].reverse() : SIDES) {
        const opts = { ...req(side, name), connections: E.connections };
        await autocannon({ ...opts, duration: E.warmup });
        const r = await autocannonExact({ ...opts, duration: E.duration });
        if (r.non2xx || r.errors || r.timeouts)
          throw new Error(`${side} ${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
        runs.push({
          list: name,
          side,
          round,
          reqPerSec: r.requests.average,
          // To the hundredth of a millisecond (bench/exact-latency.ts): autocannon's own are whole ms.
          p50: r.exact.p50,
          p99: r.exact.p99,
          requests: r.requests.total,
        });
        console.log(
          `  ${name} / ${side} / round ${round + 1}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.exact.p50} ms, p99 ${r.exact.p99} ms`,
        );
      }
} finally {
  for (const s of Object.values(servers)) s.child.send('stop');
}

const table = names.map((name) => {
  const m = (side: Side, k: 'reqPerSec' | 'p50' | 'p99') =>
    median(runs.filter((r) => r.list === name && r.side === side).map((r) => r[k]));
  return {
    list: name,
    'big req/s': Math.round(m('big', 'reqPerSec')),
    'small req/s': Math.round(m('small', 'reqPerSec')),
    'big p50': m('big', 'p50'),
    'small p50': m('small', 'p50'),
    'big p99': m('big', 'p99'),
    'small p99': m('small', 'p99'),
    'p99 big/small': +(m('big', 'p99') / m('small', 'p99')).toFixed(2),
    'goal ≤ 1.5': targets.big.lists.find((l) => l.name === name)?.largerAnswer
      ? 'larger answer'
      : m('big', 'p99') / m('small', 'p99') <= 1.5
        ? 'yes'
        : 'NO',
  };
});
console.log(
  `\nMain lists, big tenant (F = 1) vs small (F = 0.01) — ${E.connections} connections, ${E.duration} s per run after ${E.warmup} s warm-up, median of ${E.rounds} round(s), ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.table(table);
mkdirSync(join(HERE, 'results'), { recursive: true });
const out = join(HERE, 'results', 'scale.json');
writeFileSync(
  out,
  JSON.stringify({ date: new Date().toISOString(), node: process.version, env: E, runs, table }, null, 2) + '\n',
);
console.log(`written ${out}`);
