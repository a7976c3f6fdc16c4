/**
 * `pnpm bench:communication`: GET /notifications (the bell) and GET /forums-comments (Forum View)
 * through the real API vs their floor (bench/communication-floor.ts: the same bodies and SQL work
 * through bare pg + Fastify), in one run, with 1M notifications and 100k comments in the tables
 * (seedBenchDatabase + bench/communication-seed.ts). Scenarios, as the enrolled student: the
 * bell's first page and a deep page; a forum's first level (10, each with its first 10 replies)
 * and one comment's replies. Goal (issue 18): API ≥ 0.6× the floor's req/s, p99 ≤ 1.5× its p99.
 * Env as bench/disciplines.bench.ts: BENCH_DURATION, BENCH_WARMUP, BENCH_SERVER_WARMUP,
 * BENCH_CONNECTIONS, BENCH_ROUNDS, BENCH_NOISE_TENANTS, BENCH_DATABASE_URL (dropped and recreated!);
 * BENCH_NOTIFICATIONS, BENCH_COMMENTS (table sizes).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedBenchDatabase } from './seed.ts';
import { seedCommunication } from './communication-seed.ts';
import { checkPlans, collectStatements } from './plans.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(HERE, 'results');
const num = (name: string, dflt: number, min = 1) => {
  const v = Number(process.env[name] ?? dflt);
  if (!Number.isFinite(v) || v < min) throw new Error(`${name} must be a number >= ${min}`);
  return v;
};
const DURATION = num('BENCH_DURATION', 10);
const WARMUP = num('BENCH_WARMUP', 3);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
const ROUNDS = num('BENCH_ROUNDS', 2);
const NOISE_TENANTS = Math.floor(num('BENCH_NOISE_TENANTS', 1, 0));
const SERVER_WARMUP = num('BENCH_SERVER_WARMUP', 10, 0);
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_bench';
const SERVERS = { api: 'api', floor: 'communication-floor' } as const;
type Server = keyof typeof SERVERS;

function startServer(kind: Server): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(join(HERE, 'server.ts'), [SERVERS[kind]], {
    // API_NODE_FLAGS: node/V8 flags for the API only (e.g. the ones deployment ships, docs/deployment.md).
    execArgv: [
      '--import',
      'tsx',
      ...(kind === 'api' ? (process.env.API_NODE_FLAGS ?? '').split(' ').filter(Boolean) : []),
      // BENCH_CPU_PROF=1: each server writes a .cpuprofile to bench/results/prof/<server>/ (the largest is the main thread).
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', join(RESULTS, 'prof', kind)] : []),
    ],
    env: { ...process.env, DATABASE_URL: URL_ },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code} before listening`)));
  });
}

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

let monitor: pg.Client | undefined;
async function cpuTicks(pid: number): Promise<Map<number, number> | undefined> {
  if (!existsSync('/proc/self/stat')) return undefined;
  const ticks = (p: number) => {
    try {
      const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(f[11]) + Number(f[12]);
    } catch {
      return 0;
    }
  };
  const pids = (
    await monitor!.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
  ).rows;
  return new Map([[-1, ticks(pid)], ...pids.map(({ pid: p }) => [p, ticks(p)] as [number, number])]);
}
function cpuPerRequest(before: Map<number, number> | undefined, after: Map<number, number> | undefined, requests: number) {
  if (!before || !after) return {};
  let pgTicks = 0;
  for (const [pid, t] of after) if (pid !== -1) pgTicks += t - (before.get(pid) ?? 0);
  const ms = (t: number) => +((t * 10) / requests).toFixed(2); // 100 ticks per second
  return { nodeMsPerReq: ms(after.get(-1)! - before.get(-1)!), pgMsPerReq: ms(pgTicks) };
}
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || !b ? undefined : +(a / b).toFixed(2));
const round2 = (x: number | undefined) => (x === undefined ? undefined : +x.toFixed(2));
const median = (xs: (number | undefined)[]) => {
  const v = xs.filter((x): x is number => x !== undefined).sort((a, b) => a - b);
  return v.length ? (v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2) : undefined;
};

async function main() {
  const seeded = await seedBenchDatabase(URL_, NOISE_TENANTS);
  const c = await seedCommunication(URL_, seeded.studentToken);
  const deep = Math.max(1, Math.floor(c.studentNotifications / 6 / 2));
  const scenarios = [
    { name: 'bell, page 1 (6)', path: '/notifications?page=1&per_page=6', token: seeded.studentToken },
    { name: `bell, page ${deep}`, path: `/notifications?page=${deep}&per_page=6`, token: seeded.studentToken },
    { name: 'forum, first level (10 + replies)', path: `/forums-comments?forum=${c.forumId}`, token: seeded.studentToken },
    {
      name: 'forum, replies of one',
      path: `/forums-comments?forum=${c.forumId}&parent=${c.parentId}`,
      token: seeded.studentToken,
    },
  ];
  const servers: Partial<Record<Server, { child: ChildProcess; port: number }>> = {};
  try {
    for (const kind of Object.keys(SERVERS) as Server[]) servers[kind] = await startServer(kind);
    monitor = new pg.Client({ connectionString: URL_ });
    await monitor.connect();
    const url = (kind: Server, path: string) => `http://127.0.0.1:${servers[kind]!.port}${path}`;
    const headers = (token: string) => ({ host: seeded.host, authorization: `Bearer ${token}` });
    for (const s of scenarios) {
      const [api, floor] = await Promise.all(
        (['api', 'floor'] as const).map(async (kind) => {
          const res = await get(url(kind, s.path), headers(s.token));
          if (res.status !== 200) throw new Error(`${kind} ${s.name}: HTTP ${res.status} ${res.body.slice(0, 300)}`);
          return JSON.parse(res.body) as { data: unknown[]; meta: unknown };
        }),
      );
      const i = api!.data.findIndex((d, n) => !isDeepStrictEqual(d, floor!.data[n]));
      if (i >= 0 || api!.data.length !== floor!.data.length || !isDeepStrictEqual(api!.meta, floor!.meta))
        throw new Error(
          `${s.name}: bodies differ at ${i}:\napi   ${JSON.stringify(api!.data[i] ?? api!.meta)}\nfloor ${JSON.stringify(floor!.data[i] ?? floor!.meta)}`,
        );
      console.log(`verified ${s.name}: ${api!.data.length} rows, identical bodies`);
    }
    // Plans (bench/plans.ts, as in `pnpm bench`): printed per server; a floor that scans a table stops the bench.
    const planFailures: string[] = [];
    for (const s of scenarios) {
      const recorded = { api: [], floor: [] } as Parameters<typeof checkPlans>[2];
      for (const kind of ['api', 'floor'] as const)
        recorded[kind] = await collectStatements(servers[kind]!.child, () => get(url(kind, s.path), headers(s.token)));
      // The page query: the one that pages notifications or comments (API and floor alike).
      planFailures.push(
        ...(await checkPlans(monitor, s.name, recorded, (sql) => /LIMIT/i.test(sql) && /notifications|forum_comments/.test(sql))),
      );
    }
    if (planFailures.length) throw new Error(`the floor's plans scan tables sequentially:\n- ${planFailures.join('\n- ')}`);
    if (SERVER_WARMUP > 0)
      for (const kind of Object.keys(SERVERS) as Server[])
        for (const s of scenarios)
          await autocannon({
            url: url(kind, s.path),
            connections: CONNECTIONS,
            headers: headers(s.token),
            duration: SERVER_WARMUP / scenarios.length,
          });

    type Run = {
      scenario: string;
      server: Server;
      reqPerSec: number;
      p50: number;
      p99: number;
      nodeMsPerReq?: number;
      pgMsPerReq?: number;
    };
    const runs: Run[] = [];
    for (const s of scenarios)
      for (let round = 0; round < ROUNDS; round++)
        for (const kind of (round % 2 ? ['floor', 'api'] : ['api', 'floor']) as Server[]) {
          const opts = { url: url(kind, s.path), connections: CONNECTIONS, headers: headers(s.token) };
          await autocannon({ ...opts, duration: WARMUP });
          const before = await cpuTicks(servers[kind]!.child.pid!);
          const r = await autocannon({ ...opts, duration: DURATION });
          const after = await cpuTicks(servers[kind]!.child.pid!);
          if (r.non2xx || r.errors || r.timeouts)
            throw new Error(`${kind} ${s.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
          runs.push({
            scenario: s.name,
            server: kind,
            reqPerSec: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            ...cpuPerRequest(before, after, r.requests.total),
          });
          console.log(
            `  ${s.name} / ${kind} / round ${round + 1}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms`,
          );
        }
    const rows = scenarios.flatMap((s) => {
      const m = (server: Server, k: keyof Run) =>
        median(runs.filter((r) => r.scenario === s.name && r.server === server).map((r) => r[k] as number | undefined));
      const row = (server: Server) => ({
        scenario: s.name,
        server,
        'req/s': Math.round(m(server, 'reqPerSec')!),
        'p50 ms': m(server, 'p50'),
        'p99 ms': m(server, 'p99'),
        'node cpu ms/req': round2(m(server, 'nodeMsPerReq')),
        'pg cpu ms/req': round2(m(server, 'pgMsPerReq')),
      });
      const keys = ['reqPerSec', 'p50', 'p99', 'nodeMsPerReq', 'pgMsPerReq'] as const;
      const [rs, p50, p99, node, pgc] = keys.map((k) => ratio(m('api', k), m('floor', k)));
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
      `\nGET /notifications, GET /forums-comments (1M notifications, 100k comments) — ${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} round(s), ${NOISE_TENANTS} noise tenant(s), ${os.cpus().length} cores`,
    );
    console.table(rows);
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(
      join(RESULTS, 'communication.json'),
      JSON.stringify({ date: new Date().toISOString(), node: process.version, runs, table: rows }, null, 2) + '\n',
    );
  } finally {
    await monitor?.end();
    await Promise.all(
      Object.values(servers).map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => (clearTimeout(timer), resolve()));
            if (child.connected) child.send('stop');
            else child.kill();
          }),
      ),
    );
  }
}

await main();
