// Several nodes on one machine, without Docker: 2 API, 2 realtime and 2 worker processes, the web
// client's server and HAProxy in front (deploy/haproxy.cfg, the file compose's `multinode` profile
// runs), over a fresh seeded database on a PostgreSQL server and a Redis of the topology's own.
// Each node is its app's own entry point (apps/*/src/main.ts, as `pnpm --filter … start` runs it)
// in a process of its own, so a test may kill one (`node.child.kill('SIGKILL')`).
//
// What the nodes share is what a deployment shares: PostgreSQL, Redis, and the stored files. The
// storage here is one temporary folder every API and worker process writes to, standing in for
// object storage: local disk is NOT shared between machines (docs/deployment.md "Several nodes").
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createPrismaClient, migrateDatabase } from '@trilha/db';
import { startMailSink } from '../../scripts/mail-sink.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const HAPROXY_CONFIG = join(ROOT, 'deploy/haproxy.cfg');
/** HAProxy from the system's packages (`apt-get install haproxy`; .ci/run installs it). */
export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? 'redis-server';

export type NodeKind = 'api' | 'realtime' | 'worker' | 'web' | 'proxy' | 'redis';

export type TopologyNode = {
  /** api1, api2, realtime1, realtime2, worker1, worker2, web1, proxy, redis */
  name: string;
  kind: NodeKind;
  /** Its own address (not the proxy's); null for the workers. */
  url: string | null;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  log: () => string;
};

export type Topology = {
  /** The proxy: http://127.0.0.1:<port>. */
  proxyUrl: string;
  /** The web client through the proxy, on a tenant's sub-domain: http://demo.localhost:<port>. */
  webUrl: (tenant: string) => string;
  /** The API through the proxy: <proxyUrl>/api (send the tenant's Host header). */
  apiUrl: string;
  /** SCORM package files' origin (the proxy's second port), {tenant} in place of the sub-domain. */
  contentUrlTemplate: string;
  api: [TopologyNode, TopologyNode];
  realtime: [TopologyNode, TopologyNode];
  worker: [TopologyNode, TopologyNode];
  web: TopologyNode;
  proxy: TopologyNode;
  redis: TopologyNode;
  databaseUrl: string;
  redisUrl: string;
  /** The folder every API and worker node stores files in (the stand-in for object storage). */
  storageDir: string;
  /** Each e-mail the workers sent, as an .eml file (scripts/mail-sink.ts). */
  mailDir: string;
  stop: () => Promise<void>;
};

export type TopologyOptions = {
  /** A PostgreSQL server URL (TEST_DATABASE_URL): a database of the topology's own is created on it. */
  adminUrl: string;
  /** Seed the demo tenant (the e2e journeys need it). */
  seed?: boolean;
  logLevel?: string;
  /** Extra environment for every app node (API, realtime, worker). */
  env?: Record<string, string>;
};

export const freePort = () =>
  new Promise<number>((res, rej) => {
    const s = createServer()
      .once('error', rej)
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => res(port));
      });
  });

const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/** Whether a node's process is gone (or never started: a missing binary). */
const gone = (n: TopologyNode) => n.child.exitCode !== null || n.child.signalCode !== null || n.child.pid === undefined;

/** Resolves once `ready()` holds; throws with the node's log if it exits first or takes over `ms`. */
export async function waitFor(node: TopologyNode, ready: () => Promise<boolean> | boolean, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (gone(node)) throw new Error(`${node.name} exited (${node.child.exitCode ?? node.child.signalCode}):\n${node.log()}`);
    if (Date.now() > deadline) throw new Error(`${node.name} not ready in ${ms / 1000} s:\n${node.log()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** A readiness check: `url` answers 2xx. */
export const answers = (url: string) => () =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/** Starts one process (from the repository's root unless `cwd`), its output kept for `log()`. */
export function spawnNode(o: {
  name: string;
  kind: NodeKind;
  url: string | null;
  cmd: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
}): TopologyNode {
  const child = spawn(o.cmd, o.args, { cwd: o.cwd ?? ROOT, env: o.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const append = (d: Buffer) => {
    text += d.toString();
    // Keep the tail only: a long run's logs must not grow the test process without bound.
    if (text.length > 2_000_000) text = text.slice(-1_000_000);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  // A spawn failure (missing binary) is reported by waitFor (no pid); keep it from throwing.
  child.on('error', (e) => append(Buffer.from(String(e))));
  return { name: o.name, kind: o.kind, url: o.url, child, log: () => text };
}

/** The app's entry point under tsx, as `pnpm --filter @trilha/<app> start` runs it. */
const appNode = (name: string, kind: NodeKind, url: string | null, entry: string, env: NodeJS.ProcessEnv) =>
  spawnNode({ name, kind, url, cmd: process.execPath, args: ['--import', 'tsx', entry], env });

/** SIGTERM, then SIGKILL after `ms`; resolves once the process has exited. */
export async function stopNode(node: TopologyNode, ms = 10_000): Promise<void> {
  const { child } = node;
  if (gone(node)) return;
  await new Promise<void>((res) => {
    const force = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', () => {
      clearTimeout(force);
      res();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the topology; every process it started is stopped again if a step fails. */
export async function startTopology(o: TopologyOptions): Promise<Topology> {
  const dir = mkdtempSync(join(tmpdir(), 'trilha-multinode-'));
  chmodSync(dir, 0o755);
  const storageDir = join(dir, 'storage');
  const nodes: TopologyNode[] = [];
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    // Proxy first (no new traffic), then the apps, then what they stand on.
    const order: NodeKind[] = ['proxy', 'web', 'api', 'realtime', 'worker', 'redis'];
    for (const kind of order) await Promise.all(nodes.filter((n) => n.kind === kind).map((n) => stopNode(n)));
    for (const s of stops.reverse()) await s().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (!existsSync(HAPROXY_PATH)) throw new Error(`HAProxy not found at ${HAPROXY_PATH}: apt-get install -y haproxy`);

    // The database: fresh, migrated, optionally seeded, dropped at stop.
    const dbName = `trilha_mn_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: o.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.end();
    stops.push(async () => {
      const c = new pg.Client({ connectionString: o.adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await c.end();
    });
    const databaseUrl = withDatabase(o.adminUrl, dbName);

    // Redis of its own: queues, the socket.io adapter and rate limits of no other run, and a fault
    // test may restart it without touching the machine's shared one.
    const redisPort = await freePort();
    const redis = spawnNode({
      name: 'redis',
      kind: 'redis',
      url: `redis://127.0.0.1:${redisPort}`,
      cmd: REDIS_SERVER_PATH,
      args: ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      env: process.env,
    });
    nodes.push(redis);
    const redisUrl = redis.url!;
    const pingRedis = async () => {
      const c = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      c.on('error', () => {});
      try {
        await c.connect();
        return (await c.ping()) === 'PONG';
      } catch {
        return false;
      } finally {
        c.disconnect();
      }
    };

    const migrating = migrateDatabase(databaseUrl).then(async () => {
      if (!o.seed) return;
      const { seedDemo } = await import('@trilha/db/seed');
      const db = createPrismaClient(databaseUrl, { max: 4 });
      try {
        await seedDemo(db, { storageDir });
      } finally {
        await db.$disconnect();
      }
    });
    await Promise.all([migrating, waitFor(redis, pingRedis, 20_000)]);

    const sink = await startMailSink(join(dir, 'mail'), () => {});
    stops.push(() => sink.close());

    const [proxyPort, contentPort, api1, api2, rt1, rt2, web1] = await Promise.all(Array.from({ length: 7 }, freePort));
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const webTemplate = `http://{tenant}.localhost:${proxyPort}`;
    const contentUrlTemplate = `http://{tenant}.localhost:${contentPort}`;
    // Secrets every node of a kind must share (each draws its own at start otherwise).
    const secrets = {
      BROADCAST_SECRET: randomBytes(32).toString('hex'),
      BADGE_KEYS_SECRET: randomBytes(32).toString('hex'),
      AI_KEYS_SECRET: randomBytes(32).toString('hex'),
    };
    const base: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: o.logLevel ?? 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      STORAGE_DIR: storageDir,
      STORAGE_PUBLIC_URL: `${webTemplate}/api/storage`,
      WEB_URL_TEMPLATE: webTemplate,
      ...secrets,
      ...o.env,
    };
    const api = ([api1, api2] as const).map((port, i) =>
      appNode(`api${i + 1}`, 'api', `http://127.0.0.1:${port}`, 'apps/api/src/main.ts', {
        ...base,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        // X-Forwarded-For is believed from the proxy (on loopback here) only.
        TRUSTED_PROXIES: 'loopback',
        SCORM_CONTENT_URL: contentUrlTemplate,
        // Public through the proxy, like every node's: the Open Badges issuer and JWKS URLs.
        API_URL_TEMPLATE: `${webTemplate}/api`,
      }),
    ) as [TopologyNode, TopologyNode];
    const realtime = ([rt1, rt2] as const).map((port, i) =>
      appNode(`realtime${i + 1}`, 'realtime', `http://127.0.0.1:${port}`, 'apps/realtime/src/main.ts', {
        ...base,
        REALTIME_PORT: String(port),
        REALTIME_HOST: '127.0.0.1',
      }),
    ) as [TopologyNode, TopologyNode];
    const worker = [1, 2].map((i) =>
      appNode(`worker${i}`, 'worker', null, 'apps/worker/src/main.ts', {
        ...base,
        // `worker: started` is an info line: the readiness check reads it.
        LOG_LEVEL: 'info',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(sink.port),
        API_URL_TEMPLATE: `${webTemplate}/api`,
      }),
    ) as [TopologyNode, TopologyNode];
    const web = appNode('web1', 'web', `http://127.0.0.1:${web1}`, 'scripts/serve-web.ts', {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      WEB_PORT: String(web1),
      WEB_HOST: '127.0.0.1',
      // {host} is the page's host name: the browser reaches everything through the proxy.
      API_URL: `http://{host}:${proxyPort}/api`,
      REALTIME_URL: `http://{host}:${proxyPort}`,
      // The content security policy frames SCORM content and shows stored images from these origins.
      SCORM_CONTENT_URL: contentUrlTemplate,
      STORAGE_PUBLIC_URL: base.STORAGE_PUBLIC_URL,
    });
    nodes.push(...api, ...realtime, ...worker, web);
    await Promise.all([
      ...api.map((n) => waitFor(n, answers(`${n.url}/readyz`))),
      ...realtime.map((n) => waitFor(n, answers(`${n.url}/healthz`))),
      ...worker.map((n) => waitFor(n, () => n.log().includes('worker: started'))),
      waitFor(web, answers(`${web.url}/healthz`)),
    ]);

    const hostPort = (n: TopologyNode) => new URL(n.url!).host;
    const proxy = spawnNode({
      name: 'proxy',
      kind: 'proxy',
      url: proxyUrl,
      cmd: HAPROXY_PATH,
      args: ['-f', HAPROXY_CONFIG, '-db'],
      env: {
        PATH: process.env.PATH,
        TRILHA_PROXY_BIND: `127.0.0.1:${proxyPort}`,
        TRILHA_CONTENT_BIND: `127.0.0.1:${contentPort}`,
        TRILHA_API_1: hostPort(api[0]),
        TRILHA_API_2: hostPort(api[1]),
        TRILHA_REALTIME_1: hostPort(realtime[0]),
        TRILHA_REALTIME_2: hostPort(realtime[1]),
        TRILHA_WEB_1: hostPort(web),
      },
    });
    nodes.push(proxy);
    await waitFor(proxy, answers(`${proxyUrl}/api/readyz`), 20_000);

    return {
      proxyUrl,
      webUrl: (tenant) => webTemplate.replace('{tenant}', tenant),
      apiUrl: `${proxyUrl}/api`,
      contentUrlTemplate,
      api,
      realtime,
      worker,
      web,
      proxy,
      redis,
      databaseUrl,
      redisUrl,
      storageDir,
      mailDir: join(dir, 'mail'),
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
