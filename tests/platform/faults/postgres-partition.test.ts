import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@trilha/db/embedded';
import { DEMO_USERS } from '@trilha/db/seed';
import type { Platform } from '../../../scripts/platform.ts';
import { startFaultPlatform } from '../../support/fault-platform.ts';
import { withDatabase } from '../../support/db-names.ts';
import { logCollector, request, sleep, startRelay, waitFor, type Answer } from '../../support/faults.ts';

// Fault: PostgreSQL behind a network partition (docs/operations.md "Faults"): the server does not
// refuse, it answers nothing. A TCP relay of the test's own between the platform and its own
// PostgreSQL stops forwarding, both ways, and closes nothing: the pooled connections stay open
// and silent, new ones are accepted and never answered. Required: every request answers 503
// DATABASE_UNAVAILABLE within the configured time-outs (here 2.5 s and 1.5 s, to keep the test
// short; production's defaults are in DATABASE_TIMEOUTS), not the operating system's TCP
// time-out; once the relay forwards again the same process serves reads and writes by itself.
// The connect time-out is above Prisma's transaction maxWait (2 s), as production's is, so a
// transaction that waits for a new connection gives up at its start (P2028), answered 503 too.
const CONNECT_MS = 2500;
const QUERY_MS = 1500;
/** What a request may take beyond the longer time-out: the rest of its work, on a loaded machine. */
const SLACK_MS = 2500;
const student = DEMO_USERS.find((u) => u.type === 'student')!;
const dir = mkdtempSync(join(tmpdir(), 'trilha-fault-partition-'));
chmodSync(dir, 0o755); // the embedded server's system user (as root) keeps its cluster in here
let server: EmbeddedPostgres;
let relay: Awaited<ReturnType<typeof startRelay>>;
let platform: Platform;
const log = logCollector();
const savedEnv = { connect: process.env.DATABASE_CONNECT_TIMEOUT_MS, query: process.env.DATABASE_QUERY_TIMEOUT_MS };

beforeAll(async () => {
  server = await startEmbeddedPostgres({ dataDir: join(dir, 'pg'), durability: 'none', trustLocalLogins: true });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE trilha');
  await admin.end();
  relay = await startRelay({ host: '127.0.0.1', port: server.port });
  const viaRelay = Object.assign(new URL(withDatabase(server.url, 'trilha')), { port: String(relay.port) }).toString();
  // Every pool of the platform (API, realtime, worker) reads these, as their processes do.
  process.env.DATABASE_CONNECT_TIMEOUT_MS = String(CONNECT_MS);
  process.env.DATABASE_QUERY_TIMEOUT_MS = String(QUERY_MS);
  platform = await startFaultPlatform({
    databaseUrl: viaRelay,
    dir,
    logStream: log.stream,
  });
});

afterAll(async () => {
  relay?.heal();
  await platform?.stop();
  await relay?.close();
  await server?.stop();
  for (const [k, v] of [
    ['DATABASE_CONNECT_TIMEOUT_MS', savedEnv.connect],
    ['DATABASE_QUERY_TIMEOUT_MS', savedEnv.query],
  ] as const)
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  rmSync(dir, { recursive: true, force: true });
});

const call = (path: string, o: { method?: string; token?: string; body?: object } = {}) => request(platform.apiUrl, path, o);
const signIn = () => call('/auth/login', { method: 'POST', body: { email: student.email, password: student.password } });

it('answers 503 within its time-outs while PostgreSQL answers nothing, and recovers by itself once it does', async () => {
  const login = await signIn();
  expect(login.status).toBe(200);
  const token = (login.body as { token: string }).token;
  expect((await call('/disciplines', { token })).status).toBe(200);

  // Load: 6 clients in a loop (a list, a write — the study-time ping — and /readyz) until the end.
  const answers: { phase: string; a: Answer }[] = [];
  let phase = 'up';
  let running = true;
  const clients = Array.from({ length: 6 }, async (_, i) => {
    while (running) {
      const started = phase;
      const a: Answer =
        i % 3 === 2
          ? await call('/ping', { method: 'POST', token, body: {} })
          : await call(i % 3 === 0 ? '/readyz' : '/disciplines', { token });
      answers.push({ phase: started === phase ? phase : 'between', a });
      await sleep(20);
    }
  });

  await sleep(500);
  relay.partition();
  phase = 'cut';
  await sleep(5000);
  const cut = await call('/disciplines', { token });
  expect(cut.status).toBe(503);
  expect(cut.body).toEqual({ code: 'DATABASE_UNAVAILABLE', message: expect.any(String), request_id: expect.any(String) });
  relay.heal();
  phase = 'healed';
  const healedAt = performance.now();
  await waitFor('lists answer 200 again', async () => (await call('/disciplines', { token })).status === 200, 20_000, 200);
  await waitFor('/readyz answers 200 again', async () => (await call('/readyz')).status === 200, 20_000, 200);
  const recoveredMs = performance.now() - healedAt;
  expect((await signIn()).status).toBe(200);
  await sleep(500);
  running = false;
  await Promise.all(clients);

  // Whatever the instant: 200/201 or 503, never a 500 or a hang (the client gives up at 20 s).
  const unhandled = log.errors().filter((l) => l.msg === 'unhandled error');
  if (unhandled.length) console.warn('[fault] unhandled errors in the log:', JSON.stringify(unhandled).slice(0, 4000));
  expect(answers.filter((x) => ![200, 201, 503].includes(x.a.status))).toEqual([]);
  expect(unhandled).toEqual([]);
  // (/readyz's 503 is its own shape: { status: 'unavailable', checks }.)
  for (const { a } of answers.filter((x) => x.a.status === 503))
    if (a.body.status === undefined) expect(a.body.code).toBe('DATABASE_UNAVAILABLE');
    else expect(a.body).toMatchObject({ status: 'unavailable', checks: { database: expect.stringMatching(/^error/) } });
  // While cut: every request sent is a 503, none slower than the longer time-out and some slack.
  const during = answers.filter((x) => x.phase === 'cut');
  expect(during.length).toBeGreaterThan(6);
  expect(during.filter((x) => x.a.status !== 503)).toEqual([]);
  const slowest = Math.max(...during.map((x) => x.a.ms));
  expect(slowest).toBeLessThan(Math.max(CONNECT_MS, QUERY_MS) + SLACK_MS);
  console.log(
    `[fault] PostgreSQL partitioned for 5 s (DATABASE_CONNECT_TIMEOUT_MS=${CONNECT_MS}, DATABASE_QUERY_TIMEOUT_MS=${QUERY_MS}): ` +
      `${during.length} requests, all 503 DATABASE_UNAVAILABLE, slowest ${Math.round(slowest)} ms; ` +
      `lists and /readyz 200 again ${Math.round(recoveredMs)} ms after the link was back; ${answers.length} requests in all`,
  );
  const last = answers.filter((x) => x.phase === 'healed').slice(-6);
  expect(last.every((x) => x.a.status === 200 || x.a.status === 201)).toBe(true);
}, 120_000);
