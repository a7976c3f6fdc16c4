import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appRoleUrl } from '@trilha/db';
import { createJobQueue } from '@trilha/jobs';
import { createEmitter } from '@trilha/realtime-emitter';
import { channels, SUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import { seedQuiz } from '../../../bench/quiz-seed.ts';
import { withDatabase } from '../../support/db-names.ts';
import { resolveServices } from '../../support/services.ts';
import { need } from '../../support/requirements.ts';
import { freePort, hasRedisServer, sleep, startRedis, stopProcess, waitFor } from '../../support/faults.ts';

// Fault: Redis restarted (docs/operations.md "Faults"). A redis-server of the test's own with an
// append-only file, as docker-compose.yml runs production's, killed (SIGKILL: a crash, not a clean
// shutdown) and started again on the same port and folder:
// - jobs queued and delayed before the crash are still there, and a worker started afterwards
//   runs them (two grades CSV exports: one due at once, one delayed);
// - two realtime nodes (bench/live-node.ts, processes of their own on the Redis adapter) reconnect
//   by themselves, and their subscribers get events published after the restart.
const ROOT = resolve(import.meta.dirname, '../../..');
const PREFIX = `fault-redis-${process.pid}`;
const KEY = `fault-redis-io-${process.pid}`;
const dbName = `trilha_fault_redis_${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), 'trilha-fault-redis-'));
let redis: ChildProcess;
let redisPort: number;
let redisUrl: string;
let dbUrl: string;
let stopServices: () => Promise<void>;
const children: ChildProcess[] = [];
const sockets: Socket[] = [];

const runs = need(hasRedisServer(), 'redis-server', 'this fault test starts a Redis of its own');

beforeAll(async () => {
  if (!runs) return;
  const s = await resolveServices();
  stopServices = s.stop;
  dbUrl = withDatabase(s.services.postgresAdminUrl, dbName);
  redisPort = await freePort();
  redis = await startRedis(redisPort, dir);
  redisUrl = `redis://127.0.0.1:${redisPort}`;
}, 60_000);

afterAll(async () => {
  if (!runs) return;
  for (const s of sockets) s.close();
  await Promise.all(children.map((c) => stopProcess(c, 'SIGKILL')));
  if (redis) await stopProcess(redis, 'SIGKILL');
  const admin = new pg.Client({ connectionString: withDatabase(dbUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await stopServices?.();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({
  ...process.env,
  DATABASE_URL: dbUrl,
  DATABASE_APP_URL: appRoleUrl(dbUrl),
  REDIS_URL: redisUrl,
  REALTIME_REDIS_KEY: KEY,
  QUEUE_PREFIX: PREFIX,
  STORAGE_DIR: join(dir, 'storage'),
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1',
  LOG_LEVEL: 'warn',
});

/** A realtime node as deployed, in its own process (the bench's launcher). */
async function realtimeNode(): Promise<number> {
  const child = fork(join(ROOT, 'bench/live-node.ts'), ['trilha'], {
    execArgv: ['--import', 'tsx'],
    env: env(),
    stdio: 'ignore',
  });
  children.push(child);
  return new Promise((resolvePort, reject) => {
    child.once('message', (m: { port: number }) => resolvePort(m.port));
    child.once('exit', (code) => reject(new Error(`realtime node exited with ${code}`)));
  });
}

async function subscriber(port: number, token: string, channel: string): Promise<{ got: { n: number }[] }> {
  const s = connect(`http://127.0.0.1:${port}/main`, { auth: { token }, transports: ['websocket'], forceNew: true });
  sockets.push(s);
  await new Promise<void>((ok, fail) => {
    s.once('connect', () => ok());
    s.once('connect_error', fail);
  });
  const ack = (await s.timeout(5000).emitWithAck(SUBSCRIBE, { channel })) as SubscribeAck;
  expect(ack.ok).toBe(true);
  const got: { n: number }[] = [];
  s.on('.points.added', (m: { data: { points: number } }) => got.push({ n: m.data.points }));
  return { got };
}

it.skipIf(!runs)(
  'keeps queued and delayed jobs across a Redis crash, and realtime nodes deliver again after it',
  async () => {
    const seed = await seedQuiz(dbUrl, 2);
    const [ana, bia] = seed.users as [{ id: number; token: string }, { id: number; token: string }];
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ company_id: number }>('SELECT company_id FROM disciplines WHERE id = $1', [
        seed.disciplineId,
      ]);
      const companyId = rows[0]!.company_id;

      // Realtime: two nodes, a subscriber on each, an emitter (the API's or a worker's) apart.
      const [portA, portB] = await Promise.all([realtimeNode(), realtimeNode()]);
      const subA = await subscriber(portA, ana.token, channels.user(ana.id).name);
      const subB = await subscriber(portB, bia.token, channels.user(bia.id).name);
      const emitter = createEmitter({ redisUrl, redisKey: KEY });
      let n = 0;
      const publish = () => {
        n++;
        emitter.toUser(ana.id, '.points.added', { points: n, total: n });
        emitter.toUser(bia.id, '.points.added', { points: n, total: n });
      };
      publish();
      await waitFor('events before the restart', () => subA.got.length > 0 && subB.got.length > 0, 10_000);

      // Jobs: two exports, one due now and one delayed by 8 s, queued while no worker runs.
      const exportRow = async () =>
        (
          await c.query<{ id: number }>(
            `INSERT INTO exports (company_id, kind, requested_by_id, filters) VALUES ($1, 'grades-csv', $3, jsonb_build_object('discipline_id', $2::int)) RETURNING id`,
            [companyId, seed.disciplineId, ana.id],
          )
        ).rows[0]!.id;
      const [now, delayed] = [await exportRow(), await exportRow()];
      const jobs = createJobQueue({ redisUrl, prefix: PREFIX });
      await jobs.enqueue('grades.export-csv', { company_id: companyId, export_id: now });
      await jobs.enqueue('grades.export-csv', { company_id: companyId, export_id: delayed }, { delayMs: 8000 });
      await jobs.close();
      const enqueuedAt = Date.now();

      // The crash: past the append-only file's one-second flush, then SIGKILL and a start on the same folder.
      await sleep(1500);
      await stopProcess(redis, 'SIGKILL');
      await sleep(1000);
      const before = { a: subA.got.length, b: subB.got.length };
      publish(); // while Redis is down: lost or delivered late, never a crash
      redis = await startRedis(redisPort, dir);
      const restartedAt = performance.now();

      // Realtime: the nodes' adapters reconnect and resubscribe by themselves; an event published
      // now reaches both subscribers (published again every 200 ms until it does).
      await waitFor(
        'events after the restart',
        () => {
          if (subA.got.length > before.a && subB.got.length > before.b) return true;
          publish();
          return false;
        },
        20_000,
        200,
      );
      const realtimeMs = performance.now() - restartedAt;

      // Jobs: a worker started only now finds both; the delayed one runs after its delay.
      const worker = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
        cwd: ROOT,
        env: env(),
        stdio: 'ignore',
      });
      children.push(worker);
      const status = async (id: number) =>
        (
          await c.query<{ status: string; finished_at: Date | null }>('SELECT status, finished_at FROM exports WHERE id = $1', [
            id,
          ])
        ).rows[0]!;
      await waitFor('the queued export written', async () => (await status(now)).status === 'ready', 60_000, 250);
      await waitFor('the delayed export written', async () => (await status(delayed)).status === 'ready', 60_000, 250);
      expect((await status(delayed)).finished_at!.getTime()).toBeGreaterThanOrEqual(enqueuedAt + 8000);
      await emitter.close();
      console.log(
        `[fault] Redis crashed and restarted: both realtime nodes delivered again ${Math.round(realtimeMs)} ms after it was back; ` +
          `the queued and the delayed export (8 s) both written by a worker started afterwards`,
      );
    } finally {
      await c.end();
    }
  },
  150_000,
);
