/**
 * `pnpm bench:quiz`: 3,000 students start the same quiz, then each answers its 10 questions,
 * through the real API (bench/server.ts `api`, its own process, 10-connection pools) from this
 * load script on loopback. Checks (the run fails otherwise): every start answered 200/201 (no
 * 5xx), the starts done within 10 s, exactly one open attempt per student; every answer 200
 * within 60 s and all 30,000 stored (none lost). Reports p50/p99 of each phase.
 * Users, memberships, enrolments and tokens are written straight into the database (the bench
 * measures the quiz, not sign-in). Env: BENCH_QUIZ_STUDENTS (3000), BENCH_QUIZ_SOCKETS (32
 * concurrent keep-alive connections), BENCH_QUIZ_DATABASE_URL (dropped and recreated!).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { cpuPerRequest, cpuTicks } from './cpu.ts';
import { collectStatements, printPlans } from './plans.ts';
import { QUESTIONS, seedQuiz } from './quiz-seed.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const STUDENTS = Number(process.env.BENCH_QUIZ_STUDENTS ?? 3000);
const SOCKETS = Number(process.env.BENCH_QUIZ_SOCKETS ?? 32);
const URL_ = process.env.BENCH_QUIZ_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_quiz_bench';
const HOST = 'bench.localhost';

function startApi(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(join(HERE, 'server.ts'), ['api'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: URL_ },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`api exited with ${code} before listening`)));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
let port = 0;
function post(path: string, token: string, body: object): Promise<{ status: number; body: string; ms: number }> {
  const data = JSON.stringify(body);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          host: HOST,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - t0 }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Runs `tasks` on `n` workers (one keep-alive socket each): latency is then the server's, not a client queue's. */
async function pool<T>(tasks: (() => Promise<T>)[], n: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!.toFixed(1);
};

async function main() {
  const t0 = performance.now();
  const s = await seedQuiz(URL_, STUDENTS);
  console.log(
    `seeded ${STUDENTS} enrolled students and a quiz of ${QUESTIONS} questions in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const api = await startApi();
  port = api.port;
  const check = new pg.Client({ connectionString: URL_ });
  await check.connect();
  try {
    // Warm the server's code paths (JIT, prepared plans) with one student, whose attempt is then removed.
    const warm = s.users[0]!;
    for (let i = 0; i < 20; i++) await post('/attempts/start', warm.token, { material_item_id: s.itemId, user_id: warm.id });
    await check.query('DELETE FROM attempts');

    // Phase 1: the 3,000 starts, as fast as SOCKETS concurrent connections go.
    const startCpu = await cpuTicks(check, api.child.pid!);
    const startT = performance.now();
    const starts = await pool(
      s.users.map((u) => () => post('/attempts/start', u.token, { material_item_id: s.itemId, user_id: u.id })),
      SOCKETS,
    );
    const startWall = (performance.now() - startT) / 1000;
    const startCpuPerReq = cpuPerRequest(startCpu, await cpuTicks(check, api.child.pid!), starts.length);
    const loadAfterStarts = os.loadavg()[0]!;
    const bad = starts.filter((r) => r.status !== 200 && r.status !== 201);
    const attemptIds = starts.map((r) => (JSON.parse(r.body) as { data?: { id: number } }).data?.id ?? 0);
    const open = await check.query<{ users: number; rows: number; max: number }>(
      `SELECT count(DISTINCT user_id)::int AS users, count(*)::int AS rows,
              COALESCE(max(n), 0)::int AS max FROM (SELECT user_id, count(*) OVER (PARTITION BY user_id) AS n FROM attempts WHERE status = 'started') x`,
    );

    // Phase 2: every student answers question 1, then every student question 2, ... (30,000 answers).
    const answerCpu = await cpuTicks(check, api.child.pid!);
    const answerT = performance.now();
    const answerTimes: number[] = [];
    let answerBad = 0;
    const tasks = s.questions.flatMap((q, n) =>
      s.users.map((u, i) => async () => {
        const r = await post(`/attempts/${attemptIds[i]}/answer`, u.token, {
          question_id: q.id,
          option_id: q.options[(i + n) % 4]!.id,
        });
        answerTimes.push(r.ms);
        if (r.status !== 200) answerBad++;
      }),
    );
    await pool(tasks, SOCKETS);
    const answerWall = (performance.now() - answerT) / 1000;
    const answerCpuPerReq = cpuPerRequest(answerCpu, await cpuTicks(check, api.child.pid!), tasks.length);
    const stored = (await check.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt_answers')).rows[0]!.n;

    // Plans, on the data as the run leaves it (3,000 attempts, 30,000 answers, planner statistics
    // from the seed: autovacuum may not have run): the statements of one start (insert path) and
    // one answer of the first student, EXPLAIN ANALYZEd as they ran (role, tenant), the writes in
    // a rolled-back transaction. The answer is explained while its attempt exists, the start once
    // the attempt is gone again.
    const warmId = warm.id;
    await check.query('DELETE FROM attempts WHERE user_id = $1', [warmId]);
    const startSql = await collectStatements(api.child, () =>
      post('/attempts/start', warm.token, { material_item_id: s.itemId, user_id: warmId }),
    );
    const warmAttempt = (await check.query<{ id: number }>('SELECT id FROM attempts WHERE user_id = $1', [warmId])).rows[0]!.id;
    const q1 = s.questions[0]!;
    const answerSql = await collectStatements(api.child, () =>
      post(`/attempts/${warmAttempt}/answer`, warm.token, { question_id: q1.id, option_id: q1.options[0]!.id }),
    );
    await check.query('DELETE FROM attempt_answers WHERE attempt_id = $1', [warmAttempt]);
    await printPlans(check, 'one answer', answerSql, () => !!process.env.BENCH_EXPLAIN_FULL);
    await check.query('DELETE FROM attempts WHERE user_id = $1', [warmId]);
    await printPlans(check, 'one start', startSql, () => !!process.env.BENCH_EXPLAIN_FULL);
    console.log();

    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
      students: STUDENTS,
      sockets: SOCKETS,
      start: {
        wallSeconds: +startWall.toFixed(2),
        p50: pct(
          starts.map((r) => r.ms),
          50,
        ),
        p99: pct(
          starts.map((r) => r.ms),
          99,
        ),
        ...startCpuPerReq,
        loadAverage1m: +loadAfterStarts.toFixed(1),
        non2xx: bad.length,
        statuses: [...new Set(starts.map((r) => r.status))],
        openAttempts: open.rows[0],
      },
      answer: {
        requests: answerTimes.length,
        wallSeconds: +answerWall.toFixed(2),
        p50: pct(answerTimes, 50),
        p99: pct(answerTimes, 99),
        ...answerCpuPerReq,
        loadAverage1m: +os.loadavg()[0]!.toFixed(1),
        non200: answerBad,
        stored,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    mkdirSync(join(HERE, 'results'), { recursive: true });
    writeFileSync(join(HERE, 'results', 'quiz-start.json'), JSON.stringify(result, null, 2));
    const failures = [
      bad.length > 0 && `${bad.length} starts failed (${bad[0]!.status} ${bad[0]!.body.slice(0, 200)})`,
      startWall > 10 && `starts took ${startWall.toFixed(1)} s (> 10 s)`,
      (open.rows[0]!.users !== STUDENTS || open.rows[0]!.rows !== STUDENTS) && `open attempts: ${JSON.stringify(open.rows[0])}`,
      answerBad > 0 && `${answerBad} answers refused`,
      answerWall > 60 && `answers took ${answerWall.toFixed(1)} s (> 60 s)`,
      stored !== STUDENTS * QUESTIONS && `stored ${stored} answers of ${STUDENTS * QUESTIONS}`,
    ].filter(Boolean);
    if (failures.length) {
      console.error(`FAILED:\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    }
  } finally {
    await check.end();
    agent.destroy();
    api.child.send('stop');
  }
}

await main();
