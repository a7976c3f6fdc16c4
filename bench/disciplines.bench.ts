/**
 * `pnpm bench`: GET /disciplines through the real API vs the floor (the same SQL work through
 * bare pg + Fastify, bench/floor.ts), in one run, on a freshly seeded database.
 * Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS (default 10),
 * BENCH_ROUNDS (default 2: api,floor then floor,api per scenario; the table shows medians),
 * BENCH_NOISE_TENANTS (default 1: other tenants of the bench tenant's size in the same tables),
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/trilha_bench; dropped and recreated!),
 * BENCH_SERVER_WARMUP (s, default 10: each server, once, before the first scenario; 0 = none),
 * BENCH_CPU_PROF=1 (servers write .cpuprofile files to bench/results/prof/<server>/, the largest is the main thread).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedBenchDatabase } from './seed.ts';
import { checkPlans, collectStatements } from './plans.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(HERE, 'results');
const env = (name: string, dflt: number, min = 1) => {
  const v = Number(process.env[name] ?? dflt);
  if (!Number.isFinite(v) || v < min) throw new Error(`${name} must be a number >= ${min}`);
  return v;
};
const DURATION = env('BENCH_DURATION', 10);
const WARMUP = env('BENCH_WARMUP', 3);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const ROUNDS = env('BENCH_ROUNDS', 2);
const NOISE_TENANTS = Math.floor(env('BENCH_NOISE_TENANTS', 1, 0)); // other tenants' rows in the same tables
const SERVER_WARMUP = env('BENCH_SERVER_WARMUP', 10, 0);
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_bench';
const SERVERS = ['api', 'floor'] as const;
type Server = (typeof SERVERS)[number];

/** Starts one server in its own child process (tsx loader) and resolves with it and its port. */
function startServer(kind: Server): Promise<{ child: ChildProcess; port: number }> {
  // One directory per server: the tsx loader thread writes its own profile next to the main thread's.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', join(RESULTS, 'prof', kind)] : [];
  const child = fork(join(HERE, 'server.ts'), [kind], {
    execArgv: ['--import', 'tsx', ...prof],
    env: { ...process.env, DATABASE_URL: URL_ },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code} before listening`)));
  });
}

/** Stable comparison: tag order inside a discipline is unspecified in the API (no orderBy on the relation). */
type Body = { data: { id: number; tags: { id: number }[] }[]; meta: { total: number } };
const normalize = (body: Body): Body => ({
  ...body,
  data: body.data.map((d) => ({ ...d, tags: [...d.tags].sort((a, b) => a.id - b.id) })),
});

/** node:http rather than fetch: fetch silently drops the Host header, which carries the tenant. */
const get = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

/**
 * CPU time (clock ticks) of the server process and of all PostgreSQL backends on the bench
 * database, from /proc (Linux only; undefined elsewhere): tells whether a server spends its time
 * in Node or makes PostgreSQL work harder. The idle server's backends add nothing.
 */
const TICKS = 100; // USER_HZ, 100 on Linux
async function cpuTicks(serverPid: number): Promise<Map<number, number> | undefined> {
  if (!existsSync('/proc/self/stat')) return undefined;
  const ticks = (pid: number) => {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(f[11]) + Number(f[12]); // utime + stime
    } catch {
      return 0; // backend gone
    }
  };
  const pids = (
    await monitor!.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
  ).rows;
  // Key -1: the server process; the others: backends (idle pools close connections, new ones open: compare per pid).
  return new Map([[-1, ticks(serverPid)], ...pids.map(({ pid }) => [pid, ticks(pid)] as [number, number])]);
}
/** CPU ms per request, Node server and PostgreSQL, between two cpuTicks snapshots. */
function cpuPerRequest(before: Map<number, number> | undefined, after: Map<number, number> | undefined, requests: number) {
  if (!before || !after) return {};
  let pgTicks = 0;
  for (const [pid, t] of after) if (pid !== -1) pgTicks += t - (before.get(pid) ?? 0);
  const ms = (t: number) => +((t * 1000) / TICKS / requests).toFixed(2);
  return { nodeMsPerReq: ms(after.get(-1)! - before.get(-1)!), pgMsPerReq: ms(pgTicks) };
}
let monitor: pg.Client | undefined;
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || !b ? undefined : +(a / b).toFixed(2));

async function main() {
  const seeded = await seedBenchDatabase(URL_, NOISE_TENANTS);
  const scenarios = [
    { name: 'manager (page 1 of all)', token: seeded.managerToken },
    { name: 'student (enrolled only)', token: seeded.studentToken },
  ];
  const servers: Partial<Record<Server, { child: ChildProcess; port: number }>> = {};
  try {
    for (const kind of SERVERS) servers[kind] = await startServer(kind);
    monitor = new pg.Client({ connectionString: URL_ });
    await monitor.connect();
    const url = (kind: Server) => `http://127.0.0.1:${servers[kind]!.port}/disciplines`;
    const headers = (token: string) => ({ host: seeded.host, authorization: `Bearer ${token}` });

    // Honesty check: the floor must return exactly what the API returns.
    for (const s of scenarios) {
      const [api, floor] = await Promise.all(
        SERVERS.map(async (kind) => {
          const res = await get(url(kind), headers(s.token));
          if (res.status !== 200) throw new Error(`${kind} ${s.name}: HTTP ${res.status} ${res.body}`);
          return normalize(JSON.parse(res.body) as Body);
        }),
      );
      const ids = (b: Body) => b.data.map((d) => d.id);
      if (!isDeepStrictEqual(ids(api!), ids(floor!)) || api!.meta.total !== floor!.meta.total)
        throw new Error(`${s.name}: page ids or total differ between api and floor`);
      const i = api!.data.findIndex((d, n) => !isDeepStrictEqual(d, floor!.data[n]));
      if (i >= 0 || !isDeepStrictEqual(api!.meta, floor!.meta))
        throw new Error(
          `${s.name}: bodies differ at row ${i}:\napi   ${JSON.stringify(api!.data[i] ?? api!.meta)}\nfloor ${JSON.stringify(floor!.data[i] ?? floor!.meta)}`,
        );
      console.log(`verified ${s.name}: ${api!.data.length} rows of ${api!.meta.total}, identical bodies`);
    }

    // Plans: every statement of one request per server and scenario, EXPLAIN ANALYZEd as it ran; the
    // page query's plan printed whole. A floor that scans a (non-tiny) table is not a floor: stop.
    const planFailures: string[] = [];
    for (const s of scenarios) {
      const recorded = { api: [], floor: [] } as Parameters<typeof checkPlans>[2];
      for (const kind of SERVERS)
        recorded[kind] = await collectStatements(servers[kind]!.child, () => get(url(kind), headers(s.token)));
      planFailures.push(...(await checkPlans(monitor, s.name, recorded, (sql) => /\bpage\s+AS\s*\(/i.test(sql))));
    }
    if (planFailures.length) throw new Error(`the floor's plans scan tables sequentially:\n- ${planFailures.join('\n- ')}`);

    type Run = {
      scenario: string;
      server: Server;
      round: number;
      reqPerSec: number;
      p50: number;
      p99: number;
      requests: number;
      nodeMsPerReq?: number;
      pgMsPerReq?: number;
    };
    // Once per server, every scenario: the JIT, pools and caches reach steady state before the first
    // measured run. With only the per-run warm-up, the first scenario's first run still measured
    // warm-up, and more of it for the server with more code to optimise (the API).
    if (SERVER_WARMUP > 0)
      for (const kind of SERVERS)
        for (const s of scenarios)
          await autocannon({
            url: url(kind),
            connections: CONNECTIONS,
            headers: headers(s.token),
            duration: SERVER_WARMUP / scenarios.length,
          });

    const runs: Run[] = [];
    for (const s of scenarios) {
      for (let round = 0; round < ROUNDS; round++) {
        // ABBA order across rounds: drift in machine load (the machine is shared) hits both servers alike.
        for (const kind of round % 2 ? [...SERVERS].reverse() : SERVERS) {
          const opts = { url: url(kind), connections: CONNECTIONS, headers: headers(s.token) };
          await autocannon({ ...opts, duration: WARMUP }); // JIT, pools and caches warm; discarded
          const before = await cpuTicks(servers[kind]!.child.pid!);
          const r = await autocannon({ ...opts, duration: DURATION });
          const after = await cpuTicks(servers[kind]!.child.pid!);
          // A benchmark of error responses would be meaningless.
          if (r.non2xx || r.errors || r.timeouts)
            throw new Error(`${kind} ${s.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
          const cpu = cpuPerRequest(before, after, r.requests.total);
          runs.push({
            scenario: s.name,
            server: kind,
            round,
            reqPerSec: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            requests: r.requests.total,
            ...cpu,
          });
          console.log(
            `  ${s.name} / ${kind} / round ${round + 1}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms`,
          );
        }
      }
    }

    // Per scenario and server: the median of the rounds, metric by metric.
    const median = (xs: (number | undefined)[]) => {
      const v = xs.filter((x): x is number => x !== undefined).sort((a, b) => a - b);
      return v.length ? (v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2) : undefined;
    };
    const results = scenarios.flatMap((s) =>
      SERVERS.map((server) => {
        const rs = runs.filter((r) => r.scenario === s.name && r.server === server);
        const m = (k: keyof Run) => median(rs.map((r) => r[k] as number | undefined));
        return {
          scenario: s.name,
          server,
          reqPerSec: m('reqPerSec')!,
          p50: m('p50')!,
          p99: m('p99')!,
          nodeMsPerReq: m('nodeMsPerReq'),
          pgMsPerReq: m('pgMsPerReq'),
        };
      }),
    );

    const rows = scenarios.flatMap((s) => {
      const [api, floor] = SERVERS.map((k) => results.find((r) => r.scenario === s.name && r.server === k)!);
      return [
        ...[api!, floor!].map((r) => ({
          scenario: s.name,
          server: r.server,
          'req/s': Math.round(r.reqPerSec),
          'p50 ms': r.p50,
          'p99 ms': r.p99,
          'node cpu ms/req': r.nodeMsPerReq && +r.nodeMsPerReq.toFixed(2),
          'pg cpu ms/req': r.pgMsPerReq && +r.pgMsPerReq.toFixed(2),
        })),
        {
          scenario: s.name,
          server: 'api/floor',
          'req/s': ratio(api!.reqPerSec, floor!.reqPerSec),
          'p50 ms': ratio(api!.p50, floor!.p50),
          'p99 ms': ratio(api!.p99, floor!.p99),
          'node cpu ms/req': ratio(api!.nodeMsPerReq, floor!.nodeMsPerReq),
          'pg cpu ms/req': ratio(api!.pgMsPerReq, floor!.pgMsPerReq),
        },
      ];
    });
    console.log(
      `\nGET /disciplines — ${CONNECTIONS} connections, ${DURATION} s per run after ${WARMUP} s warm-up (${SERVER_WARMUP} s per server first), median of ${ROUNDS} round(s), ${NOISE_TENANTS} noise tenant(s), ${os.cpus().length} cores`,
    );
    console.table(rows);

    mkdirSync(RESULTS, { recursive: true });
    const out = {
      date: new Date().toISOString(),
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      node: process.version,
      duration: DURATION,
      warmup: WARMUP,
      serverWarmup: SERVER_WARMUP,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      noiseTenants: NOISE_TENANTS,
      results,
      runs,
      table: rows,
    };
    writeFileSync(join(RESULTS, 'latest.json'), JSON.stringify(out, null, 2) + '\n');
    console.log(`written ${join(RESULTS, 'latest.json')}`);
  } finally {
    await monitor?.end();
    // Stop our own children gracefully (lets --cpu-prof flush); kill one that has not exited after 10 s.
    await Promise.all(Object.values(servers).map(({ child }) => stopChild(child)));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    if (child.connected) child.send('stop');
    else child.kill();
  });
}

await main();
