import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import request from 'supertest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '@trilha/jobs';
import { JOBS } from '@trilha/shared/jobs';
import { need, requireRedis } from '../support/requirements.ts';
import { answers, spawnNode, stopNode, waitFor, type TopologyNode } from '../support/topology.ts';

// The production build (docs/deployment.md) as the image runs it: `pnpm build:prod`, then each
// compiled entry point under plain `node`, from a folder holding only production dependencies,
// against this machine's PostgreSQL and Redis.
const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const adminUrl = process.env.TEST_DATABASE_URL ?? null;
const redisUrl = await requireRedis();
const ready = need(adminUrl !== null, 'PostgreSQL', 'TEST_DATABASE_URL is not set') && redisUrl !== null;

const out = mkdtempSync(join(tmpdir(), 'trilha-prod-'));
const dbName = `trilha_prod_${randomBytes(4).toString('hex')}`;
const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : '';
// Queues and realtime channels of this test only: other test files share the Redis.
const queuePrefix = `trilha-prod-${randomBytes(4).toString('hex')}`;
const nodes: TopologyNode[] = [];
const inbox: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
let queue: JobQueue | undefined;

const freePort = () =>
  new Promise<number>((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => res(port));
    });
  });

const env = (extra: Record<string, string>) => ({
  PATH: process.env.PATH!,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl!,
  LOG_LEVEL: 'info',
  ...extra,
});

/** Starts `node server/<entry>.js` in the built folder (topology.ts's launcher); resolves once `isReady()` holds. */
async function start(
  entry: 'api' | 'realtime' | 'worker' | 'web',
  extra: Record<string, string>,
  isReady: (log: string) => Promise<boolean> | boolean,
) {
  const node = spawnNode({
    name: entry,
    kind: entry,
    url: null,
    cmd: 'node',
    args: [`server/${entry}.js`],
    env: env(extra),
    cwd: out,
  });
  nodes.push(node);
  await waitFor(node, () => isReady(node.log()), 60_000);
  return node;
}

let api = '';
let realtime = '';
let web = '';

beforeAll(async () => {
  if (!ready) return;
  // The Prisma client is already generated (pnpm install); regenerating it here would rewrite
  // files that test files running alongside are importing.
  const skipWeb = existsSync(join(ROOT, 'apps/web/dist/index.html')) ? ['--skip-web'] : [];
  await run('pnpm', ['-s', 'build:prod', '--out', out, '--skip-generate', ...skipWeb], { cwd: ROOT, maxBuffer: 64 << 20 });

  const admin = new pg.Client({ connectionString: adminUrl! });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  await run('node', ['server/migrate.js', 'deploy'], { cwd: out, env: env({}) });
  await run('node', ['server/seed.js'], { cwd: out, env: env({}) });

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((m) => (inbox.push(m), callback()), callback);
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  const [apiPort, realtimePort, webPort] = await Promise.all([freePort(), freePort(), freePort()]);
  api = `http://127.0.0.1:${apiPort}`;
  realtime = `http://127.0.0.1:${realtimePort}`;
  web = `http://127.0.0.1:${webPort}`;
  await Promise.all([
    start('api', { API_PORT: String(apiPort), API_HOST: '127.0.0.1' }, answers(`${api}/readyz`)),
    start(
      'realtime',
      { REALTIME_PORT: String(realtimePort), REALTIME_HOST: '127.0.0.1', REALTIME_REDIS_KEY: queuePrefix },
      answers(`${realtime}/healthz`),
    ),
    start(
      'worker',
      { QUEUE_PREFIX: queuePrefix, REALTIME_REDIS_KEY: queuePrefix, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort) },
      (log) => log.includes('worker: started'),
    ),
    start('web', { WEB_PORT: String(webPort) }, answers(`${web}/healthz`)),
  ]);
}, 600_000);

afterAll(async () => {
  await queue?.close();
  await Promise.all(nodes.map((n) => stopNode(n)));
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
  rmSync(out, { recursive: true, force: true });
}, 60_000);

describe.runIf(ready)('production build', () => {
  it('holds compiled JavaScript and production dependencies only', () => {
    const server = readdirSync(join(out, 'server'));
    for (const entry of ['api', 'realtime', 'worker', 'migrate', 'seed', 'backup', 'web'])
      expect(server).toContain(`${entry}.js`);
    expect(server.filter((f) => f.endsWith('.ts'))).toEqual([]);
    // Prisma's query compiler as a binary file beside the bundles, not a base64 string in a chunk
    // that every process would keep in its heap (prismaWasmFromFile in scripts/build-prod.ts).
    expect(server).toContain('query_compiler_fast_bg.postgresql.wasm');
    expect(server.filter((f) => f.includes('wasm-base64'))).toEqual([]);
    const installed = (name: string) => existsSync(join(out, 'node_modules', name, 'package.json'));
    // Dev tooling, the Prisma CLI (an optional peer the lockfile resolves) and the workspace's
    // TypeScript packages (bundled) are not there.
    for (const dev of ['typescript', 'tsx', 'esbuild', 'vite', 'vitest', 'eslint', 'prisma', '@prisma/studio-core', '@trilha/db'])
      expect(installed(dev), dev).toBe(false);
    // Bundled: only PostgreSQL's query compiler, not the 71 MB package with every database's.
    expect(installed('@prisma/client')).toBe(false);
    for (const runtime of ['fastify', 'bullmq', 'socket.io', '@node-rs/argon2', '@prisma/schema-engine-wasm', 'pg'])
      expect(installed(runtime), runtime).toBe(true);
  });

  it("backup: the image's `node server/backup.js backup <folder>` writes a backup with its manifest", async () => {
    const folder = join(out, 'backup-check');
    const { stdout } = await run('node', ['server/backup.js', 'backup', folder], {
      cwd: out,
      env: env({ STORAGE_DIR: join(out, 'no-storage') }),
    });
    expect(stdout).toMatch(/^Backed up to .*: \d+ tables, \d+ rows/);
    expect(existsSync(join(folder, 'manifest.json'))).toBe(true);
  });

  it('api: ready against PostgreSQL and Redis, signs in a seeded user', async () => {
    const readyz = await fetch(`${api}/readyz`);
    expect(await readyz.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    // fetch() does not send a Host header of its own: Node does not resolve *.localhost.
    const login = await request(api)
      .post('/auth/login')
      .set('Host', 'demo.localhost')
      .send({ email: 'student@demo.trilha.dev', password: 'Trilha@2026' })
      .expect(200);
    expect(login.body.user.type).toBe('student');
  });

  it('realtime: /healthz and the socket.io handshake', async () => {
    expect(await (await fetch(`${realtime}/healthz`)).json()).toEqual({ status: 'ok' });
    const handshake = await fetch(`${realtime}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(await handshake.text()).toMatch(/^0\{"sid":/);
  });

  it('worker: sends the e-mail of a queued job', async () => {
    queue = createJobQueue({ redisUrl: redisUrl!, prefix: queuePrefix });
    const to = `prod.${randomBytes(3).toString('hex')}@example.com`;
    await queue.enqueue(JOBS.mailPasswordReset, {
      to,
      name: 'Ana',
      resetUrl: `http://demo.localhost:8080/reset-password?token=x&email=${to}`,
    });
    const deadline = Date.now() + 20_000;
    while (!inbox.some((m) => m.to && JSON.stringify(m.to).includes(to)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(inbox.find((m) => JSON.stringify(m.to).includes(to))?.text).toContain('reset-password?token=x');
  });

  it('web: serves the client', async () => {
    const page = await fetch(`${web}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // The compiled server carries the security headers (the policy itself: web-server-headers.test.ts).
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
