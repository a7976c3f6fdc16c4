import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appRoleUrl } from '@trilha/db';
import { createJobQueue, JOB_QUEUES, type JobQueue } from '@trilha/jobs';
import { startAiStub, type AiStub } from '@trilha/worker/ai-stub';
import { seedQuiz } from '../../../bench/quiz-seed.ts';
import { withDatabase } from '../../support/db-names.ts';
import { resolveServices } from '../../support/services.ts';
import { need } from '../../support/requirements.ts';
import { freePort, hasRedisServer, startRedis, stopProcess, waitFor } from '../../support/faults.ts';

// Fault: a worker killed (kill -9) mid-job (docs/operations.md "Faults"). The job: an AI question
// generation (`ai.generate`), whose effect is visible (a question import for review, the job row
// done) and which sits in a slow model call (the bundled stub, 3 s) when the worker dies. BullMQ's
// stalled-job check moves it back once the dead worker's lock expires (WORKER_LOCK_MS, 2 s here;
// 30 s by default), a second worker runs it again, and the import exists once.
const ROOT = resolve(import.meta.dirname, '../../..');
const PREFIX = `fault-worker-${process.pid}`;
const dbName = `trilha_fault_worker_${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), 'trilha-fault-worker-'));
let redis: ChildProcess;
let redisUrl: string;
let dbUrl: string;
let stopServices: () => Promise<void>;
let stub: AiStub;
let jobs: JobQueue;
const workers: ChildProcess[] = [];

const runs = need(hasRedisServer(), 'redis-server', 'this fault test starts a Redis of its own');

beforeAll(async () => {
  if (!runs) return;
  const s = await resolveServices();
  stopServices = s.stop;
  dbUrl = withDatabase(s.services.postgresAdminUrl, dbName);
  const port = await freePort();
  redis = await startRedis(port, dir);
  redisUrl = `redis://127.0.0.1:${port}`;
  stub = await startAiStub({ latencyMs: 3000 });
  jobs = createJobQueue({ redisUrl, prefix: PREFIX });
}, 120_000);

afterAll(async () => {
  if (!runs) return;
  await Promise.all(workers.map((w) => stopProcess(w, 'SIGKILL')));
  await jobs?.close();
  await stub?.close();
  if (redis) await stopProcess(redis);
  const admin = new pg.Client({ connectionString: withDatabase(dbUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await stopServices?.();
  rmSync(dir, { recursive: true, force: true });
});

const startWorker = () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      DATABASE_APP_URL: appRoleUrl(dbUrl),
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: PREFIX,
      OPENAI_BASE_URL: stub.url,
      OPENAI_MODEL: 'trilha-stub',
      WORKER_LOCK_MS: '2000',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  workers.push(child);
  return child;
};

it.skipIf(!runs)(
  'runs a job again after its worker is killed mid-job, and its effect happens once',
  async () => {
    const seed = await seedQuiz(dbUrl, 1);
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ company_id: number }>('SELECT company_id FROM disciplines WHERE id = $1', [
        seed.disciplineId,
      ]);
      const companyId = rows[0]!.company_id;
      const {
        rows: [aiJob],
      } = await c.query<{ id: number }>(
        `INSERT INTO ai_jobs (company_id, user_id, kind, discipline_id, input) VALUES ($1, $2, 'questions', $3, $4) RETURNING id`,
        [companyId, seed.users[0]!.id, seed.disciplineId, { subject: 'Fotossíntese', amount: 3, types: ['choice'] }],
      );
      const status = async () =>
        (
          await c.query<{ status: string; import_id: number | null }>('SELECT status, import_id FROM ai_jobs WHERE id = $1', [
            aiJob!.id,
          ])
        ).rows[0]!;

      const first = startWorker();
      await jobs.enqueue('ai.generate', { company_id: companyId, job_id: aiJob!.id });
      // Mid-job: the row claimed and the model call under way (the stub answers after 3 s).
      await waitFor(
        'the first worker is in the model call',
        async () => (await status()).status === 'running' && stub.requests.length === 1,
        60_000,
      );
      const killedAt = performance.now();
      await stopProcess(first, 'SIGKILL');
      startWorker();
      const done = await waitFor(
        'the job done by the second worker',
        async () => {
          const s = await status();
          return s.status === 'done' ? s : null;
        },
        60_000,
        200,
      );
      const recoveredMs = performance.now() - killedAt;

      // The job ran again (a second model call) and its effect exists once: one import, the job's.
      expect(stub.requests.length).toBe(2);
      const { rows: imports } = await c.query<{ id: number }>(`SELECT id FROM question_imports WHERE format = 'ai'`);
      expect(imports.map((r) => r.id)).toEqual([done.import_id]);
      // And BullMQ holds it as completed once, not failed, nothing left running or waiting.
      const r = new Redis(redisUrl);
      try {
        const key = (k: string) => `${PREFIX}:${JOB_QUEUES['ai.generate']}:${k}`;
        expect({
          completed: await r.zcard(key('completed')),
          failed: await r.zcard(key('failed')),
          active: await r.llen(key('active')),
          wait: await r.llen(key('wait')),
        }).toEqual({ completed: 1, failed: 0, active: 0, wait: 0 });
      } finally {
        r.disconnect();
      }
      console.log(
        `[fault] worker killed mid-job: ai.generate done by the second worker ${Math.round(recoveredMs)} ms after the kill ` +
          `(lock 2 s, second worker's start included); 2 model calls, 1 import`,
      );
    } finally {
      await c.end();
    }
  },
  150_000,
);
