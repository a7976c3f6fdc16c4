import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApi, createApiRedis, loadConfig } from '@trilha/api';
import { createStorageFromEnv, parseStorageEnv } from '@trilha/storage';
import { createPrismaClient, createTenantDb, databaseTimeoutsFromEnv, migrateDatabase, POOL_SIZES } from '@trilha/db';
import { setAppRolePassword } from '@trilha/db/migrate/app-role';
import { APP_ROLE } from '@trilha/db/tenancy/rules';
import { createJobQueue } from '@trilha/jobs';
import { createEmitter } from '@trilha/realtime-emitter';
import { createRealtimeServer } from '@trilha/realtime';
import { createWorker } from '@trilha/worker';
import { aiConfigFromEnv } from '@trilha/worker/jobs/ai/config';
import { startAiStub, type AiStub } from '@trilha/worker/ai-stub';
import { createWebServer, webSecurityFromEnv } from './web-server.ts';
import { startMailSink } from './mail-sink.ts';

/** The same server URL pointing at another database. */
const withDatabase = (url: string, database: string): string =>
  Object.assign(new URL(url), { pathname: `/${database}` }).toString();
const withLogin = (url: string, user: string, password: string): string =>
  Object.assign(new URL(url), { username: user, password: encodeURIComponent(password) }).toString();

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type PlatformOptions = {
  apiPort?: number;
  realtimePort?: number;
  webPort?: number;
  host?: string;
  /** PostgreSQL URL; without it the embedded PostgreSQL server runs with its cluster under dataDir/postgres. */
  databaseUrl?: string;
  /** Redis URL; without it jobs run in-process and realtime runs as a single node. */
  redisUrl?: string;
  dataDir?: string;
  /** Uploads (STORAGE_DIR); tests give a temporary directory. Default: STORAGE_DIR, else .data/storage. */
  storageDir?: string;
  seed?: boolean;
  /** Serve apps/web/dist (needs a build); off for API-only runs. */
  web?: boolean;
  logLevel?: string;
  /** Where the log lines (JSON, one a line) go: stdout by default; the fault tests keep them to read. */
  logStream?: pino.DestinationStream;
  smtp?: { host: string; port: number; user?: string; pass?: string; secure?: boolean; from?: string };
};

export type Platform = {
  apiUrl: string;
  realtimeUrl: string;
  webUrl: (tenant: string) => string;
  databaseUrl: string;
  /** The embedded server (its cluster folder, port and version), or a server of DATABASE_URL. */
  database: { kind: 'server' } | { kind: 'embedded'; pgdata: string; port: number; version: string };
  redisUrl: string | null;
  mailDir: string | null;
  /** The bundled OpenAI-compatible stub the AI features use when no OPENAI_BASE_URL is set (docs/ai.md), else null. */
  aiStub: AiStub | null;
  stop: () => Promise<void>;
};

/**
 * The whole platform in one process: API, realtime, worker and web, over PostgreSQL+Redis when
 * their URLs are given, or the embedded PostgreSQL server (a child process) + in-process jobs
 * otherwise. Compose runs the same
 * factories as separate processes (apps/{api,realtime,worker}/src/main.ts).
 */
export async function startPlatform(o: PlatformOptions = {}): Promise<Platform> {
  const log = o.logStream
    ? pino({ level: o.logLevel ?? 'info', base: undefined }, o.logStream)
    : pino({ level: o.logLevel ?? 'info', base: undefined });
  const dataDir = resolve(o.dataDir ?? join(ROOT, '.data'));
  const host = o.host ?? '0.0.0.0';
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((e: unknown) => log.error({ err: e }, 'stop failed'));
  };

  try {
    let databaseUrl = o.databaseUrl;
    let appUrl = o.databaseUrl ? process.env.DATABASE_APP_URL || undefined : undefined;
    let database: Platform['database'] = { kind: 'server' };
    if (!databaseUrl) {
      const { startEmbeddedPostgres } = await import('@trilha/db/embedded');
      const server = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres') });
      stops.push(() => server.stop());
      // A database of its own, as compose has (`trilha`), not the server's maintenance one.
      databaseUrl = withDatabase(server.url, 'trilha');
      database = { kind: 'embedded', pgdata: server.pgdata, port: server.port, version: server.version };
      log.info({ pgdata: server.pgdata, port: server.port }, 'embedded PostgreSQL started');
    }
    const applied = await migrateDatabase(databaseUrl);
    log.info({ applied: applied.applied }, 'migrations applied');
    if (database.kind === 'embedded') {
      // As compose does: the tenant clients log in as the row-level-security role with a password
      // (a new random one at each start: nothing to store, nobody else needs it).
      const password = randomBytes(18).toString('base64url');
      await setAppRolePassword(databaseUrl, password);
      appUrl = withLogin(databaseUrl, APP_ROLE, password);
    }

    // One client per app, with the pool sizes and database time-outs (DATABASE_CONNECT_TIMEOUT_MS,
    // DATABASE_QUERY_TIMEOUT_MS) each app has as its own process in production.
    const timeouts = {
      api: databaseTimeoutsFromEnv('api'),
      realtime: databaseTimeoutsFromEnv('realtime'),
      worker: databaseTimeoutsFromEnv('worker'),
    };
    const db = createPrismaClient(databaseUrl, { max: POOL_SIZES.api, timeouts: timeouts.api });
    stops.push(() => db.$disconnect());
    // Tenant queries run as the app role under row-level security.
    const tenantDb = createTenantDb({ url: databaseUrl, appUrl, max: POOL_SIZES.apiTenant, timeouts: timeouts.api });
    stops.push(() => tenantDb.$disconnect());
    const realtimeDb = createPrismaClient(databaseUrl, { max: POOL_SIZES.realtime, timeouts: timeouts.realtime });
    stops.push(() => realtimeDb.$disconnect());
    const realtimeTenantDb = createTenantDb({
      url: databaseUrl,
      appUrl,
      max: POOL_SIZES.realtimeTenant,
      timeouts: timeouts.realtime,
    });
    stops.push(() => realtimeTenantDb.$disconnect());
    const workerTenantDb = createTenantDb({ url: databaseUrl, appUrl, max: POOL_SIZES.workerTenant, timeouts: timeouts.worker });
    stops.push(() => workerTenantDb.$disconnect());
    // Local disk (STORAGE_DIR) or the S3 bucket of STORAGE_DRIVER=s3: the seed, the API and the
    // worker all use the one the environment names.
    const storageDir = o.storageDir ?? process.env.STORAGE_DIR ?? join(ROOT, '.data', 'storage');
    const storageEnv = parseStorageEnv({ ...process.env, STORAGE_DIR: storageDir });
    if (o.seed) {
      const { seedDemo } = await import('@trilha/db/seed');
      await seedDemo(db, {
        storage: createStorageFromEnv(storageEnv, { publicUrlTemplate: 'http://{tenant}.localhost/storage' }),
      });
    }

    const redisUrl = o.redisUrl;
    const redis = redisUrl ? createApiRedis(redisUrl) : undefined;
    if (redis) stops.push(async () => redis.disconnect());

    let smtp = o.smtp;
    let mailDir: string | null = null;
    if (!smtp) {
      mailDir = join(dataDir, 'mail');
      const sink = await startMailSink(mailDir, (line) => log.info(line));
      stops.push(() => sink.close());
      smtp = { host: '127.0.0.1', port: sink.port };
    }

    const emitter = createEmitter({ redisUrl });
    stops.push(() => emitter.close());
    const realtime = createRealtimeServer({
      db: realtimeDb,
      tenantDb: realtimeTenantDb,
      redisUrl,
      logger: log.child({ app: 'realtime' }),
    });
    const realtimePort = await realtime.listen(o.realtimePort ?? 6001, host);
    stops.push(() => realtime.close());

    const jobs = createJobQueue({ redisUrl });
    stops.push(() => jobs.close());

    // AI (docs/ai.md): the platform's endpoint, else the bundled stub, so the features work
    // offline; and a secret for the companies' sealed keys kept in the data folder, so keys stored
    // in an embedded run still open after a restart (production sets AI_KEYS_SECRET).
    const ai = aiConfigFromEnv();
    let aiStub: AiStub | null = null;
    if (!ai.baseUrl) {
      aiStub = await startAiStub({ latencyMs: Number(process.env.AI_STUB_LATENCY_MS ?? 800) });
      stops.push(() => aiStub!.close());
      ai.baseUrl = aiStub.url;
      ai.model ??= 'trilha-stub';
      log.info({ url: aiStub.url }, 'AI: no OPENAI_BASE_URL, using the bundled stub (deterministic answers)');
    }
    ai.keysSecret ??= aiKeysSecret(dataDir);

    const webPort = o.webPort ?? 8080;
    const config = loadConfig({
      ...process.env,
      AI_KEYS_SECRET: ai.keysSecret,
      WEB_URL_TEMPLATE: process.env.WEB_URL_TEMPLATE ?? `http://{tenant}.localhost:${webPort}`,
      LOG_LEVEL: o.logLevel ?? process.env.LOG_LEVEL ?? 'info',
      // The port this API really listens on, so stored files' URLs (STORAGE_PUBLIC_URL's default) point here.
      ...(o.apiPort ? { API_PORT: String(o.apiPort) } : {}),
      STORAGE_DIR: storageDir,
    });
    const storage = createStorageFromEnv(config, { publicUrlTemplate: config.STORAGE_PUBLIC_URL });
    const api = await buildApi({
      config,
      db,
      tenantDb,
      jobs,
      events: emitter,
      redis,
      storage,
      logger: log.child({ app: 'api' }),
    });
    await api.listen({ port: o.apiPort ?? 3333, host });
    stops.push(() => api.close());
    const apiPort = (api.server.address() as { port: number }).port;

    // After the API listens: the digest's unsubscribe links point at its real port. Jobs enqueued
    // before wait in the queue.
    const worker = createWorker({
      tenantDb: workerTenantDb,
      // The API's storage: the worker writes files (exports, reports) the API serves.
      storage,
      redisUrl,
      emitter,
      smtp: { ...smtp, from: smtp.from ?? 'Trilha <no-reply@trilha.local>' },
      links: {
        webUrlTemplate: config.WEB_URL_TEMPLATE,
        apiUrlTemplate: process.env.API_URL_TEMPLATE ?? `http://{tenant}.localhost:${apiPort}`,
      },
      logger: log.child({ app: 'worker' }),
      ai,
    });
    stops.push(() => worker.close());

    let boundWebPort = webPort;
    if (o.web !== false) {
      const web = await createWebServer({
        runtime: {
          apiUrl: `http://{host}:${apiPort}`,
          realtimeUrl: `http://{host}:${realtimePort}`,
          accessAsExitUrl: process.env.ACCESS_AS_EXIT_URL || undefined,
        },
        // The API's own STORAGE_PUBLIC_URL / SCORM_CONTENT_URL are in the same environment: their
        // origins join the policy with the operator's CSP_* additions.
        security: webSecurityFromEnv(),
      });
      await web.listen({ port: webPort, host });
      stops.push(() => web.close());
      boundWebPort = (web.server.address() as { port: number }).port;
    }

    return {
      apiUrl: `http://127.0.0.1:${apiPort}`,
      realtimeUrl: `http://127.0.0.1:${realtimePort}`,
      webUrl: (tenant) => `http://${tenant}.localhost:${boundWebPort}`,
      databaseUrl,
      database,
      redisUrl: redisUrl ?? null,
      mailDir,
      aiStub,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The embedded platform's AI_KEYS_SECRET: drawn once and kept (0600) in the data folder. */
function aiKeysSecret(dataDir: string): string {
  const file = join(dataDir, 'ai-keys-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
