import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_USERS } from '@trilha/db/seed';
import { channels, SUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import type { Platform } from '../../../scripts/platform.ts';
import { startFaultPlatform } from '../../support/fault-platform.ts';
import { withDatabase } from '../../support/db-names.ts';
import { resolveServices } from '../../support/services.ts';
import { need } from '../../support/requirements.ts';
import {
  freePort,
  hasRedisServer,
  logCollector,
  request,
  sleep,
  startRedis,
  stopProcess,
  waitFor,
  type Answer,
} from '../../support/faults.ts';

// Fault: the API while Redis is down (docs/operations.md "Faults"). The platform on a redis-server
// of the test's own (jobs on BullMQ, realtime on the Redis adapter, rate-limit counters in Redis),
// Redis killed, then started again on the same port and folder. While it is down:
// - reads answer 200 (nothing a list needs is in Redis);
// - sign-in answers 503 SERVICE_UNAVAILABLE at once: its rate-limit counters are in Redis and they
//   fail closed (docs/security.md "Rate limits": an outage must not lift the limit on guessing);
// - a route that enqueues a job answers 503 within the enqueue's bound, never hangs, never a 500;
//   its row is marked failed; a rate-limited one (the grades export) answers 503 at once;
// - domain events written meanwhile are relayed (the outbox is in PostgreSQL);
// - no process dies (a live push that cannot be published is dropped, not an unhandled rejection).
// Once Redis is back, with no restart: sign-in, an export written by the worker, and a live push
// of a job's progress reaching a subscriber.
const manager = DEMO_USERS.find((u) => u.type === 'manager')!;
const student = DEMO_USERS.find((u) => u.type === 'student')!;
const admin = DEMO_USERS.find((u) => u.type === 'admin')!;
const dbName = `trilha_fault_redisdown_${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), 'trilha-fault-redisdown-'));
const log = logCollector();
let redis: ChildProcess;
let redisPort: number;
let adminUrl: string;
let stopServices: () => Promise<void>;
let platform: Platform;
const sockets: Socket[] = [];
const savedStubLatency = process.env.AI_STUB_LATENCY_MS;

const runs = need(hasRedisServer(), 'redis-server', 'this fault test starts a Redis of its own');

beforeAll(async () => {
  if (!runs) return;
  const s = await resolveServices();
  stopServices = s.stop;
  adminUrl = s.services.postgresAdminUrl;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${dbName}`);
  await c.end();
  redisPort = await freePort();
  redis = await startRedis(redisPort, dir);
  process.env.AI_STUB_LATENCY_MS = '50';
  platform = await startFaultPlatform({
    databaseUrl: withDatabase(adminUrl, dbName),
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    dir,
    logStream: log.stream,
  });
}, 120_000);

afterAll(async () => {
  if (!runs) return;
  for (const s of sockets) s.close();
  // A failure while Redis was down: back first, or stopping the queues and workers waits for it.
  if (redis && (redis.exitCode !== null || redis.signalCode !== null)) redis = await startRedis(redisPort, dir);
  await platform?.stop();
  if (redis) await stopProcess(redis, 'SIGKILL');
  if (savedStubLatency === undefined) delete process.env.AI_STUB_LATENCY_MS;
  else process.env.AI_STUB_LATENCY_MS = savedStubLatency;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await c.end();
  await stopServices?.();
  rmSync(dir, { recursive: true, force: true });
});

const call = (path: string, o: { method?: string; token?: string; body?: object } = {}) => request(platform.apiUrl, path, o);
const signIn = (u: { email: string; password: string }) =>
  call('/auth/login', { method: 'POST', body: { email: u.email, password: u.password } });
const session = async (u: { email: string; password: string }) => {
  const r = await signIn(u);
  expect(r.status).toBe(200);
  return r.body as { token: string; user: { id: number }; company: { id: number } };
};
const expectUnavailable = (a: Answer, code: string, withinMs: number) => {
  expect({ status: a.status, body: a.body }).toEqual({
    status: 503,
    body: { code, message: expect.any(String), request_id: expect.any(String) },
  });
  expect(a.ms).toBeLessThan(withinMs);
};

it.skipIf(!runs)(
  'serves reads, refuses sign-in and enqueueing with 503 while Redis is down, and recovers by itself',
  async () => {
    const db = new pg.Client({ connectionString: withDatabase(adminUrl, dbName) });
    await db.connect();
    try {
      const asManager = await session(manager);
      const [managerToken, studentToken, adminToken] = [
        asManager.token,
        (await session(student)).token,
        (await session(admin)).token,
      ];
      // Question generation on (company flags): its route enqueues with no rate limit in front.
      const company = asManager.company;
      expect(
        (
          await call(`/companies/${company.id}`, {
            method: 'PUT',
            token: adminToken,
            body: { openai_enabled: true, smart_question_bank: true },
          })
        ).status,
      ).toBe(200);
      const list = await call('/disciplines', { token: managerToken });
      expect(list.status).toBe(200);
      const disciplineId = (list.body as { data: { id: number }[] }).data[0]!.id;
      const generate = () =>
        call('/quizzes/generate', {
          method: 'POST',
          token: managerToken,
          body: { discipline_id: disciplineId, subject: 'Fotossíntese e respiração celular', amount: 2 },
        });
      const exportGrades = () => call(`/disciplines/${disciplineId}/grades/csv`, { token: managerToken });

      // A subscriber on the manager's own channel (jobs report their progress there).
      const s = connect(`${platform.realtimeUrl}/main`, {
        auth: { token: managerToken },
        transports: ['websocket'],
        forceNew: true,
      });
      sockets.push(s);
      await new Promise<void>((ok, fail) => {
        s.once('connect', () => ok());
        s.once('connect_error', fail);
      });
      const channel = channels.user(asManager.user.id).name;
      expect(((await s.timeout(5000).emitWithAck(SUBSCRIBE, { channel })) as SubscribeAck).ok).toBe(true);
      const pushes: { status: string }[] = [];
      s.on('.ai.job.updated', (m: { data: { status: string } }) => pushes.push(m.data));

      // Redis crashes.
      await stopProcess(redis, 'SIGKILL');
      const eventsBefore = Number((await db.query('SELECT max(id) AS id FROM domain_events')).rows[0].id ?? 0);
      await sleep(300);

      // Reads: 200.
      expect((await call('/disciplines', { token: studentToken })).status).toBe(200);
      expect((await call(`/materials?discipline_id=${disciplineId}`, { token: managerToken })).status).toBe(200);
      // /readyz says which check failed.
      const ready = await call('/readyz');
      expect(ready.status).toBe(503);
      expect((ready.body as { checks: Record<string, string> }).checks).toMatchObject({
        database: 'ok',
        redis: expect.stringMatching(/^error/),
      });
      // Sign-in fails closed, at once.
      const login = await signIn(student);
      expectUnavailable(login, 'SERVICE_UNAVAILABLE', 1000);
      // A rate-limited export: the limit cannot be counted, 503 at once, nothing recorded.
      const exportsBefore = Number((await db.query('SELECT count(*) AS n FROM exports')).rows[0].n);
      expectUnavailable(await exportGrades(), 'SERVICE_UNAVAILABLE', 1000);
      expect(Number((await db.query('SELECT count(*) AS n FROM exports')).rows[0].n)).toBe(exportsBefore);
      // An enqueue with no limit in front: 503 within the enqueue's bound (2 s), its row failed.
      const gen = await generate();
      expectUnavailable(gen, 'SERVICE_UNAVAILABLE', 4000);
      const aiJob = (await db.query<{ status: string }>('SELECT status FROM ai_jobs ORDER BY id DESC LIMIT 1')).rows[0]!;
      expect(aiJob.status).toBe('failed');
      // A write whose domain event is relayed while Redis is down: the study-time ping (an active
      // page's claim; its per-user gate, in Redis, fails open).
      const ping = await call('/ping', { method: 'POST', token: studentToken, body: { active: true, active_seconds: 30 } });
      expect([200, 201]).toContain(ping.status);
      const downFigures = { signIn: login.ms, generate: gen.ms };
      await sleep(1500);

      // Redis is back, same port and folder.
      redis = await startRedis(redisPort, dir);
      const backAt = performance.now();
      await waitFor('sign-in answers 200 again', async () => (await signIn(student)).status === 200, 20_000, 200);
      const signInMs = performance.now() - backAt;
      await waitFor('/readyz answers 200 again', async () => (await call('/readyz')).status === 200, 20_000, 200);
      // The export is recorded, queued and written by the worker.
      const exp = await exportGrades();
      expect(exp.status).toBe(202);
      const exportId = (exp.body as { data: { id: number } }).data.id;
      await waitFor(
        'the export written',
        async () => (await db.query('SELECT status FROM exports WHERE id = $1', [exportId])).rows[0]?.status === 'ready',
        30_000,
        250,
      );
      // A job's progress reaches its subscriber live: queue, worker, emitter and realtime all back.
      const gen2 = await generate();
      expect(gen2.status).toBe(202);
      await waitFor('a live push of the job', () => pushes.some((p) => p.status === 'done'), 30_000, 100);
      const recoveredMs = performance.now() - backAt;
      // Every domain event written since the crash has been relayed.
      await waitFor(
        'the events written meanwhile relayed',
        async () =>
          Number(
            (await db.query(`SELECT count(*) AS n FROM domain_events WHERE id > $1 AND status <> 'delivered'`, [eventsBefore]))
              .rows[0].n,
          ) === 0,
        20_000,
        250,
      );
      const relayed = Number((await db.query('SELECT count(*) AS n FROM domain_events WHERE id > $1', [eventsBefore])).rows[0].n);
      expect(relayed).toBeGreaterThan(0);

      const unhandled = log.errors().filter((l) => l.msg === 'unhandled error');
      if (unhandled.length) console.warn('[fault] unhandled errors in the log:', JSON.stringify(unhandled).slice(0, 4000));
      expect(unhandled).toEqual([]);
      console.log(
        `[fault] Redis down: reads 200; sign-in 503 in ${Math.round(downFigures.signIn)} ms, an enqueue 503 in ${Math.round(downFigures.generate)} ms; ` +
          `back: sign-in 200 ${Math.round(signInMs)} ms after Redis, an export written and a job's live push ${Math.round(recoveredMs)} ms after; ` +
          `${relayed} domain events written meanwhile, all relayed`,
      );
    } finally {
      await db.end();
    }
  },
  150_000,
);
