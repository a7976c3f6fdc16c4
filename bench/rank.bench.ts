/**
 * `pnpm bench:rank`: the rank of one student among BENCH_RANK_LEARNERS (10,000) learners, through
 * the HTTP routes that return it (GET /sessions/{userId}: `session_data.student_rank`, and the
 * Student DashBoard's GET /sessions/{userId}/dashboard?filter=week), side by side with a floor:
 * bench/rank-floor.ts, the product's own statement (studentRankSql of packages/queries/src/sessions.ts,
 * whose rank fragment the session data uses) through bare pg + Fastify. Goal (issue 19): p99 < 150 ms.
 *
 * One run: drops and recreates BENCH_RANK_DATABASE_URL, seeds (set-based SQL) the `bench` company
 * and BENCH_NOISE_TENANTS others, each with 10,000 learners, their study totals (spread over 0–100
 * hours, with ties) and 5 study sessions each over the last 30 days; `VACUUM ANALYZE`. The student
 * timed is the one with the LEAST study time: the worst case of the rank's count (every other
 * learner's total is counted). The rank both servers answer is checked against rank() OVER the
 * table before measuring; the plans of the statements are printed (a floor seq scan stops the
 * bench). Then per scenario, ABBA rounds of autocannon (warm-up, then the measured run), with Node
 * and PostgreSQL CPU per request from /proc.
 * Env: BENCH_RANK_LEARNERS, BENCH_DURATION (10), BENCH_WARMUP (3), BENCH_CONNECTIONS (10),
 * BENCH_ROUNDS (2), BENCH_NOISE_TENANTS (1), BENCH_RANK_DATABASE_URL (dropped and recreated!).
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createPrismaClient, issueAccessToken, migrateDatabase } from '@trilha/db';
import { cpuPerRequest, cpuTicks } from './cpu.ts';
import { checkPlans, collectStatements } from './plans.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const num = (name: string, dflt: number, min = 1) => {
  const v = Number(process.env[name] ?? dflt);
  if (!Number.isFinite(v) || v < min) throw new Error(`${name} must be a number >= ${min}`);
  return v;
};
const LEARNERS = num('BENCH_RANK_LEARNERS', 10_000);
const DURATION = num('BENCH_DURATION', 10);
const WARMUP = num('BENCH_WARMUP', 3);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
const ROUNDS = num('BENCH_ROUNDS', 2);
const NOISE = Math.floor(num('BENCH_NOISE_TENANTS', 1, 0));
const P99_LIMIT_MS = 150;
const URL_ = process.env.BENCH_RANK_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_rank_bench';
const HOST = 'bench.localhost';

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

/** One company (sub-domain `domain`) with LEARNERS learners, their totals and sessions; all set-based. */
async function seedCompany(c: pg.Client, domain: string): Promise<number> {
  const {
    rows: [company],
  } = await c.query(`INSERT INTO companies (name, updated_at) VALUES ($1, now()) RETURNING id`, [`Empresa ${domain}`]);
  const cid = company.id as number;
  await c.query(`INSERT INTO consumers (company_id, name, domain, updated_at) VALUES ($1, $2, $3, now())`, [
    cid,
    `Empresa ${domain}`,
    domain,
  ]);
  await c.query(
    `INSERT INTO users (name, email, password_hash, type, updated_at)
     SELECT 'Aluno ' || g || ' ' || $1, $1 || '-' || g || '@bench.local', 'x', 'student', now() FROM generate_series(1, $2::int) g`,
    [domain, LEARNERS],
  );
  await c.query(
    `INSERT INTO company_users (company_id, user_id) SELECT $1, id FROM users WHERE email LIKE $2 || '-%@bench.local'`,
    [cid, domain],
  );
  // Totals spread over 0–100 h by a multiplicative hash of the row number (deterministic; ~1 in 36 ties).
  await c.query(
    `INSERT INTO study_totals (company_id, user_id, total_seconds, last_ping_at, session_started_at, last_added_seconds, access_streak, last_access_day, updated_at)
     SELECT $1, u.id, 60 + ((u.n * 7919) % 10000) * 36, now() - interval '1 hour', now() - interval '2 hours', 60, 1 + u.n % 9, current_date, now()
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE $2 || '-%@bench.local') u`,
    [cid, domain],
  );
  await c.query(
    `INSERT INTO study_sessions (company_id, user_id, started_at, last_seen_at, ended_at, seconds)
     SELECT $1, t.user_id, now() - (k * 6 || ' days')::interval, now() - (k * 6 || ' days')::interval + interval '1 hour',
            now() - (k * 6 || ' days')::interval + interval '1 hour', t.total_seconds / 5
       FROM study_totals t CROSS JOIN generate_series(0, 4) k WHERE t.company_id = $1`,
    [cid],
  );
  return cid;
}

type Child = { child: ChildProcess; port: number };
function startServer(kind: 'api' | 'rank-floor'): Promise<Child> {
  const child = fork(join(HERE, 'server.ts'), [kind], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: URL_ },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code} before listening`)));
  });
}
const stop = (c: Child) =>
  new Promise<void>((resolve) => {
    if (c.child.exitCode !== null) return resolve();
    const timer = setTimeout(() => c.child.kill('SIGKILL'), 10_000);
    c.child.once('exit', () => (clearTimeout(timer), resolve()));
    if (c.child.connected) c.child.send('stop');
    else c.child.kill();
  });
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
const median = (xs: (number | undefined)[]) => {
  const v = xs.filter((x): x is number => x !== undefined).sort((a, b) => a - b);
  return v.length ? (v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2) : undefined;
};
const round2 = (x: number | undefined) => (x === undefined ? undefined : +x.toFixed(2));
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || !b ? undefined : +(a / b).toFixed(2));

async function main() {
  console.log(
    `rank: one student among ${LEARNERS} learners (+ ${NOISE} noise compan${NOISE === 1 ? 'y' : 'ies'} of the same size)`,
  );
  await freshDatabase();
  const monitor = new pg.Client({ connectionString: URL_ });
  await monitor.connect();
  const t0 = Date.now();
  const companyId = await seedCompany(monitor, 'bench');
  for (let i = 1; i <= NOISE; i++) await seedCompany(monitor, `noise${i}`);
  await monitor.query('VACUUM ANALYZE');
  // The worst case: the learner with the least study time (the count reads every other total).
  const {
    rows: [me],
  } = await monitor.query<{ user_id: number; rank: number; total_seconds: number }>(
    `SELECT user_id, rank, total_seconds FROM (
       SELECT user_id, total_seconds, rank() OVER (ORDER BY total_seconds DESC)::int AS rank FROM study_totals WHERE company_id = $1) r
      ORDER BY total_seconds, user_id LIMIT 1`,
    [companyId],
  );
  const prisma = createPrismaClient(URL_, { max: 2 });
  const token = (await issueAccessToken(prisma, me!.user_id)).token;
  await prisma.$disconnect();
  console.log(
    `seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s; the student: user ${me!.user_id}, rank ${me!.rank} (by rank() OVER)`,
  );

  const servers = { api: await startServer('api'), floor: await startServer('rank-floor') };
  const scenarios = [
    { name: 'GET /sessions/{id}', server: 'api' as const, path: `/sessions/${me!.user_id}` },
    { name: 'GET /sessions/{id}/dashboard', server: 'api' as const, path: `/sessions/${me!.user_id}/dashboard?filter=week` },
    { name: 'floor: studentRankSql', server: 'floor' as const, path: `/rank/${me!.user_id}` },
  ];
  const headers = { host: HOST, authorization: `Bearer ${token}` };
  const url = (s: (typeof scenarios)[number]) => `http://127.0.0.1:${servers[s.server].port}${s.path}`;
  let ok = true;
  try {
    for (const s of scenarios) {
      const res = await get(url(s), headers);
      if (res.status !== 200) throw new Error(`${s.name}: HTTP ${res.status} ${res.body.slice(0, 300)}`);
      const body = JSON.parse(res.body) as {
        rank?: number;
        data?: { student_rank: number };
        session_data?: { student_rank: number };
      };
      // The floor's { rank }, GET /sessions/{id}'s session_data, the dashboard's data.
      const rank = body.rank ?? body.session_data?.student_rank ?? body.data?.student_rank;
      if (rank !== me!.rank) throw new Error(`${s.name}: rank ${rank}, expected ${me!.rank}`);
      console.log(`verified ${s.name}: rank ${rank}`);
    }
    // Plans: the rank statement (and every other) of each route, as run (bench/plans.ts).
    const failures = await checkPlans(
      monitor,
      'rank',
      {
        api: await collectStatements(servers.api.child, () => get(url(scenarios[0]!), headers)),
        floor: await collectStatements(servers.floor.child, () => get(url(scenarios[2]!), headers)),
      },
      (sql) => /study_totals o/.test(sql),
    );
    if (failures.length) throw new Error(`the floor's plans scan tables sequentially:\n- ${failures.join('\n- ')}`);

    type Run = {
      scenario: string;
      reqPerSec: number;
      p50: number;
      p99: number;
      max: number;
      nodeMsPerReq?: number;
      pgMsPerReq?: number;
    };
    const runs: Run[] = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const s of round % 2 ? [...scenarios].reverse() : scenarios) {
        const opts = { url: url(s), connections: CONNECTIONS, headers };
        await autocannon({ ...opts, duration: WARMUP });
        const pid = servers[s.server].child.pid!;
        const before = await cpuTicks(monitor, pid);
        const r = await autocannon({ ...opts, duration: DURATION });
        const after = await cpuTicks(monitor, pid);
        if (r.non2xx || r.errors || r.timeouts)
          throw new Error(`${s.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
        runs.push({
          scenario: s.name,
          reqPerSec: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
          ...cpuPerRequest(before, after, r.requests.total),
        });
        console.log(
          `  ${s.name} / round ${round + 1}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
        );
      }
    const m = (name: string, k: keyof Run) =>
      median(runs.filter((r) => r.scenario === name).map((r) => r[k] as number | undefined));
    const floorName = scenarios[2]!.name;
    const rows = scenarios.map((s) => {
      const p99 = m(s.name, 'p99')!;
      const pass = p99 < P99_LIMIT_MS;
      ok &&= pass;
      return {
        scenario: s.name,
        'req/s': Math.round(m(s.name, 'reqPerSec')!),
        'p50 ms': m(s.name, 'p50'),
        'p99 ms': p99,
        'max ms': m(s.name, 'max'),
        'p99 / floor': s.server === 'floor' ? 1 : ratio(p99, m(floorName, 'p99')),
        'node cpu ms/req': round2(m(s.name, 'nodeMsPerReq')),
        'pg cpu ms/req': round2(m(s.name, 'pgMsPerReq')),
        [`p99 < ${P99_LIMIT_MS} ms`]: pass ? 'PASS' : 'FAIL',
      };
    });
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\nRank of the learner ranked ${me!.rank} of ${LEARNERS} — ${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} round(s), ${NOISE} noise compan${NOISE === 1 ? 'y' : 'ies'}, ${os.cpus().length} cores, load average at the end ${load}`,
    );
    console.table(rows);
    mkdirSync(join(HERE, 'results'), { recursive: true });
    writeFileSync(
      join(HERE, 'results', 'rank.json'),
      JSON.stringify(
        { date: new Date().toISOString(), node: process.version, learners: LEARNERS, rank: me!.rank, runs, table: rows },
        null,
        2,
      ) + '\n',
    );
  } finally {
    await monitor.end();
    await Promise.all([stop(servers.api), stop(servers.floor)]);
  }
  console.log(ok ? 'PASS' : 'FAIL');
  process.exit(ok ? 0 : 1);
}

await main();
