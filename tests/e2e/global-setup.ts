// Starts the whole platform once for the e2e project: a fresh database (the embedded PostgreSQL
// server in a temp dir, as `pnpm start` has it; or with E2E_DATABASE=test a new database on the
// TEST_DATABASE_URL server), seeded with the demo
// tenant, on free ports, serving the built apps/web/dist (built first when missing or E2E_BUILD=1);
// and one Chromium for every test file (browser.ts connects to it). Tests read the URLs with inject().
// E2E_TOPOLOGY=multinode runs the same files against several nodes behind HAProxy instead
// (tests/support/topology.ts, on a fresh database of TEST_DATABASE_URL's server).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createEmitter, type RealtimeEmitter } from '@trilha/realtime-emitter';
import { channels, type LiveChannel } from '@trilha/shared/realtime';
import { startPlatform } from '../../scripts/platform.ts';
import { startTopology } from '../support/topology.ts';
import { WEB_DIST } from '../../scripts/web-server.ts';
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/requirements.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    /** POST { userId, event, data } here to emit a realtime event to users.{userId}. */
    emitUrl: string;
    mailDir: string | null;
    /** The platform's database, for tests that add rows (empty when running against E2E_WEB_URL). */
    databaseUrl: string;
    /** The shared Chromium (playwright's browser server); empty when Chromium is missing. */
    browserWsEndpoint: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `trilha_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
}

/** A tiny HTTP door to the emitter: test files run in other processes than this setup. */
async function startEmitServer(emitter: RealtimeEmitter): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        const { userId, event, data } = JSON.parse(body) as { userId: number; event: string; data: unknown };
        // Only declared events with their declared payload pass, as in the platform itself: the
        // emitter checks them (checkPayloads) and throws, a 400 here, otherwise.
        const anyEvent = emitter as unknown as { emit(c: LiveChannel, e: string, d: unknown): void };
        anyEvent.emit(channels.user(userId), event, data);
        res.writeHead(204).end();
      } catch (e) {
        res.writeHead(400).end(String(e));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emit`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * One Chromium for the run (flags from machine.md): launching costs about a
 * second of CPU per test file otherwise. Each test still gets a context of its own. Closed in the
 * teardown, so its processes end with the run. Missing Chromium: none, and browser.ts's
 * requireChromium skips the tests (or fails them under TRILHA_TEST_STRICT=1).
 */
async function startBrowser(): Promise<BrowserServer | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  // Chromium starts while the platform does: both mostly wait on their child processes.
  const starting = startBrowser();
  const closeBrowser = async () => void (await (await starting)?.close());
  const provideBrowser = async () => project.provide('browserWsEndpoint', (await starting)?.wsEndpoint() ?? '');
  // Against a platform that is already running (e.g. `pnpm dev`): E2E_WEB_URL=http://demo.localhost:8080.
  if (process.env.E2E_WEB_URL) {
    await provideBrowser();
    return external(project, process.env.E2E_WEB_URL, closeBrowser);
  }
  if (!existsSync(join(WEB_DIST, 'index.html')) || process.env.E2E_BUILD === '1') {
    // vitest sets NODE_ENV=test, which would give a development React build.
    execSync('pnpm --filter @trilha/web build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  if (process.env.E2E_TOPOLOGY === 'multinode') return multinode(project, started, cpu, provideBrowser, closeBrowser);
  const dataDir = mkdtempSync(join(tmpdir(), 'trilha-e2e-'));
  // mkdtemp makes it 700; without TEST_DATABASE_URL the embedded server's system user (when run as
  // root) keeps its cluster in here.
  chmodSync(dataDir, 0o755);
  // The embedded server, as `pnpm start` runs it, unless E2E_DATABASE=test asks for a fresh database
  // on the test server (TEST_DATABASE_URL): the browser journeys prove the newcomer's default.
  const onTestServer = process.env.E2E_DATABASE === 'test' && process.env.TEST_DATABASE_URL;
  const db = onTestServer ? await freshDatabase(process.env.TEST_DATABASE_URL!) : null;
  // No Redis by default: jobs and realtime then run in-process, so no other platform sharing the
  // Redis (a dev server, another suite) can take this one's jobs (e.g. the password-reset e-mail).
  const redisUrl = process.env.E2E_REDIS_URL || undefined;
  const webPort = await freePort();
  const platform = await startPlatform({
    databaseUrl: db?.url,
    redisUrl,
    dataDir,
    // Uploads (logos, avatars) stay in the run's temporary folder, removed below, never in .data/storage.
    storageDir: join(dataDir, 'storage'),
    seed: true,
    webPort,
    // A real port, not 0: stored images' URLs (STORAGE_PUBLIC_URL's default) are built from it.
    apiPort: await freePort(),
    realtimePort: 0,
    host: '127.0.0.1',
    logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
  }).catch(async (e: unknown) => {
    await closeBrowser();
    throw e;
  });
  await provideBrowser();

  // Same process as the realtime server: without Redis the emitter's local bus reaches it too.
  const emitter = createEmitter({ redisUrl, checkPayloads: true });
  const emitServer = await startEmitServer(emitter);

  project.provide('webUrl', platform.webUrl('demo'));
  project.provide('apiUrl', platform.apiUrl);
  project.provide('emitUrl', emitServer.url);
  project.provide('mailDir', platform.mailDir);
  project.provide('databaseUrl', platform.databaseUrl);
  // Where the set-up time goes (docs/testing.md): this process's CPU, not the database server's.
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    `e2e platform and Chromium ready in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(set-up process CPU ${((user + system) / 1e6).toFixed(1)} s, database ${platform.database.kind})`,
  );

  return async () => {
    await closeBrowser();
    await emitServer.close();
    await emitter.close();
    await platform.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The journeys through the proxy of several nodes: 2 API, 2 realtime, 2 workers (docs/deployment.md). */
async function multinode(
  project: TestProject,
  started: number,
  cpu: NodeJS.CpuUsage,
  provideBrowser: () => Promise<void>,
  closeBrowser: () => Promise<void>,
) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('E2E_TOPOLOGY=multinode needs TEST_DATABASE_URL (a PostgreSQL server)');
  const topology = await startTopology({ adminUrl, seed: true, logLevel: process.env.E2E_LOG_LEVEL }).catch(
    async (e: unknown) => {
      await closeBrowser();
      throw e;
    },
  );
  await provideBrowser();
  // The topology's own Redis, which both realtime nodes' adapter listens on.
  const emitter = createEmitter({ redisUrl: topology.redisUrl, checkPayloads: true });
  const emitServer = await startEmitServer(emitter);
  project.provide('webUrl', topology.webUrl('demo'));
  project.provide('apiUrl', topology.apiUrl);
  project.provide('emitUrl', emitServer.url);
  project.provide('mailDir', topology.mailDir);
  project.provide('databaseUrl', topology.databaseUrl);
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    `e2e topology (2 API, 2 realtime, 2 workers, HAProxy) and Chromium ready in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s (set-up process CPU ${((user + system) / 1e6).toFixed(1)} s)`,
  );
  return async () => {
    await closeBrowser();
    await emitServer.close();
    await emitter.close();
    await topology.stop();
  };
}

async function external(project: TestProject, webUrl: string, closeBrowser: () => Promise<void>) {
  const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const emitter = createEmitter({ redisUrl, checkPayloads: true });
  const emitServer = await startEmitServer(emitter);
  project.provide('webUrl', webUrl);
  project.provide('apiUrl', process.env.E2E_API_URL ?? '');
  project.provide('emitUrl', emitServer.url);
  project.provide('mailDir', null);
  project.provide('databaseUrl', process.env.E2E_DATABASE_URL ?? '');
  return async () => {
    await closeBrowser();
    await emitServer.close();
    await emitter.close();
  };
}
