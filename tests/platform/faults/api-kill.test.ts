import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appRoleUrl, hashToken } from '@trilha/db';
import { QUESTIONS, seedQuiz } from '../../../bench/quiz-seed.ts';
import { withDatabase } from '../../support/db-names.ts';
import { resolveServices } from '../../support/services.ts';
import { freePort, request, sleep, stopProcess, waitFor, type Answer } from '../../support/faults.ts';

// Fault: an API node killed (kill -9) under write load (docs/operations.md "Faults"). Two API
// processes as deployed (apps/api/src/main.ts) on one database; clients spread answers, task
// submissions and grade marks over both and fail over to the other node when theirs stops
// answering. After the kill: every write whose 2xx the client saw is in the database, and the
// surviving node kept serving. No Redis needed: the nodes share nothing but PostgreSQL.
const ROOT = resolve(import.meta.dirname, '../../..');
const HOST = 'bench.localhost';
const STUDENTS = 24;
const dir = mkdtempSync(join(tmpdir(), 'trilha-fault-api-'));
let dbUrl: string;
let stopServices: () => Promise<void>;
const nodes: { url: string; child: ChildProcess }[] = [];
let seed: Awaited<ReturnType<typeof seedQuiz>>;
let task: { id: number };
let grades: number[];
let managerToken: string;

beforeAll(async () => {
  const s = await resolveServices();
  stopServices = s.stop;
  dbUrl = withDatabase(s.services.postgresAdminUrl, `trilha_fault_api_${process.pid}`);
  seed = await seedQuiz(dbUrl, STUDENTS);
  ({ task, grades, managerToken } = await seedTaskAndGrades());
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: dbUrl,
        DATABASE_APP_URL: appRoleUrl(dbUrl),
        REDIS_URL: '',
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        STORAGE_DIR: join(dir, 'storage'),
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    });
    nodes.push({ url: `http://127.0.0.1:${port}`, child });
  }
  for (const n of nodes)
    await waitFor('API node ready', async () => (await request(n.url, '/readyz')).status === 200, 90_000, 250);
}, 180_000);

afterAll(async () => {
  await Promise.all(nodes.map((n) => stopProcess(n.child, 'SIGKILL')));
  const admin = new pg.Client({ connectionString: withDatabase(dbUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS trilha_fault_api_${process.pid} WITH (FORCE)`);
  await admin.end();
  await stopServices?.();
  rmSync(dir, { recursive: true, force: true });
});

/** A task item beside the quiz, and a second quiz item whose grades (one per student) the manager marks. */
async function seedTaskAndGrades() {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const { rows: ids } = await c.query<{ company_id: number; material_id: number; discipline_id: number }>(
      'SELECT company_id, material_id, discipline_id FROM material_items WHERE id = $1',
      [seed.itemId],
    );
    const { company_id: cid, material_id: mid, discipline_id: did } = ids[0]!;
    const item = (title: string, type: string) =>
      c
        .query<{ id: number }>(
          `INSERT INTO material_items (company_id, material_id, discipline_id, title, type, description, position, updated_at)
           VALUES ($1, $2, $3, $4, $5, 'Escreva sua resposta', 9, now()) RETURNING id`,
          [cid, mid, did, title, type],
        )
        .then((r) => r.rows[0]!);
    const taskItem = await item('Tarefa', 'task');
    const marked = await item('Prova 2', 'quiz');
    const { rows: g } = await c.query<{ id: number }>(
      `INSERT INTO grades (company_id, discipline_id, material_item_id, user_id, value, status, updated_at)
       SELECT $1, $2, $3, u.id, 5, 'graded', now() FROM unnest($4::int[]) AS u(id) RETURNING id`,
      [cid, did, marked.id, seed.users.map((u) => u.id)],
    );
    const {
      rows: [manager],
    } = await c.query<{ id: number }>(
      `INSERT INTO users (name, email, password_hash, type, updated_at) VALUES ('Gestora', 'gestora@bench.local', 'x', 'manager', now()) RETURNING id`,
    );
    await c.query('INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)', [cid, manager!.id]);
    const token = `fault-manager-${process.pid}-${Date.now()}`;
    await c.query(`INSERT INTO access_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      manager!.id,
      hashToken(token),
    ]);
    return { task: taskItem, grades: g.map((r) => r.id), managerToken: token };
  } finally {
    await c.end();
  }
}

it('keeps every acknowledged write when an API node is killed, and the other node keeps serving', async () => {
  let killed = false;
  let sent = 0;
  let failovers = 0;
  const afterKill: number[] = [];
  const unexpected: string[] = [];
  /**
   * The clients' failover, as a load balancer's health check does it: its own node first, unless
   * seen dead; on no answer (connection refused or cut), the node is marked dead and the request
   * goes to the other one (its outcome on the dead node is unknown: not counted as acknowledged).
   */
  const dead = new Set<number>();
  async function send(home: number, path: string, token: string, method = 'GET', body?: object): Promise<Answer> {
    let retry = false;
    for (let k = 0; k < 2; k++) {
      const index = (home + k) % 2;
      if (dead.has(index)) continue;
      const node = nodes[index]!;
      const a = await request(node.url, path, { host: HOST, token, method, body, timeoutMs: 10_000 });
      sent++;
      if (a.status === -1) {
        dead.add(index);
        retry = true;
      } else {
        // A request failed over from the dead node may have committed there already: its retry
        // may be refused (an attempt finished twice), so only first tries must succeed.
        if (killed && node === nodes[1] && !retry) afterKill.push(a.status);
        if (a.status >= 500) unexpected.push(`${method} ${path} → ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
        return a;
      }
      failovers++;
    }
    return { status: -1, body: {}, ms: 0 };
  }

  const ackedAnswers: { attemptId: number; questionId: number; optionId: number }[] = [];
  const ackedSubmission = new Map<number, string>();
  const ackedMark = new Map<number, string>();
  let running = true;

  const students = seed.users.map(async (u, i) => {
    const home = i % 2;
    let n = 0;
    while (running) {
      const start = await send(home, '/attempts/start', u.token, 'POST', { material_item_id: seed.itemId, user_id: u.id });
      const attemptId = (start.body as { data?: { id: number } }).data?.id;
      if (!attemptId) continue; // unknown outcome (cut mid-request): start again
      for (const q of seed.questions) {
        if (!running) break;
        const optionId = q.options[(u.id + n) % 4]!.id;
        const a = await send(home, `/attempts/${attemptId}/answer`, u.token, 'POST', { question_id: q.id, option_id: optionId });
        if (a.status === 200) ackedAnswers.push({ attemptId, questionId: q.id, optionId });
      }
      if (running) await send(home, `/attempts/${attemptId}/finish`, u.token, 'POST', {});
      const text = `resposta ${u.id}-${n++}`;
      const s = await send(home, `/material-items/${task.id}/submit`, u.token, 'POST', { text });
      if (s.status === 200) ackedSubmission.set(u.id, text);
    }
  });
  const manager = (async () => {
    for (let n = 0; running; n++) {
      const gradeId = grades[n % grades.length]!;
      const comment = `nota ${n}`;
      const m = await send(n % 2, `/grades/${gradeId}`, managerToken, 'PUT', { value: (n % 100) / 10, comment });
      if (m.status === 200) ackedMark.set(gradeId, comment);
    }
  })();

  await sleep(4000);
  const beforeKill = sent;
  nodes[0]!.child.kill('SIGKILL');
  killed = true;
  await sleep(4000);
  running = false;
  await Promise.all([...students, manager]);

  expect(beforeKill).toBeGreaterThan(20);
  expect(unexpected).toEqual([]);
  // The survivor kept serving: plenty of answers after the kill, all of them successes.
  expect(afterKill.length).toBeGreaterThan(20);
  expect(afterKill.filter((s) => s < 200 || s >= 300)).toEqual([]);

  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const { rows: answers } = await c.query<{ attempt_id: number; question_id: number; option_id: number }>(
      'SELECT attempt_id, question_id, option_id FROM attempt_answers WHERE attempt_id = ANY($1::int[])',
      [[...new Set(ackedAnswers.map((a) => a.attemptId))]],
    );
    const stored = new Set(answers.map((a) => `${a.attempt_id}/${a.question_id}/${a.option_id}`));
    expect(ackedAnswers.filter((a) => !stored.has(`${a.attemptId}/${a.questionId}/${a.optionId}`))).toEqual([]);
    const { rows: subs } = await c.query<{ user_id: number; text: string }>(
      'SELECT user_id, text FROM assignment_submissions WHERE material_item_id = $1',
      [task.id],
    );
    const subText = new Map(subs.map((r) => [r.user_id, r.text]));
    for (const [userId, text] of ackedSubmission) expect(subText.get(userId)).toBe(text);
    const { rows: marks } = await c.query<{ id: number; comment: string | null }>(
      'SELECT id, comment FROM grades WHERE id = ANY($1::int[])',
      [[...ackedMark.keys()]],
    );
    const markComment = new Map(marks.map((r) => [r.id, r.comment]));
    for (const [gradeId, comment] of ackedMark) expect(markComment.get(gradeId)).toBe(comment);
    console.log(
      `[fault] API node killed: ${sent} requests (${beforeKill} before the kill), ${failovers} failed over, ` +
        `${afterKill.length} first tries answered by the survivor after the kill (all 2xx); checked in the database: ` +
        `${ackedAnswers.length} answers, ${ackedSubmission.size} submissions, ${ackedMark.size} marks acknowledged, none missing`,
    );
  } finally {
    await c.end();
  }
  expect(ackedAnswers.length).toBeGreaterThan(QUESTIONS);
  expect(ackedSubmission.size).toBeGreaterThan(0);
  expect(ackedMark.size).toBeGreaterThan(0);
}, 120_000);
