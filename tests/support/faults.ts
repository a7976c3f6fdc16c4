// Shared by the fault tests (tests/platform/faults/): ports, waiting, processes of their own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

/** A TCP port free on the loopback now (the OS picks it; a restarted server must reuse it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every `everyMs` until it returns a truthy value; throws after `ms`. */
export async function waitFor<T>(what: string, check: () => Promise<T> | T, ms = 30_000, everyMs = 100): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms${last ? ` (last error: ${String(last)})` : ''}`);
    await sleep(everyMs);
  }
}

/** Whether `redis-server` can be started here (the Redis fault tests run their own). */
export const hasRedisServer = (): boolean => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * A redis-server of the test's own on `port`, appending every write to its AOF in `dir` (as
 * docker-compose.yml configures production's), so a restart keeps the queues. Never the shared
 * Redis: these tests stop it.
 */
export function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--save',
      '',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (/Ready to accept connections/.test(out)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
}

/** Sends `signal` and resolves once the process has exited. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export type Answer = {
  status: number;
  body: { code?: string; message?: string; request_id?: string; [k: string]: unknown };
  ms: number;
};

/**
 * One request with the tenant's Host header (fetch does not let a caller set Host), answered as
 * status + parsed JSON + its time; a connection error or no answer within `timeoutMs` is status -1.
 */
export function request(
  baseUrl: string,
  path: string,
  o: { method?: string; host?: string; token?: string; body?: object; timeoutMs?: number } = {},
): Promise<Answer> {
  const data = o.body ? JSON.stringify(o.body) : undefined;
  const u = new URL(baseUrl);
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: u.hostname,
        port: u.port,
        path,
        method: o.method ?? 'GET',
        agent: false,
        timeout: o.timeoutMs ?? 20_000,
        headers: {
          host: o.host ?? 'demo.localhost',
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => {
          let body: Answer['body'] = {};
          try {
            body = JSON.parse(text) as Answer['body'];
          } catch {
            body = { message: text };
          }
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - t0 });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in time')));
    req.on('error', (err) => resolve({ status: -1, body: { message: String(err) }, ms: performance.now() - t0 }));
    req.end(data);
  });
}
