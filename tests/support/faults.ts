// Shared by the fault tests (tests/platform/faults/): ports, waiting, processes of their own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { connect as connectSocket, createServer, type AddressInfo, type Socket } from 'node:net';

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

/**
 * The platform's log lines (pino JSON), kept to read: startPlatform({ logStream }). `errors()`
 * are the lines at level error or above (the API's "unhandled error" of a 500 among them), so a
 * test can name the error behind an answer instead of guessing from its status.
 */
export function logCollector(): {
  stream: { write(line: string): void };
  lines: Record<string, unknown>[];
  errors(): Record<string, unknown>[];
} {
  const lines: Record<string, unknown>[] = [];
  return {
    stream: {
      write(line: string) {
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          lines.push({ level: 50, msg: line });
        }
      },
    },
    lines,
    errors: () => lines.filter((l) => typeof l.level === 'number' && l.level >= 50),
  };
}

/**
 * A TCP relay to `target` that can be cut the way a network partition cuts: once `partition()` is
 * called it forwards nothing, in either direction, yet closes nothing (the peers see an open
 * connection that never answers, not a refusal or a reset); connections opened meanwhile are
 * accepted and get no answer either. `heal()` forwards again: connections whose bytes were
 * dropped are broken for good (their peers time out and drop them), quiet ones carry on.
 */
export async function startRelay(target: { host: string; port: number }): Promise<{
  port: number;
  partition(): void;
  heal(): void;
  close(): Promise<void>;
}> {
  let cut = false;
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
  };
  const server = createServer((client) => {
    track(client);
    if (cut) {
      client.on('data', () => undefined); // read and dropped: the peer never hears back
      return;
    }
    const upstream = connectSocket(target.port, target.host);
    track(upstream);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    // A side that closes is seen by the other only while the link is up; during a partition the
    // other side stays open, and heal() ends such halves.
    const closed = () => {
      if (cut) return;
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', closed);
    upstream.on('close', closed);
    client.on('data', (d) => void (!cut && !upstream.destroyed && upstream.write(d)));
    upstream.on('data', (d) => void (!cut && !client.destroyed && client.write(d)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    partition: () => void (cut = true),
    heal: () => {
      cut = false;
      for (const pair of pairs)
        if (pair[0].destroyed || pair[1].destroyed) {
          pairs.delete(pair);
          for (const s of pair) s.destroy();
        }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
