// What the realtime test files share: their own migrated database, socket clients, and waits.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, inject } from 'vitest';
import {
  appRoleUrl,
  createPrismaClient,
  createTenantDb,
  issueAccessToken,
  migrateDatabase,
  type Db,
  type TenantDb,
} from '@trilha/db';
import { createRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from '@trilha/realtime';
import type { UserType } from '@trilha/shared';
import { SUBSCRIBE, type LiveChannel, type SubscribeAck } from '@trilha/shared/realtime';
import { freshDatabase } from '../support/db.ts';
import { requireRedis } from '../support/requirements.ts';

// Under the root config the global setup provides the services; run alone (`vitest run -c
// <minimal config>`) they come from the environment or defaults. Without a Redis that answers the
// Redis-adapter suites skip (fail under TRILHA_TEST_STRICT=1) and the rules run embedded.
const provided = inject as unknown as (k: string) => string | null | undefined;
const underHarness = provided('pgAdminUrl') !== undefined;
export const REDIS_URL = await requireRedis();
const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
// Own pub/sub key per file: other test runs on the same Redis use the same user ids.
export const REDIS_KEY = `socket.io-test-${randomBytes(4).toString('hex')}`;

export const hex = () => randomBytes(4).toString('hex');
const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/** A migrated database of our own: the harness's clone of its template, else created here. */
export async function openDatabase(): Promise<{ db: Db; tenantDb: TenantDb; drop: () => Promise<void> }> {
  if (underHarness) return freshDatabase();
  const name = `trilha_rt_${hex()}`;
  const admin = new pg.Client({ connectionString: withDatabase(PG_URL, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(PG_URL, name);
  await migrateDatabase(url);
  const own = createPrismaClient(url, { max: 5 });
  const tenantDb = createTenantDb({ url, appUrl: appRoleUrl(url), max: 5 });
  return {
    db: own,
    tenantDb,
    drop: async () => {
      await tenantDb.$disconnect();
      await own.$disconnect();
      const a = new pg.Client({ connectionString: withDatabase(PG_URL, 'postgres') });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export async function makeUser(db: Db, type: UserType, companyId: number | null) {
  const user = await db.user.create({
    data: {
      name: `Usuário ${hex()}`,
      email: `u${hex()}@example.com`,
      passwordHash: 'x',
      type,
      ...(companyId ? { memberships: { create: { companyId } } } : {}),
    },
  });
  return { id: user.id, token: (await issueAccessToken(db, user.id)).token };
}

const opened: Socket[] = [];
afterAll(() => {
  for (const s of opened) s.close();
});

export function client(port: number, token: string | undefined, nsp = '/main'): Socket {
  const s = connect(`http://127.0.0.1:${port}${nsp}`, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  opened.push(s);
  return s;
}

export function connected(s: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
}

export function connectError(s: Socket): Promise<Error> {
  return new Promise((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected although it should not')));
    s.once('connect_error', resolve);
  });
}

/** Subscribes a declared channel (its name) or any raw name a client might send. */
export const subscribe = (s: Socket, channel: LiveChannel | string) =>
  s
    .timeout(5000)
    .emitWithAck(SUBSCRIBE, { channel: typeof channel === 'string' ? channel : channel.name }) as Promise<SubscribeAck>;

export function nextEvent<T = unknown>(s: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (msg: T) => {
      clearTimeout(t);
      resolve(msg);
    });
  });
}

/** Resolves true if `event` arrives within `ms`, false otherwise. */
export function arrives(s: Socket, event: string, ms = 400): Promise<boolean> {
  return nextEvent(s, event, ms).then(
    () => true,
    () => false,
  );
}

export async function startServer(
  dbs: Pick<RealtimeServerOptions, 'db' | 'tenantDb'>,
  redis: boolean,
  o: Partial<RealtimeServerOptions> = {},
): Promise<{ server: RealtimeServer; port: number }> {
  const server = createRealtimeServer({ ...dbs, redisUrl: redis ? REDIS_URL! : undefined, redisKey: REDIS_KEY, ...o });
  const port = await server.listen(0, '127.0.0.1');
  return { server, port };
}
