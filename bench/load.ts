/**
 * `pnpm bench:load`: the production path under a steady mixed load, for BENCH_LOAD_SECONDS (300),
 * on the system's PostgreSQL (BENCH_LOAD_DATABASE_URL, dropped and recreated). Looks for the
 * protocol errors once seen under load ("unnamed prepared statement does not exist", "portal does
 * not exist", answered as 401 or 500) and for pg's "client is already executing a query" warning.
 *
 * The real API in its own process (bench/server.ts: the owner pool and the tenant pool under
 * row-level security, 10 connections each, errors and process warnings logged) and, from here, an
 * open-loop schedule (requests leave at their time whether or not earlier ones answered):
 * - BENCH_LOAD_TX_RATE (600/s, twice the 300 starts/s that bench:quiz requires: 3,000 in 10 s)
 *   requests that run interactive transactions with their time-outs: each student in turn starts
 *   the quiz, answers its questions and finishes it (publishing attempt.finished: grade, progress
 *   and points in the transaction, the relay after it), then starts again;
 * - BENCH_LOAD_READ_RATE (200/s) list reads beside them: GET /disciplines, /materials and
 *   /material-items, as the students' screens do.
 * Fails on any 5xx, any 401 (every token is valid), any connection error, any protocol error or
 * pg warning in the server's output. Reports the rates achieved and p50/p99 per kind.
 */
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import os from 'node:os';
import { QUESTIONS, seedQuiz } from './quiz-seed.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const URL_ = process.env.BENCH_LOAD_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_load_bench';
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 300);
const TX_RATE = Number(process.env.BENCH_LOAD_TX_RATE ?? 600);
const READ_RATE = Number(process.env.BENCH_LOAD_READ_RATE ?? 200);
const STUDENTS = Number(process.env.BENCH_LOAD_STUDENTS ?? 2000);
const HOST = 'bench.localhost';
const PROTOCOL = /prepared statement|portal .* does not exist|already executing a query|PROCESS WARNING/i;

const s = await seedQuiz(URL_, STUDENTS);
console.log(`seeded ${STUDENTS} students, a quiz of ${QUESTIONS} questions`);

const child = fork(join(HERE, 'server.ts'), ['api'], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, DATABASE_URL: URL_, BENCH_API_LOG: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
});
const serverLines: string[] = [];
for (const stream of [child.stdout!, child.stderr!])
  stream.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line.trim()) serverLines.push(line);
  });
const port = await new Promise<number>((resolve, reject) => {
  child.once('message', (m: { port: number }) => resolve(m.port));
  child.once('exit', (code) => reject(new Error(`api exited with ${code} before listening`)));
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
type Answer = { status: number; body: string; ms: number };
function send(method: 'GET' | 'POST', path: string, token: string, body?: object): Promise<Answer> {
  const data = body ? JSON.stringify(body) : undefined;
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
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

type Kind = 'start' | 'answer' | 'finish' | 'list';
const times: Record<Kind, number[]> = { start: [], answer: [], finish: [], list: [] };
const statuses = new Map<string, number>();
const failures: string[] = [];
const record = (kind: Kind, r: Answer, ok: (status: number) => boolean) => {
  times[kind].push(r.ms);
  const key = `${kind} ${r.status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  if (!ok(r.status) && failures.length < 20) failures.push(`${key}: ${r.body.slice(0, 200)}`);
};

/** Each student's place in the quiz: the next request of its loop (start, answers, finish). */
type Learner = { id: number; token: string; attemptId: number | null; next: number; busy: boolean };
const learners: Learner[] = s.users.map((u) => ({ ...u, attemptId: null, next: 0, busy: false }));
let cursor = 0;

async function step(l: Learner): Promise<void> {
  l.busy = true;
  try {
    if (l.attemptId === null) {
      const r = await send('POST', '/attempts/start', l.token, { material_item_id: s.itemId, user_id: l.id });
      record('start', r, (st) => st === 200 || st === 201);
      l.attemptId = (JSON.parse(r.body) as { data?: { id: number } }).data?.id ?? null;
      l.next = 0;
    } else if (l.next < QUESTIONS) {
      const q = s.questions[l.next]!;
      const r = await send('POST', `/attempts/${l.attemptId}/answer`, l.token, {
        question_id: q.id,
        option_id: q.options[l.id % 4]!.id,
      });
      record('answer', r, (st) => st === 200);
      l.next++;
    } else {
      const r = await send('POST', `/attempts/${l.attemptId}/finish`, l.token, {});
      record('finish', r, (st) => st === 200);
      l.attemptId = null;
    }
  } catch (err) {
    if (failures.length < 20) failures.push(`client: ${String(err)}`);
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
  const l = learners[n % learners.length]!;
  const r = await send('GET', LISTS[n % LISTS.length]!, l.token);
  record('list', r, (st) => st === 200);
}

/** Fires `fn(n)` at `rate` per second until `until`, without waiting for answers (open loop). */
async function schedule(rate: number, until: number, fn: (n: number) => void): Promise<number> {
  const t0 = performance.now();
  let n = 0;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - t0) / 1000) * rate);
    while (n < due) fn(n++);
    await new Promise((r) => setTimeout(r, 5));
  }
  return n;
}

const inflight = new Set<Promise<void>>();
const track = (p: Promise<void>) => {
  inflight.add(p);
  void p.finally(() => inflight.delete(p));
};
const t0 = performance.now();
const until = t0 + SECONDS * 1000;
let skipped = 0;
const progress = setInterval(() => {
  const done = Object.values(times).reduce((a, x) => a + x.length, 0);
  console.log(
    `  ${Math.round((performance.now() - t0) / 1000)} s: ${done} answered, ${inflight.size} in flight, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
}, 30_000);
const [sentTx, sentReads] = await Promise.all([
  schedule(TX_RATE, until, () => {
    // The next student not waiting for an answer (one request at a time per student, as a browser).
    for (let tries = 0; tries < learners.length; tries++) {
      const l = learners[cursor++ % learners.length]!;
      if (!l.busy) return track(step(l));
    }
    skipped++;
  }),
  schedule(READ_RATE, until, (n) => track(read(n))),
]);
clearInterval(progress);
await Promise.all(inflight);
const wall = (performance.now() - t0) / 1000;
agent.destroy();
child.send('stop');
await new Promise((r) => child.once('exit', r));

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1) : NaN;
};
const protocol = serverLines.filter((l) => PROTOCOL.test(l));
const serverErrors = serverLines.filter((l) => /"level":(50|60)/.test(l));
console.log(`\n${SECONDS} s at ${TX_RATE} transactional + ${READ_RATE} read requests/s (${os.cpus().length} cores):`);
console.table(
  Object.fromEntries(
    (Object.keys(times) as Kind[]).map((k) => [
      k,
      { requests: times[k].length, 'p50 ms': pct(times[k], 50), 'p99 ms': pct(times[k], 99) },
    ]),
  ),
);
console.log(
  `achieved ${Math.round((times.start.length + times.answer.length + times.finish.length) / wall)} transactional/s, ` +
    `${Math.round(times.list.length / wall)} reads/s; ${sentTx + sentReads} scheduled, ${skipped} skipped (every student busy)`,
);
console.log('statuses:', Object.fromEntries([...statuses].sort()));
console.log(`server: ${serverErrors.length} error lines, ${protocol.length} protocol errors or pg warnings`);
for (const line of [...protocol, ...serverErrors].slice(0, 10)) console.log('  ', line.slice(0, 300));
const bad = [...statuses].filter(([k]) => !/ (200|201)$/.test(k));
if (bad.length || failures.length || protocol.length || serverErrors.length) {
  console.error(
    `FAILED:\n- ${[...failures, ...bad.map(([k, n]) => `${n} × ${k}`)].join('\n- ') || 'see the server lines above'}`,
  );
  process.exitCode = 1;
}
