/**
 * The side-by-side runner of the list benches (`pnpm bench`, `bench:materials`,
 * `bench:communication`): the real API and its floor (bench/server.ts <floor>: the same bodies and
 * SQL work through bare pg + Fastify) in two child processes, on the same seeded database, in one
 * run. For each scenario it first proves the floor honest (identical bodies), prints and checks
 * both servers' plans (a floor that scans a table stops the bench), warms each server once, then
 * measures ABBA rounds with autocannon and reports the medians and the api/floor ratios, with the
 * Node and PostgreSQL CPU per request (steadier than throughput on a shared machine).
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3, before each run, discarded),
 * BENCH_SERVER_WARMUP (s, default 10: each server once before the first scenario; 0 = none),
 * BENCH_CONNECTIONS (default 10), BENCH_ROUNDS (default 2: api,floor then floor,api; medians),
 * BENCH_NOISE_TENANTS (default 1: other tenants of the bench tenant's size in the same tables),
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/trilha_bench; dropped and
 * recreated!), API_NODE_FLAGS (node/V8 flags for the API only), BENCH_CPU_PROF=1 (each server
 * writes .cpuprofile files to bench/results/prof/<server>/; the largest is the main thread),
 * BENCH_SCENARIOS (only the scenarios whose name contains one of these comma-separated words).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuPerRequest, cpuTicks } from './cpu.ts';
import { checkPlans, collectStatements } from './plans.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(HERE, 'results');

const num = (name: string, dflt: number, min = 1) => {
  const v = Number(process.env[name] ?? dflt);
  if (!Number.isFinite(v) || v < min) throw new Error(`${name} must be a number >= ${min}`);
  return v;
};
/** The knobs every side-by-side bench reads (see the header). */
export const BENCH_ENV = {
  duration: num('BENCH_DURATION', 10),
  warmup: num('BENCH_WARMUP', 3),
  serverWarmup: num('BENCH_SERVER_WARMUP', 10, 0),
  connections: num('BENCH_CONNECTIONS', 10),
  rounds: num('BENCH_ROUNDS', 2),
  noiseTenants: Math.floor(num('BENCH_NOISE_TENANTS', 1, 0)),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_bench',
};

export type Body = { data: unknown[]; meta: unknown };
export type Scenario = { name: string; path: string; token: string };
export type SideBySideOptions = {
  /** The table's heading ("GET /disciplines"). */
  title: string;
  /** bench/server.ts's name of the floor ('floor', 'materials-floor', …). */
  floor: string;
  /** bench/results/<results>. */
  results: string;
  /** The tenant's Host header (seedBenchDatabase's `host`). */
  host: string;
  scenarios: Scenario[];
  /** Which recorded statement is the page query, whose plans are printed and checked. */
  pageQuery: (sql: string) => boolean;
  /** Makes two equal bodies compare equal where the API leaves an order unspecified. */
  normalize?: (body: Body) => Body;
  /** What the verification line calls the page's rows. */
  rowNoun?: string;
};

const KINDS = ['api', 'floor'] as const;
type Kind = (typeof KINDS)[number];
type Run = {
  scenario: string;
  server: Kind;
  round: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  nodeMsPerReq?: number;
  pgMsPerReq?: number;
};

/** One server in its own child process (tsx loader); resolves with it and its port. */
function startServer(kind: Kind, floor: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(join(HERE, 'server.ts'), [kind === 'api' ? 'api' : floor], {
    execArgv: [
      '--import',
      'tsx',
      ...(kind === 'api' ? (process.env.API_NODE_FLAGS ?? '').split(' ').filter(Boolean) : []),
      // One directory per server: the tsx loader thread writes its own profile next to the main thread's.
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', join(RESULTS, 'prof', kind)] : []),
    ],
    env: { ...process.env, DATABASE_URL: BENCH_ENV.databaseUrl },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code} before listening`)));
  });
}

/** Stops a child gracefully (lets --cpu-prof flush); kills one that has not exited after 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    if (child.connected) child.send('stop');
    else child.kill();
  });
}

/** node:http rather than fetch: fetch silently drops the Host header, which carries the tenant. */
export const get = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

export const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || !b ? undefined : +(a / b).toFixed(2));
const round2 = (x: number | undefined) => (x === undefined ? undefined : +x.toFixed(2));
const median = (xs: (number | undefined)[]) => {
  const v = xs.filter((x): x is number => x !== undefined).sort((a, b) => a - b);
  return v.length ? (v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2) : undefined;
};

export async function runSideBySide(options: SideBySideOptions): Promise<void> {
  const E = BENCH_ENV;
  const only = process.env.BENCH_SCENARIOS?.split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  const o = only ? { ...options, scenarios: options.scenarios.filter((s) => only.some((w) => s.name.includes(w))) } : options;
  if (o.scenarios.length === 0) throw new Error(`BENCH_SCENARIOS=${process.env.BENCH_SCENARIOS} matches no scenario`);
  const normalize = o.normalize ?? ((b: Body) => b);
  const servers: Partial<Record<Kind, { child: ChildProcess; port: number }>> = {};
  let monitor: pg.Client | undefined;
  try {
    for (const kind of KINDS) servers[kind] = await startServer(kind, o.floor);
    monitor = new pg.Client({ connectionString: E.databaseUrl });
    await monitor.connect();
    const url = (kind: Kind, s: Scenario) => `http://127.0.0.1:${servers[kind]!.port}${s.path}`;
    const headers = (s: Scenario) => ({ host: o.host, authorization: `Bearer ${s.token}` });

    // Honesty: the floor must return exactly what the API returns.
    for (const s of o.scenarios) {
      const [api, floor] = await Promise.all(
        KINDS.map(async (kind) => {
          const res = await get(url(kind, s), headers(s));
          if (res.status !== 200) throw new Error(`${kind} ${s.name}: HTTP ${res.status} ${res.body.slice(0, 300)}`);
          return normalize(JSON.parse(res.body) as Body);
        }),
      );
      const i = api!.data.findIndex((d, n) => !isDeepStrictEqual(d, floor!.data[n]));
      if (i >= 0 || api!.data.length !== floor!.data.length || !isDeepStrictEqual(api!.meta, floor!.meta))
        throw new Error(
          `${s.name}: bodies differ at ${i}:\napi   ${JSON.stringify(api!.data[i] ?? api!.meta)}\nfloor ${JSON.stringify(floor!.data[i] ?? floor!.meta)}`,
        );
      console.log(`verified ${s.name}: ${api!.data.length} ${o.rowNoun ?? 'rows'}, identical bodies`);
    }

    // Plans: every statement of one request per server and scenario, EXPLAIN ANALYZEd as it ran; the
    // page query's plan printed whole. A floor that scans a (non-tiny) table is not a floor: stop.
    const planFailures: string[] = [];
    for (const s of o.scenarios) {
      const recorded = { api: [], floor: [] } as Parameters<typeof checkPlans>[2];
      for (const kind of KINDS)
        recorded[kind] = await collectStatements(servers[kind]!.child, () => get(url(kind, s), headers(s)));
      planFailures.push(...(await checkPlans(monitor, s.name, recorded, o.pageQuery)));
    }
    if (planFailures.length) throw new Error(`the floor's plans scan tables sequentially:\n- ${planFailures.join('\n- ')}`);

    // Once per server, every scenario: the JIT, pools and caches reach steady state before the first
    // measured run (with only the per-run warm-up, the first run still measured warm-up, and more of
    // it for the server with more code to optimise: the API).
    if (E.serverWarmup > 0)
      for (const kind of KINDS)
        for (const s of o.scenarios)
          await autocannon({
            url: url(kind, s),
            connections: E.connections,
            headers: headers(s),
            duration: E.serverWarmup / o.scenarios.length,
          });

    const runs: Run[] = [];
    for (const s of o.scenarios)
      for (let round = 0; round < E.rounds; round++)
        // ABBA order across rounds: drift in machine load hits both servers alike.
        for (const kind of round % 2 ? [...KINDS].reverse() : KINDS) {
          const opts = { url: url(kind, s), connections: E.connections, headers: headers(s) };
          await autocannon({ ...opts, duration: E.warmup });
          const before = await cpuTicks(monitor, servers[kind]!.child.pid!);
          const r = await autocannon({ ...opts, duration: E.duration });
          const after = await cpuTicks(monitor, servers[kind]!.child.pid!);
          // A benchmark of error responses would be meaningless.
          if (r.non2xx || r.errors || r.timeouts)
            throw new Error(`${kind} ${s.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
          runs.push({
            scenario: s.name,
            server: kind,
            round,
            reqPerSec: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            requests: r.requests.total,
            ...cpuPerRequest(before, after, r.requests.total),
          });
          console.log(
            `  ${s.name} / ${kind} / round ${round + 1}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms`,
          );
        }

    // Per scenario and server: the median of the rounds, metric by metric; then api/floor.
    const table = o.scenarios.flatMap((s) => {
      const m = (server: Kind, k: keyof Run) =>
        median(runs.filter((r) => r.scenario === s.name && r.server === server).map((r) => r[k] as number | undefined));
      const row = (server: Kind) => ({
        scenario: s.name,
        server,
        'req/s': Math.round(m(server, 'reqPerSec')!),
        'p50 ms': m(server, 'p50'),
        'p99 ms': m(server, 'p99'),
        'node cpu ms/req': round2(m(server, 'nodeMsPerReq')),
        'pg cpu ms/req': round2(m(server, 'pgMsPerReq')),
      });
      const [rs, p50, p99, node, pgc] = (['reqPerSec', 'p50', 'p99', 'nodeMsPerReq', 'pgMsPerReq'] as const).map((k) =>
        ratio(m('api', k), m('floor', k)),
      );
      return [
        row('api'),
        row('floor'),
        {
          scenario: s.name,
          server: 'api/floor',
          'req/s': rs,
          'p50 ms': p50,
          'p99 ms': p99,
          'node cpu ms/req': node,
          'pg cpu ms/req': pgc,
        },
      ];
    });
    console.log(
      `\n${o.title} — ${E.connections} connections, ${E.duration} s per run after ${E.warmup} s warm-up (${E.serverWarmup} s per server first), median of ${E.rounds} round(s), ${E.noiseTenants} noise tenant(s), ${os.cpus().length} cores`,
    );
    console.table(table);
    mkdirSync(RESULTS, { recursive: true });
    const out = join(RESULTS, o.results);
    writeFileSync(
      out,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          cores: os.cpus().length,
          cpu: os.cpus()[0]?.model,
          node: process.version,
          env: E,
          runs,
          table,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`written ${out}`);
  } finally {
    await monitor?.end();
    await Promise.all(Object.values(servers).map(({ child }) => stopChild(child)));
  }
}
