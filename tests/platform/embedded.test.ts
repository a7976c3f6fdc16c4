import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@trilha/db/seed';
import { channels, SUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import { startPlatform, type Platform } from '../../scripts/platform.ts';

// The README's default path on a machine with only Node: the embedded PostgreSQL server, in-process
// jobs and realtime, all in one process, migrated and seeded at start. Run whatever services the
// suite itself uses: this is what a newcomer's `pnpm start` runs.
let platform: Platform;
const dataDir = mkdtempSync(join(tmpdir(), 'trilha-embedded-'));
// mkdtemp makes it 700: the server's system user (when the tests run as root) must enter it.
chmodSync(dataDir, 0o755);
const start = () =>
  startPlatform({
    dataDir,
    storageDir: join(dataDir, 'storage'),
    seed: true,
    web: false,
    apiPort: 0,
    realtimePort: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
  });

beforeAll(async () => {
  platform = await start();
}, 180_000);
afterAll(async () => {
  await platform?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// Node does not resolve *.localhost: name the tenant through the Host header.
const HOST = 'demo.localhost';
const PASSWORD = DEMO_USERS[0]!.password;

async function signIn(email: string): Promise<{ token: string; id: number }> {
  const res = await request(platform.apiUrl)
    .post('/auth/login')
    .set('Host', HOST)
    .send({ email, password: PASSWORD })
    .expect(200);
  return { token: res.body.token as string, id: res.body.user.id as number };
}

/** One GET over a shared keep-alive agent: the status, or the network error's message. */
function get(agent: Agent, path: string, token: string): Promise<number | string> {
  const url = new URL(path, platform.apiUrl);
  return new Promise((done) => {
    const req = httpRequest(url, { agent, headers: { Host: HOST, Authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', (e) => done(e.message));
    req.end();
  });
}

/** A socket handshake with the user's token, then a subscription to the user's own channel. */
async function handshakeAndSubscribe(token: string, userId: number): Promise<string> {
  const socket: Socket = io(`${platform.realtimeUrl}/main`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  try {
    await new Promise<void>((ok, fail) => {
      socket.once('connect', () => ok());
      socket.once('connect_error', fail);
    });
    const ack = (await socket.timeout(10_000).emitWithAck(SUBSCRIBE, { channel: channels.user(userId).name })) as SubscribeAck;
    return ack.ok ? 'ok' : `refused: ${JSON.stringify(ack)}`;
  } catch (e) {
    return `error: ${(e as Error).message}`;
  } finally {
    socket.close();
  }
}

describe('embedded platform', () => {
  it('runs a real PostgreSQL server under DATA_DIR, not PGlite', () => {
    expect(platform.database.kind).toBe('embedded');
    if (platform.database.kind !== 'embedded') return;
    expect(platform.database.version).toMatch(/^PostgreSQL 16\./);
    expect(platform.database.pgdata).toBe(resolve(dataDir, 'postgres', 'data'));
    expect(existsSync(join(platform.database.pgdata, 'PG_VERSION'))).toBe(true);
  });

  it('starts, signs in a seeded user and lists their disciplines', async () => {
    expect(platform.redisUrl).toBeNull();
    await request(platform.apiUrl).get('/settings').set('Host', HOST).expect(200);
    const { token } = await signIn('student@demo.trilha.dev');
    const list = await request(platform.apiUrl).get('/disciplines').set('Host', HOST).auth(token, { type: 'bearer' }).expect(200);
    expect(list.body.meta.total).toBeGreaterThan(0);
    expect(list.body.data).toHaveLength(Math.min(list.body.meta.total, 30));
  });

  it('serves 200 concurrent authenticated reads over 20 connections and 50 socket handshakes with no error', async () => {
    // Every demo role at once, as several browsers would: their reads share the API's pools, the
    // handshakes the realtime's (the defect of the old PGlite embedding: one connection bound the
    // other's statement, and valid tokens came back 401).
    const users = await Promise.all(DEMO_USERS.map((u) => signIn(u.email)));
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const paths = ['/disciplines', '/disciplines?per_page=5&page=2', '/materials', '/settings'];
    try {
      const [reads, sockets] = await Promise.all([
        Promise.all(Array.from({ length: 200 }, (_, i) => get(agent, paths[i % paths.length]!, users[i % users.length]!.token))),
        Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            handshakeAndSubscribe(users[i % users.length]!.token, users[i % users.length]!.id),
          ),
        ),
      ]);
      // A role may not list materials without a discipline (422/403): what matters is that no valid
      // token is refused (401) and nothing fails (5xx, a dropped connection).
      const failures = reads.filter((s) => typeof s === 'string' || s === 401 || s >= 500);
      expect(failures).toEqual([]);
      expect(sockets.filter((s) => s !== 'ok')).toEqual([]);
    } finally {
      agent.destroy();
    }
  }, 120_000);

  it('keeps its data across a restart', async () => {
    const before = await signIn('teacher@demo.trilha.dev');
    await platform.stop();
    platform = await start();
    // The token issued before the restart is still valid: the sessions table survived.
    await request(platform.apiUrl).get('/disciplines').set('Host', HOST).auth(before.token, { type: 'bearer' }).expect(200);
  }, 120_000);
});

describe('embedded server after a kill -9', () => {
  it('a platform killed with SIGKILL does not block the next start (orphan server and lock cleared)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trilha-killed-'));
    chmodSync(dir, 0o755);
    try {
      // A process that starts the server and is then killed without any chance to stop it.
      const script = `import { startEmbeddedPostgres } from '@trilha/db/embedded';
        const s = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(join(dir, 'pg'))} });
        console.log('ready ' + s.port);
        setInterval(() => {}, 1000);`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: resolve(import.meta.dirname, '..', '..', 'prisma'),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((ok, fail) => {
        child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && ok());
        child.once('exit', (code) => fail(new Error(`exited with ${code}`)));
      });
      const orphan = Number(readFileSync(join(dir, 'pg', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      expect(() => process.kill(orphan, 0)).not.toThrow(); // the server outlived its platform

      const { startEmbeddedPostgres } = await import('@trilha/db/embedded');
      const again = await startEmbeddedPostgres({ dataDir: join(dir, 'pg') });
      try {
        expect(again.version).toMatch(/^PostgreSQL/);
        expect(() => process.kill(orphan, 0)).toThrow(); // the orphan was shut down first
      } finally {
        await again.stop();
      }
      expect(existsSync(join(dir, 'pg', 'data', 'postmaster.pid'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
