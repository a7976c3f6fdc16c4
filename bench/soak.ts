/**
 * `pnpm bench:soak`: mixed load on the API and the worker, each in its own process as deployed
 * (`node --import tsx apps/{api,worker}/src/main.ts`), for SOAK_SECONDS (default 1,800: 30 min),
 * bounded by SOAK_MAX_REQUESTS as well, loopback only. Every SOAK_SAMPLE_SECONDS (30) it samples
 * both processes' RSS (/proc) and the p50/p99 of the list reads answered in that window, and
 * writes the samples (docs/soak/soak.json) and their curve (docs/soak/soak.svg, bench/soak-chart.ts).
 *
 * Load (open loop, as bench/load.ts): SOAK_TX_RATE (40/s) quiz requests, each student in turn
 * starting the quiz, answering its questions and finishing it (grade, progress, points, events);
 * SOAK_READ_RATE (20/s) list reads (disciplines, materials, items, the discipline's grades); and
 * every SOAK_EXPORT_SECONDS (5) a manager asks for the grades CSV, which the worker writes
 * (managers rotate: the per-account export limit is 30 per 15 min).
 *
 * "Flat": after the first SOAK_WARMUP_SECONDS (120), the median of the last third of the samples
 * against the median of the first third: RSS within +15 %, list p99 within 1.5×. Reported, and
 * the exit code is 1 when a bound is passed or any request failed.
 * Env: SOAK_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/trilha_soak_bench, dropped
 * and recreated), SOAK_REDIS_PORT (6391: a redis-server of its own, without persistence),
 * SOAK_STUDENTS (1000), SOAK_OUT (docs/soak).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { appRoleUrl, hashToken } from '@trilha/db';
import { QUESTIONS, seedQuiz } from './quiz-seed.ts';
import { renderSoakSvg, type SoakSample } from './soak-chart.ts';

const ROOT = resolve(import.meta.dirname, '..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const URL_ = process.env.SOAK_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_soak_bench';
const SECONDS = env('SOAK_SECONDS', 1800);
const MAX_REQUESTS = env('SOAK_MAX_REQUESTS', 250_000);
const SAMPLE_SECONDS = env('SOAK_SAMPLE_SECONDS', 30);
const WARMUP_SECONDS = env('SOAK_WARMUP_SECONDS', Math.min(120, SECONDS / 5));
const TX_RATE = env('SOAK_TX_RATE', 40);
const READ_RATE = env('SOAK_READ_RATE', 20);
const EXPORT_SECONDS = env('SOAK_EXPORT_SECONDS', 5);
const STUDENTS = env('SOAK_STUDENTS', 1000);
const MANAGERS = 8;
const REDIS_PORT = env('SOAK_REDIS_PORT', 6391);
const API_PORT = env('SOAK_API_PORT', 43511);
const OUT = resolve(ROOT, process.env.SOAK_OUT ?? 'docs/soak');
const HOST = 'bench.localhost';

const children: ChildProcess[] = [];
const tmp = mkdtempSync(join(os.tmpdir(), 'trilha-soak-'));
const cleanup = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

// Its own Redis (the queues and the rate-limit counters), so nothing is shared with other runs.
const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
children.push(
  spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmp], {
    stdio: 'ignore',
  }),
);

const s = await seedQuiz(URL_, STUDENTS);
const managers = await seedManagers();
console.log(`seeded ${STUDENTS} students, ${MANAGERS} managers, a quiz of ${QUESTIONS} questions`);

const storageDir = join(tmp, 'storage');
const serviceEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: URL_,
  DATABASE_APP_URL: appRoleUrl(URL_),
  REDIS_URL: redisUrl,
  STORAGE_DIR: storageDir,
  LOG_LEVEL: 'warn',
  API_HOST: '127.0.0.1',
  API_PORT: String(API_PORT),
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1',
};
const errorLines: string[] = [];
function service(entry: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: serviceEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!])
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (/"level":(50|60)/.test(line) && errorLines.length < 50) errorLines.push(line);
    });
  child.once('exit', (code, signal) => {
    if (!finished) {
      console.error(`${entry} exited (${code ?? signal}) during the soak`);
      process.exit(1);
    }
  });
  children.push(child);
  return child;
}
let finished = false;
const api = service('apps/api/src/main.ts');
const worker = service('apps/worker/src/main.ts');
for (;;) {
  const ok = await fetch(`http://127.0.0.1:${API_PORT}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((r) => setTimeout(r, 200));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
type Answer = { status: number; body: string; ms: number };
function send(method: 'GET' | 'POST', path: string, token: string, body?: object): Promise<Answer> {
  const data = body ? JSON.stringify(body) : undefined;
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: API_PORT,
        path,
        method,
        agent,
        headers: {
          host: HOST,
          authorization: `Bearer ${token}`,
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - t0 }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, body: String(err), ms: performance.now() - t0 }));
    req.end(data);
  });
}

let sent = 0;
let windowLists: number[] = [];
/** Every kind's latencies in the window, printed beside the lists' p99 (to tell which path stalls). */
let windowKinds = new Map<string, number[]>();
let windowRequests = 0;
let exportsReady = 0;
const statuses = new Map<string, number>();
const failures: string[] = [];
const record = (kind: string, r: Answer, ok: boolean, label = kind) => {
  windowRequests++;
  if (kind === 'list') windowLists.push(r.ms);
  windowKinds.set(label, [...(windowKinds.get(label) ?? []), r.ms]);
  const key = `${kind} ${r.status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  if (!ok && failures.length < 20) failures.push(`${key}: ${r.body.slice(0, 200)}`);
};

type Learner = { id: number; token: string; attemptId: number | null; next: number; busy: boolean };
const learners: Learner[] = s.users.map((u) => ({ ...u, attemptId: null, next: 0, busy: false }));
let cursor = 0;
async function step(l: Learner): Promise<void> {
  l.busy = true;
  try {
    if (l.attemptId === null) {
      const r = await send('POST', '/attempts/start', l.token, { material_item_id: s.itemId, user_id: l.id });
      record('start', r, r.status === 200 || r.status === 201);
      l.attemptId = (JSON.parse(r.body) as { data?: { id: number } }).data?.id ?? null;
      l.next = 0;
    } else if (l.next < QUESTIONS) {
      const q = s.questions[l.next]!;
      const r = await send('POST', `/attempts/${l.attemptId}/answer`, l.token, {
        question_id: q.id,
        option_id: q.options[l.id % 4]!.id,
      });
      record('answer', r, r.status === 200);
      l.next++;
    } else {
      const r = await send('POST', `/attempts/${l.attemptId}/finish`, l.token, {});
      record('finish', r, r.status === 200);
      l.attemptId = null;
    }
  } finally {
    l.busy = false;
  }
}
const LISTS = [
  '/disciplines?page=1',
  `/materials?discipline_id=${s.disciplineId}`,
  `/material-items?material_id=${s.materialId}`,
];
async function read(n: number): Promise<void> {
  // Every fourth read is the class's grades, as a manager sees them (the table the finishes grow).
  const r =
    n % 4 === 3
      ? await send('GET', `/disciplines/${s.disciplineId}/grades?limit=50`, managers[n % MANAGERS]!)
      : await send('GET', LISTS[n % 3]!, learners[n % learners.length]!.token);
  record('list', r, r.status === 200, n % 4 === 3 ? 'grades' : LISTS[n % 3]!.split('?')[0]);
}
/** A manager asks for the grades CSV, then follows it until the worker has written it. */
async function exportGrades(n: number): Promise<void> {
  const token = managers[n % MANAGERS]!;
  const r = await send('GET', `/disciplines/${s.disciplineId}/grades/csv`, token);
  record('export', r, r.status === 202);
  if (r.status !== 202) return;
  const statusUrl = (JSON.parse(r.body) as { data: { status_url: string } }).data.status_url;
  for (let i = 0; i < 120; i++) {
    await new Promise((res) => setTimeout(res, 1000));
    const st = await send('GET', statusUrl, token);
    const status = st.status === 200 ? (JSON.parse(st.body) as { status: string }).status : 'error';
    if (status === 'ready') return void exportsReady++;
    if (status !== 'pending') return void record('export-status', st, false);
  }
  record('export-status', { status: 0, body: 'not ready in 120 s', ms: 0 }, false);
}

const inflight = new Set<Promise<void>>();
const track = (p: Promise<void>) => {
  inflight.add(p);
  void p
    .catch((err: unknown) => failures.length < 20 && failures.push(`client: ${String(err)}`))
    .finally(() => inflight.delete(p));
};
async function schedule(rate: number, until: number, fn: (n: number) => void): Promise<void> {
  const t0 = performance.now();
  let n = 0;
  while (performance.now() < until && sent < MAX_REQUESTS) {
    const due = Math.floor(((performance.now() - t0) / 1000) * rate);
    while (n < due && sent < MAX_REQUESTS) {
      sent++;
      fn(n++);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1) : NaN;
};
const samples: SoakSample[] = [];
const t0 = performance.now();
const sample = () => {
  const sm: SoakSample = {
    t: Math.round((performance.now() - t0) / 1000),
    apiRssMb: +rssMb(api.pid!).toFixed(1),
    workerRssMb: +rssMb(worker.pid!).toFixed(1),
    listP50Ms: pct(windowLists, 50),
    listP99Ms: pct(windowLists, 99),
    requests: windowRequests,
    exportsReady,
    load1: +os.loadavg()[0]!.toFixed(1),
  };
  samples.push(sm);
  const kinds = [...windowKinds].map(([k, ms]) => `${k} ${pct(ms, 99)}`).join(', ');
  windowLists = [];
  windowKinds = new Map();
  windowRequests = 0;
  console.log(
    `  ${sm.t} s: API ${sm.apiRssMb} MB, worker ${sm.workerRssMb} MB, lists p50 ${sm.listP50Ms} / p99 ${sm.listP99Ms} ms, ` +
      `${sm.requests} requests, ${exportsReady} exports ready, load ${sm.load1}; p99 by kind: ${kinds}`,
  );
};
sample();
const sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
const until = t0 + SECONDS * 1000;
await Promise.all([
  schedule(TX_RATE, until, () => {
    for (let tries = 0; tries < learners.length; tries++) {
      const l = learners[cursor++ % learners.length]!;
      if (!l.busy) return track(step(l));
    }
  }),
  schedule(READ_RATE, until, (n) => track(read(n))),
  schedule(1 / EXPORT_SECONDS, until, (n) => track(exportGrades(n))),
]);
await Promise.all(inflight);
clearInterval(sampler);
sample();
finished = true;
agent.destroy();
api.kill('SIGTERM');
worker.kill('SIGTERM');

// Flat: the last third against the first third, warm-up left out.
const steady = samples.filter((x) => x.t >= WARMUP_SECONDS);
const third = Math.max(1, Math.floor(steady.length / 3));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const compare = (f: (x: SoakSample) => number) => {
  const first = median(steady.slice(0, third).map(f).filter(Number.isFinite));
  const last = median(steady.slice(-third).map(f).filter(Number.isFinite));
  return { first, last, ratio: +(last / first).toFixed(2) };
};
const verdict = {
  apiRss: compare((x) => x.apiRssMb),
  workerRss: compare((x) => x.workerRssMb),
  listP99: compare((x) => x.listP99Ms),
};
const wall = Math.round((performance.now() - t0) / 1000);
const caption =
  `${wall} s, ${TX_RATE} quiz + ${READ_RATE} list requests/s, a CSV export every ${EXPORT_SECONDS} s; ` +
  `${os.cpus().length} cores, load ${Math.min(...samples.map((x) => x.load1))}–${Math.max(...samples.map((x) => x.load1))}`;
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'soak.json'), JSON.stringify({ caption, verdict, samples }, null, 1) + '\n');
writeFileSync(join(OUT, 'soak.svg'), renderSoakSvg(samples, caption));
console.log(`\n${caption}\nrequests sent ${sent}, exports ready ${exportsReady}`);
console.log('statuses:', Object.fromEntries([...statuses].sort()));
console.table(verdict);
console.log(`wrote ${join(OUT, 'soak.json')} and soak.svg`);
const bad = [...statuses].filter(([k]) => !/ (200|201|202)$/.test(k));
const notFlat = verdict.apiRss.ratio > 1.15 || verdict.workerRss.ratio > 1.15 || verdict.listP99.ratio > 1.5;
if (bad.length || failures.length || errorLines.length || notFlat) {
  console.error(
    `FAILED${notFlat ? ' (not flat)' : ''}:\n- ${[...failures, ...bad.map(([k, n]) => `${n} × ${k}`), ...errorLines.slice(0, 5)].join('\n- ')}`,
  );
  process.exitCode = 1;
}
await new Promise((r) => setTimeout(r, 1000));
process.exit();

/** MANAGERS managers of the bench company, each with a bearer token (the export limit is per account). */
async function seedManagers(): Promise<string[]> {
  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  try {
    const {
      rows: [company],
    } = await c.query<{ id: number }>('SELECT id FROM companies ORDER BY id LIMIT 1');
    const tokens: string[] = [];
    for (let i = 0; i < MANAGERS; i++) {
      const {
        rows: [u],
      } = await c.query<{ id: number }>(
        `INSERT INTO users (name, email, password_hash, type, updated_at) VALUES ($1, $2, 'x', 'manager', now()) RETURNING id`,
        [`Gestora ${i}`, `gestora-${i}@bench.local`],
      );
      await c.query('INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)', [company!.id, u!.id]);
      const token = randomBytes(32).toString('base64url');
      await c.query(`INSERT INTO access_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
        u!.id,
        hashToken(token),
      ]);
      tokens.push(token);
    }
    return tokens;
  } finally {
    await c.end();
  }
}
