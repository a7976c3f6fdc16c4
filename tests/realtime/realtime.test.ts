import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeAccessToken, type Db, type TenantDb } from '@trilha/db';
import { createRealtimeServer, type RealtimeServer } from '@trilha/realtime';
import { createEmitter } from '@trilha/realtime-emitter';
import { type UserType } from '@trilha/shared';
import { channels, SUBSCRIBE, UNSUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import {
  REDIS_KEY,
  REDIS_URL,
  arrives,
  client,
  connectError,
  connected,
  hex,
  makeUser as makeUserIn,
  nextEvent,
  openDatabase,
  startServer as startServerOn,
  subscribe,
} from './support.ts';

let db: Db;
let tenantDb: TenantDb;
let dropDb: () => Promise<void>;
let consumerDomain: string;
let companyId: number;
const forums = {} as Record<'open' | 'hidden' | 'elsewhere' | 'notMine', number>;
const users = {} as Record<'ana' | 'bia' | 'tutor' | 'classTutor' | 'outsider' | 'manager', { id: number; token: string }>;
const disciplines = {} as Record<'mine' | 'elsewhere', number>;

const makeUser = (type: UserType, companyId: number | null) => makeUserIn(db, type, companyId);
const startServer = (redis: boolean) => startServerOn({ db, tenantDb }, redis);

beforeAll(async () => {
  ({ db, tenantDb, drop: dropDb } = await openDatabase());

  const company = await db.company.create({ data: { name: 'Empresa Demo' } });
  companyId = company.id;
  const other = await db.company.create({ data: { name: 'Outra Empresa' } });
  consumerDomain = `demo${hex()}`;
  await db.consumer.create({ data: { companyId: company.id, name: `Demo ${consumerDomain}`, domain: consumerDomain } });
  users.ana = await makeUser('student', company.id);
  users.bia = await makeUser('student', company.id);
  users.tutor = await makeUser('tutor', company.id);
  users.outsider = await makeUser('student', other.id);

  const discipline = await db.discipline.create({ data: { companyId: company.id, name: 'Disciplina' } });
  const otherDiscipline = await db.discipline.create({ data: { companyId: other.id, name: 'Outra' } });
  const forum = (companyId: number, disciplineId: number, isVisible = true) =>
    db.forum.create({ data: { companyId, disciplineId, title: 'Fórum', isVisible } }).then((f) => f.id);
  forums.open = await forum(company.id, discipline.id);
  forums.hidden = await forum(company.id, discipline.id, false);
  forums.elsewhere = await forum(other.id, otherDiscipline.id);
  // A discipline of the same company that neither the tutor nor ana is enrolled in.
  forums.notMine = await forum(company.id, (await db.discipline.create({ data: { companyId: company.id, name: 'Alheia' } })).id);
  users.manager = await makeUser('manager', company.id);
  disciplines.mine = discipline.id;
  disciplines.elsewhere = otherDiscipline.id;
  await db.disciplineInscription.create({ data: { companyId: company.id, disciplineId: discipline.id, userId: users.ana.id } });
  // The discipline's own tutor (users.tutor teaches nothing: the materials channel test needs that).
  users.classTutor = await makeUser('tutor', company.id);
  await db.disciplineInscription.create({
    data: { companyId: company.id, disciplineId: discipline.id, userId: users.classTutor.id, role: 'tutor' },
  });
}, 60_000);

afterAll(async () => {
  await dropDb?.();
});

// ---- tests ---------------------------------------------------------------------------------

// Runs on the Redis adapter when Redis is there, in embedded mode otherwise: the rules are the same.
describe('realtime server: authentication and channel rules', () => {
  let a: { server: RealtimeServer; port: number };
  beforeAll(async () => {
    a = await startServer(Boolean(REDIS_URL));
  });
  afterAll(async () => {
    await a?.server.close();
  });

  it('refuses a bad or missing token with connect_error "unauthenticated" on every namespace', async () => {
    expect((await connectError(client(a.port, 'not-a-token'))).message).toBe('unauthenticated');
    expect((await connectError(client(a.port, undefined))).message).toBe('unauthenticated');
    expect((await connectError(client(a.port, 'nope', '/quiz'))).message).toBe('unauthenticated');
    expect((await connectError(client(a.port, '', '/material-production'))).message).toBe('unauthenticated');
  });

  it('accepts a live token on all four namespaces', async () => {
    for (const nsp of ['/main', '/quiz', '/chat', '/material-production']) {
      await connected(client(a.port, users.ana.token, nsp));
    }
  });

  it('authorises users.{ownId} and refuses users.{otherId}', async () => {
    const s = client(a.port, users.ana.token);
    await connected(s);
    expect(await subscribe(s, channels.user(users.ana.id))).toEqual({ ok: true, channel: `users.${users.ana.id}` });
    expect(await subscribe(s, channels.user(users.bia.id))).toEqual({ ok: false, error: 'forbidden' });
  });

  it('applies the rules of the other private channels', async () => {
    const ana = client(a.port, users.ana.token);
    const tutor = client(a.port, users.tutor.token);
    const outsider = client(a.port, users.outsider.token);
    await Promise.all([connected(ana), connected(tutor), connected(outsider)]);

    expect((await subscribe(ana, channels.achievements(users.ana.id))).ok).toBe(true);
    expect((await subscribe(tutor, channels.achievements(users.tutor.id))).ok).toBe(false); // students only
    expect((await subscribe(ana, channels.achievements(users.bia.id))).ok).toBe(false);

    expect((await subscribe(ana, channels.studentLogsPdf(users.ana.id))).ok).toBe(true);
    expect((await subscribe(ana, channels.studentLogsPdf(users.bia.id))).ok).toBe(false);

    expect((await subscribe(ana, channels.notifications(companyId, users.ana.id))).ok).toBe(true);
    expect((await subscribe(ana, channels.notifications(companyId, users.bia.id))).ok).toBe(false);
    expect((await subscribe(outsider, channels.notifications(companyId, users.outsider.id))).ok).toBe(false);
    expect((await subscribe(ana, `notifications.${consumerDomain}.${users.ana.id}`)).ok).toBe(false); // named after the company now
    expect((await subscribe(ana, channels.notifications(2_147_483_000, users.ana.id))).ok).toBe(false);

    const classTutor = client(a.port, users.classTutor.token);
    await connected(classTutor);
    // forum.{id}: staff who may open the forum's discipline; forum.{id}.student: its students, visible forums only.
    expect(await subscribe(classTutor, channels.forum(forums.open))).toEqual({ ok: true, channel: `forum.${forums.open}` });
    expect((await subscribe(classTutor, channels.forum(forums.hidden))).ok).toBe(true);
    expect((await subscribe(classTutor, channels.forumStudent(forums.open))).ok).toBe(false);
    expect((await subscribe(classTutor, channels.forum(forums.elsewhere))).ok).toBe(false);
    expect((await subscribe(ana, channels.forumStudent(forums.open))).ok).toBe(true);
    expect((await subscribe(ana, channels.forum(forums.open))).ok).toBe(false);
    expect((await subscribe(ana, channels.forumStudent(forums.hidden))).ok).toBe(false);
    expect((await subscribe(outsider, channels.forumStudent(forums.open))).ok).toBe(false);
    // Same company, a discipline they do not study or teach (the discipline:read rule).
    expect((await subscribe(classTutor, channels.forum(forums.notMine))).ok).toBe(false);
    expect((await subscribe(ana, channels.forumStudent(forums.notMine))).ok).toBe(false);
    // A tutor of the company who does not teach the discipline.
    expect((await subscribe(tutor, channels.forum(forums.open))).ok).toBe(false);
    expect(await subscribe(tutor, 'forum.99999999999')).toEqual({ ok: false, error: 'forbidden' });

    expect((await subscribe(ana, 'anything-else')).ok).toBe(false);
  });

  it("authorises a discipline's materials channel by the discipline access rule", async () => {
    const nsp = '/material-production';
    const ana = client(a.port, users.ana.token, nsp);
    const bia = client(a.port, users.bia.token, nsp);
    const tutor = client(a.port, users.tutor.token, nsp);
    const manager = client(a.port, users.manager.token, nsp);
    const outsider = client(a.port, users.outsider.token, nsp);
    await Promise.all([ana, bia, tutor, manager, outsider].map((x) => connected(x)));
    expect(await subscribe(ana, channels.disciplineMaterials(disciplines.mine))).toEqual({
      ok: true,
      channel: `discipline.${disciplines.mine}.materials`,
    });
    expect((await subscribe(bia, channels.disciplineMaterials(disciplines.mine))).ok).toBe(false); // not enrolled
    expect((await subscribe(tutor, channels.disciplineMaterials(disciplines.mine))).ok).toBe(false);
    expect((await subscribe(manager, channels.disciplineMaterials(disciplines.mine))).ok).toBe(true); // staff
    expect((await subscribe(manager, channels.disciplineMaterials(disciplines.elsewhere))).ok).toBe(false); // other company
    expect((await subscribe(outsider, channels.disciplineMaterials(disciplines.mine))).ok).toBe(false);
    expect((await subscribe(manager, 'discipline.99999999999.materials')).ok).toBe(false);
    expect((await (ana.timeout(5000).emitWithAck(SUBSCRIBE, {}) as Promise<SubscribeAck>)).ok).toBe(false);
  });

  it('refuses subscriptions once the token is revoked and drops the socket', async () => {
    const user = await makeUser('student', null);
    const s = client(a.port, user.token);
    await connected(s);
    await revokeAccessToken(db, user.token);
    const closed = new Promise<void>((resolve) => s.once('disconnect', () => resolve()));
    expect(await subscribe(s, channels.user(user.id))).toEqual({ ok: false, error: 'unauthenticated' });
    await closed;
  });
});

describe.skipIf(!REDIS_URL)('realtime server (Redis adapter)', () => {
  let a: { server: RealtimeServer; port: number };
  let b: { server: RealtimeServer; port: number };

  beforeAll(async () => {
    a = await startServer(true);
    b = await startServer(true);
  });
  afterAll(async () => {
    await Promise.all([a?.server.close(), b?.server.close()]);
  });

  it('delivers an event published by a separate emitter (another process) as { channel, data }', async () => {
    const s = client(a.port, users.ana.token);
    const bia = client(a.port, users.bia.token);
    await Promise.all([connected(s), connected(bia)]);
    expect((await subscribe(s, channels.user(users.ana.id))).ok).toBe(true);
    expect((await subscribe(bia, channels.user(users.bia.id))).ok).toBe(true);

    const emitter = createEmitter({ redisUrl: REDIS_URL!, redisKey: REDIS_KEY });
    try {
      const got = nextEvent(s, '.points.added');
      const biaGot = arrives(bia, '.points.added');
      emitter.toUser(users.ana.id, '.points.added', { points: 10, total: 110 });
      expect(await got).toEqual({ channel: `users.${users.ana.id}`, data: { points: 10, total: 110 } });
      expect(await biaGot).toBe(false); // another user's channel

      const badge = nextEvent(s, '.badge.added');
      emitter.emit(channels.user(users.ana.id), '.badge.added', {
        badge: { name: 'Primeiro passo', description: 'd', image: null },
      });
      expect(await badge).toEqual({
        channel: `users.${users.ana.id}`,
        data: { badge: { name: 'Primeiro passo', description: 'd', image: null } },
      });
    } finally {
      await emitter.close();
    }
  });

  it('relays between nodes: a client on node A gets what node B emits', async () => {
    const s = client(a.port, users.bia.token);
    await connected(s);
    expect((await subscribe(s, channels.user(users.bia.id))).ok).toBe(true);
    const got = nextEvent(s, '.points.added');
    const channel = channels.user(users.bia.id).name;
    b.server.io
      .of('/main')
      .to(channel)
      .emit('.points.added', { channel, data: { points: 3 } });
    expect(await got).toEqual({ channel, data: { points: 3 } });
  });

  it('stops delivering after unsubscribe', async () => {
    const s = client(a.port, users.ana.token);
    await connected(s);
    const channel = channels.user(users.ana.id).name;
    expect((await subscribe(s, channel)).ok).toBe(true);
    expect(await (s.timeout(5000).emitWithAck(UNSUBSCRIBE, { channel }) as Promise<SubscribeAck>)).toEqual({ ok: true, channel });
    const emitter = createEmitter({ redisUrl: REDIS_URL!, redisKey: REDIS_KEY });
    try {
      const got = arrives(s, '.points.added');
      emitter.toUser(users.ana.id, '.points.added', { points: 1 });
      expect(await got).toBe(false);
    } finally {
      await emitter.close();
    }
  });
});

describe('realtime server (embedded, no Redis)', () => {
  it('forwards what an in-process emitter publishes on the local bus', async () => {
    const { server, port } = await startServer(false);
    const emitter = createEmitter();
    try {
      const s = client(port, users.ana.token);
      await connected(s);
      expect((await subscribe(s, channels.user(users.ana.id))).ok).toBe(true);
      const got = nextEvent(s, '.points.added');
      emitter.toUser(users.ana.id, '.points.added', { points: 5 });
      expect(await got).toEqual({ channel: `users.${users.ana.id}`, data: { points: 5 } });

      // A channel's namespace is part of its declaration, and namespaces stay separate: the same
      // room name on /main does not get what is sent to the material-production channel.
      const materials = channels.disciplineMaterials(disciplines.mine);
      const production = client(port, users.ana.token, materials.namespace);
      await connected(production);
      expect((await subscribe(production, materials)).ok).toBe(true);
      expect((await subscribe(s, materials)).ok).toBe(true);
      const onProduction = nextEvent(production, '.material.updated');
      const onMain = arrives(s, '.material.updated');
      emitter.emit(materials, '.material.updated', { discipline_id: disciplines.mine, material_id: 1 });
      expect(await onProduction).toEqual({ channel: materials.name, data: { discipline_id: disciplines.mine, material_id: 1 } });
      expect(await onMain).toBe(false);
    } finally {
      await emitter.close();
      await server.close();
    }
  });

  it('attaches to an existing HTTP server and leaves it running on close', async () => {
    const http = createServer((_req, res) => res.end('api'));
    const server = createRealtimeServer({ db, tenantDb });
    server.attach(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const port = (http.address() as AddressInfo).port;
    try {
      await connected(client(port, users.ana.token));
      await server.close();
      expect(http.listening).toBe(true);
      expect(await (await fetch(`http://127.0.0.1:${port}/health`)).text()).toBe('api');
    } finally {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    }
  });
});
