// The set-up every API test file shares. Call it once at the top of the file; it registers
// beforeAll/afterAll and returns an object whose fields are filled when beforeAll has run (so use
// them inside hooks and tests, not at the file's top level). See docs/architecture.md "Tests".
import request from 'supertest';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db, TenantDb } from '@trilha/db';
import { startTestApi, type RecordedJob } from './api.ts';
import { freshDatabase } from './db.ts';
import { bindFactories, type BoundFactories, type TestTenant, type TestUser } from './factories/index.ts';
import { requireRedis } from './requirements.ts';
import { rowCounts } from './row-counts.ts';

/** Reading a field before beforeAll filled it says so, instead of handing out undefined. */
function filled<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`t.${name} is filled by beforeAll: use it inside hooks and tests`);
  return value;
}

export type DbTest = {
  /** The file's own database, a clone of the migrated template, dropped after the file. */
  readonly db: Db;
  /** The tenant client over the same database (app role, row-level security): what the API's use cases get. */
  readonly tenantDb: TenantDb;
  readonly url: string;
  /** The factories of ./factories bound to `db`: `t.create.user(t.demo, { type: 'tutor' })`. */
  readonly create: BoundFactories;
  /** Row counts of tables, to assert that a refused request wrote nothing. */
  rowCounts(tables: string[]): Promise<Record<string, number>>;
};

type Env = Awaited<ReturnType<typeof freshDatabase>>;

function dbTest(getEnv: () => Env | undefined): DbTest {
  let create: BoundFactories | undefined;
  const env = () => filled(getEnv(), 'db');
  return {
    get db() {
      return env().db;
    },
    get tenantDb() {
      return env().tenantDb;
    },
    get url() {
      return env().url;
    },
    get create() {
      return (create ??= bindFactories(env().db));
    },
    rowCounts: (tables) => rowCounts(env().db, tables),
  };
}

/** A fresh database for the file, for tests below the HTTP layer (e.g. the tenant-scoped client). */
export function setupDbTest(): DbTest {
  let env: Env | undefined;
  beforeAll(async () => {
    env = await freshDatabase();
  });
  afterAll(async () => {
    await env?.drop();
  });
  return dbTest(() => env);
}

type Tenant = { domain: string; name: string; primaryColor?: string };
/** Who a request is from: a user (its token), a bare token, or nobody. */
export type Caller = { token: string } | string | null;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options';
type Requests = Record<Method, (path: string) => request.Test>;

export type ApiTestOptions = {
  /** Run the API on Redis (shared rate limits and login throttle). Without a Redis that answers, the file skips, or fails under TRILHA_TEST_STRICT=1. */
  redis?: boolean;
  /** The two tenants every file gets; override their name or colour where a test reads them. */
  demo?: Partial<Tenant>;
  acme?: Partial<Tenant>;
  /** Settings of the API under test, as its environment would give them (loadConfig). */
  config?: Record<string, string>;
};

export type ApiTest = DbTest & {
  /** supertest on the app; set the Host header yourself (or use `as`). */
  readonly api: ReturnType<typeof request>;
  /** The app's HTTP server (not listening: supertest opens a port per request; `listen` it to reach it by URL). */
  readonly server: import('node:http').Server;
  /** Jobs the API enqueued, in order (clear with `t.jobs.length = 0`). */
  readonly jobs: RecordedJob[];
  /** The Redis the API runs on (`{ redis: true }`), else null. */
  readonly redisUrl: string | null;
  /** Where this file's uploads go: a temporary directory removed after the file. */
  readonly storageDir: string;
  /**
   * Waits until the domain events committed so far are delivered to their after-commit subscribers
   * (live pushes, notifications): what follows a request a moment after its answer.
   */
  delivered(): Promise<void>;
  /** Tenant `demo` (company "Trilha Demo", primary colour #ea580c) and tenant `acme` ("Acme"). */
  readonly demo: TestTenant;
  readonly acme: TestTenant;
  /** A platform admin (no membership) and a manager of demo named "Gerente Demo". */
  readonly admin: TestUser;
  readonly manager: TestUser;
  /** Requests on `tenant`'s host (a tenant, or a raw Host header; default demo), with the caller's bearer token. */
  as(caller: Caller, tenant?: TestTenant | string): Requests;
};

const DEFAULT_DEMO: Tenant = { domain: 'demo', name: 'Trilha Demo', primaryColor: '#ea580c' };
const DEFAULT_ACME: Tenant = { domain: 'acme', name: 'Acme' };
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete', 'options'];

/** A fresh database with demo/acme, an admin and a manager, and the API over it, for one test file. */
export function setupApiTest(o: ApiTestOptions = {}): ApiTest {
  let env: Env | undefined;
  let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
  let world: { demo: TestTenant; acme: TestTenant; admin: TestUser; manager: TestUser } | undefined;
  let skipped = false;
  let redisUrl: string | null = null;

  beforeAll(async () => {
    redisUrl = o.redis ? await requireRedis() : null;
    if (o.redis && !redisUrl) return void (skipped = true);
    env = await freshDatabase();
    api = await startTestApi(env, { redisUrl, env: o.config });
    const make = bindFactories(env.db);
    const demo = await make.tenant({ ...DEFAULT_DEMO, ...o.demo });
    world = {
      demo,
      acme: await make.tenant({ ...DEFAULT_ACME, ...o.acme }),
      admin: await make.user(null, { type: 'admin' }),
      manager: await make.user(demo, { type: 'manager', name: 'Gerente Demo' }),
    };
  });
  beforeEach((ctx) => ctx.skip(skipped, 'Redis is missing'));
  afterAll(async () => {
    await api?.close();
    await env?.drop();
  });

  const app = () => filled(api, 'api');
  const seeded = () => filled(world, 'demo');
  const t: Omit<ApiTest, keyof DbTest> = {
    get api() {
      return request(app().server);
    },
    get server() {
      return app().server;
    },
    get jobs() {
      return app().jobs;
    },
    get redisUrl() {
      return redisUrl;
    },
    get storageDir() {
      return app().storageDir;
    },
    async delivered() {
      await app().app.eventRelay?.drain();
    },
    get demo() {
      return seeded().demo;
    },
    get acme() {
      return seeded().acme;
    },
    get admin() {
      return seeded().admin;
    },
    get manager() {
      return seeded().manager;
    },
    as(caller, tenant) {
      const host = typeof tenant === 'string' ? tenant : (tenant ?? seeded().demo).host;
      const token = typeof caller === 'string' ? caller : caller?.token;
      const server = app().server;
      const call = (m: Method) => (path: string) => {
        const r = request(server)[m](path).set('Host', host);
        return token ? r.auth(token, { type: 'bearer' }) : r;
      };
      return Object.fromEntries(METHODS.map((m) => [m, call(m)])) as Requests;
    },
  };
  // The database half is the same object setupDbTest() returns (getters are copied, not read).
  return Object.defineProperties(t, Object.getOwnPropertyDescriptors(dbTest(() => env))) as ApiTest;
}
