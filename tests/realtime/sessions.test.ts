import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, type Db, type TenantDb } from '@trilha/db';
import type { RealtimeServer } from '@trilha/realtime';
import { createEmitter, type RealtimeEmitter } from '@trilha/realtime-emitter';
import { channels, SUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import { startTestApi } from '../support/api.ts';
import {
  REDIS_KEY,
  REDIS_URL,
  arrives,
  client,
  connected,
  hex,
  makeUser,
  nextEvent,
  openDatabase,
  startServer,
  subscribe,
} from './support.ts';

// Live sessions end with the session (issue 8 §3): revoking a token closes its sockets at once,
// on every realtime node, whatever revoked it. With Redis: two realtime nodes and the API
// publishing through the Redis emitter, as deployed; without it, the embedded single process.
let db: Db;
let tenantDb: TenantDb;
let dropDb: () => Promise<void>;
const tenant = { a: { companyId: 0, domain: '' }, b: { companyId: 0, domain: '' } };

beforeAll(async () => {
  ({ db, tenantDb, drop: dropDb } = await openDatabase());
  for (const key of ['a', 'b'] as const) {
    const company = await db.company.create({ data: { name: `Empresa ${key}` } });
    const domain = `rt${key}${hex()}`;
    await db.consumer.create({ data: { companyId: company.id, name: `Consumidor ${domain}`, domain } });
    tenant[key] = { companyId: company.id, domain };
  }
}, 60_000);
afterAll(async () => {
  await dropDb?.();
});

/** Resolves with the reason once the socket is disconnected, or rejects after `ms`. */
function disconnected(s: Socket, ms = 3000): Promise<string> {
  if (s.disconnected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    s.once('disconnect', (reason) => {
      clearTimeout(t);
      resolve(reason);
    });
  });
}

/** A socket on `port`/`nsp` with `token`, subscribed to its user's channel. */
async function listening(port: number, token: string, userId: number, nsp = '/main'): Promise<Socket> {
  const s = client(port, token, nsp);
  await connected(s);
  expect(await subscribe(s, channels.user(userId))).toEqual({ ok: true, channel: `users.${userId}` });
  return s;
}

const redis = Boolean(REDIS_URL);

describe(`revoking a token closes its live sockets (${redis ? 'two nodes over Redis' : 'embedded'})`, () => {
  let nodes: { server: RealtimeServer; port: number }[];
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let emitter: RealtimeEmitter;
  const host = () => `${tenant.a.domain}.localhost`;
  const as = (token: string) => ({
    post: (path: string) => request(api.server).post(path).set('Host', host()).auth(token, { type: 'bearer' }),
  });

  beforeAll(async () => {
    nodes = redis
      ? await Promise.all([startServer({ db, tenantDb }, true), startServer({ db, tenantDb }, true)])
      : [await startServer({ db, tenantDb }, false)];
    api = await startTestApi(
      { db, tenantDb },
      { redisUrl: REDIS_URL, env: REDIS_URL ? { REDIS_URL, REALTIME_REDIS_KEY: REDIS_KEY } : {} },
    );
    emitter = createEmitter({ redisUrl: REDIS_URL ?? undefined, redisKey: REDIS_KEY });
  });
  afterAll(async () => {
    await emitter?.close();
    await api?.close();
    await Promise.all((nodes ?? []).map((n) => n.server.close()));
  });
  const last = () => nodes[nodes.length - 1]!;

  it('logout closes the socket on every node and namespace at once, and nothing arrives after it', async () => {
    const ana = await makeUser(db, 'student', tenant.a.companyId);
    const bia = await makeUser(db, 'student', tenant.a.companyId);
    const onMain = await listening(nodes[0]!.port, ana.token, ana.id);
    const onQuiz = await listening(last().port, ana.token, ana.id, '/quiz');
    const other = await listening(nodes[0]!.port, bia.token, bia.id);

    const closing = Promise.all([disconnected(onMain), disconnected(onQuiz)]);
    await as(ana.token).post('/auth/logout').expect(200);
    expect(await closing).toEqual(['io server disconnect', 'io server disconnect']);

    const late = arrives(onMain, '.points.added');
    const control = nextEvent(other, '.points.added');
    emitter.toUser(ana.id, '.points.added', { points: 1 });
    emitter.toUser(bia.id, '.points.added', { points: 2 });
    expect(await control).toEqual({ channel: `users.${bia.id}`, data: { points: 2 } });
    expect(await late).toBe(false);
    expect(other.connected).toBe(true);
  });

  it('Sair during access-as closes both people’s sockets; leaving access-as closes only the opened account’s', async () => {
    const admin = await makeUser(db, 'admin', null);
    const student = await makeUser(db, 'student', tenant.a.companyId);
    const open = async () => {
      const res = await as(admin.token).post('/auth/login-as').send({ user_id: student.id }).expect(200);
      return res.body.target_token as string;
    };

    // Voltar para o Início: the access-as token ends, the admin's own session stays.
    const first = await open();
    const target = await listening(last().port, first, student.id);
    const own = await listening(nodes[0]!.port, admin.token, admin.id);
    const closing = disconnected(target);
    await as(first).post('/auth/login-as/exit').expect(200);
    expect(await closing).toBe('io server disconnect');
    expect(await arrives(own, 'disconnect', 500)).toBe(false);

    // Sair: both.
    const second = await open();
    const target2 = await listening(last().port, second, student.id);
    const both = Promise.all([disconnected(target2), disconnected(own)]);
    await as(second).post('/auth/logout').expect(200);
    expect(await both).toEqual(['io server disconnect', 'io server disconnect']);
    await as(admin.token).post('/ping').expect(401);
  });

  it('a password reset (every token of the user) closes them too', async () => {
    const email = `reset-${hex()}@example.com`;
    const user = await db.user.create({
      data: {
        name: 'Reset',
        email,
        passwordHash: await hashPassword('Antiga#123'),
        type: 'student',
        memberships: { create: { companyId: tenant.a.companyId } },
      },
    });
    const login = await request(api.server)
      .post('/auth/login')
      .set('Host', host())
      .send({ email, password: 'Antiga#123' })
      .expect(200);
    const s = await listening(nodes[0]!.port, login.body.token, user.id);
    api.jobs.length = 0;
    await request(api.server).post('/auth/forgot-password').set('Host', host()).send({ email }).expect(200);
    const token = new URL((api.jobs[0]!.payload as { resetUrl: string }).resetUrl).searchParams.get('token')!;
    const closing = disconnected(s);
    await request(api.server)
      .post('/auth/reset-password')
      .set('Host', host())
      .send({ token, password: 'NovaSenha#1', password_confirmation: 'NovaSenha#1' })
      .expect(200);
    expect(await closing).toBe('io server disconnect');
  });

  it('an access-as token reaches only the channels of the tenant it was opened in', async () => {
    const admin = await makeUser(db, 'admin', null);
    const both = await makeUser(db, 'student', tenant.a.companyId);
    await db.companyUser.create({ data: { companyId: tenant.b.companyId, userId: both.id } });
    const res = await as(admin.token).post('/auth/login-as').send({ user_id: both.id }).expect(200);
    const s = client(nodes[0]!.port, res.body.target_token);
    await connected(s);
    expect((await subscribe(s, channels.notifications(tenant.a.companyId, both.id))).ok).toBe(true);
    expect(await subscribe(s, channels.notifications(tenant.b.companyId, both.id))).toEqual({ ok: false, error: 'forbidden' });
    // Their own token reaches both.
    const mine = client(nodes[0]!.port, both.token);
    await connected(mine);
    expect((await subscribe(mine, channels.notifications(tenant.b.companyId, both.id))).ok).toBe(true);
  });

  it('an expiring token closes its socket when it expires', async () => {
    const u = await makeUser(db, 'student', tenant.a.companyId);
    await db.accessToken.updateMany({ where: { userId: u.id }, data: { expiresAt: new Date(Date.now() + 1500) } });
    const s = await listening(nodes[0]!.port, u.token, u.id);
    expect(await disconnected(s, 4000)).toBe('io server disconnect');
  });
});

describe('channel names', () => {
  it('refuses NUL bytes, control characters, server rooms and over-long names before any lookup, logging nothing', async () => {
    const company = await db.company.create({ data: { name: 'Empresa canais' } });
    const domain = `canais${hex()}`;
    await db.consumer.create({ data: { companyId: company.id, name: `Canais ${domain}`, domain } });
    const ana = await makeUser(db, 'student', company.id);

    // Count the lookups channel rules make (consumers and forums) and every log line.
    let lookups = 0;
    const counted = (model: object) =>
      new Proxy(model, {
        get: (target, prop, receiver) => {
          const v = Reflect.get(target, prop, receiver) as unknown;
          return typeof v === 'function'
            ? (...args: unknown[]) => (lookups++, (v as (...a: unknown[]) => unknown).apply(target, args))
            : v;
        },
      });
    const spied = new Proxy(db, {
      get: (target, prop, receiver) => {
        const v = Reflect.get(target, prop, receiver) as unknown;
        return prop === 'consumer' || prop === 'forum' ? counted(v as object) : v;
      },
    });
    const logged: { level: string; msg?: string }[] = [];
    const logger = {
      info: () => {},
      warn: (_o: unknown, msg?: string) => void logged.push({ level: 'warn', msg }),
      error: (_o: unknown, msg?: string) => void logged.push({ level: 'error', msg }),
    };
    const { server, port } = await startServer({ db: spied, tenantDb }, false, { logger });
    try {
      const s = client(port, ana.token);
      await connected(s);
      const refused = [
        `notifications.a\u0000b.${ana.id}`,
        `forum.1\u0000`,
        `notifications.linha\nnova.${ana.id}`,
        `notifications.${'1'.repeat(300)}.${ana.id}`,
        `#session:${'0'.repeat(64)}`,
      ];
      for (const channel of refused) expect(await subscribe(s, channel)).toEqual({ ok: false, error: 'forbidden' });
      for (let i = 0; i < 50; i++) s.emit(SUBSCRIBE, { channel: `notifications.\u0000${i}.${ana.id}` });
      expect(await (s.timeout(5000).emitWithAck(SUBSCRIBE, { channel: 7 }) as Promise<SubscribeAck>)).toEqual({
        ok: false,
        error: 'forbidden',
      });
      expect(lookups).toBe(0);
      expect(logged).toEqual([]);
      // A well-formed name is decided as before (the company channel from the session, a forum looked up).
      expect((await subscribe(s, channels.notifications(company.id, ana.id))).ok).toBe(true);
      expect((await subscribe(s, 'forum.2147483000.student')).ok).toBe(false);
      expect(lookups).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
