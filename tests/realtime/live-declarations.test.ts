import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, TenantDb } from '@trilha/db';
import type { RealtimeServer } from '@trilha/realtime';
import { createEmitter, LivePayloadError, type RealtimeEmitter } from '@trilha/realtime-emitter';
import { REALTIME_NAMESPACES } from '@trilha/shared';
import { channels, checkLive, LIVE_EVENTS, type LiveChannel, type LiveEventName } from '@trilha/shared/realtime';
import { arrives, client, connected, makeUser, nextEvent, openDatabase, startServer, subscribe } from './support.ts';

// The servers' outgoing live payloads are checked against the domains' declarations in tests:
// the emitter checks every emit under NODE_ENV=test (vitest sets it), so a use case or subscriber
// that sends what its declaration does not promise throws, and the test that drove it fails.
let db: Db;
let tenantDb: TenantDb;
let dropDb: () => Promise<void>;
let rt: { server: RealtimeServer; port: number };
let emitter: RealtimeEmitter;
let ana: { id: number; token: string };

beforeAll(async () => {
  ({ db, tenantDb, drop: dropDb } = await openDatabase());
  const company = await db.company.create({ data: { name: 'Empresa' } });
  ana = await makeUser(db, 'student', company.id);
  rt = await startServer({ db, tenantDb }, false);
  emitter = createEmitter();
}, 60_000);
afterAll(async () => {
  await emitter?.close();
  await rt?.server.close();
  await dropDb?.();
});

/** Ana's socket on /main, subscribed to her user channel. */
async function anaListening() {
  const s = client(rt.port, ana.token);
  await connected(s);
  expect((await subscribe(s, channels.user(ana.id))).ok).toBe(true);
  return s;
}

// What the compiler would refuse (tests/types/typed-seams.ts), sent anyway: a cast, or a value
// built from unchecked data.
type Unchecked = { emit(channel: LiveChannel, event: string, data: unknown): void };
const unchecked = (e: RealtimeEmitter) => e as unknown as Unchecked;

describe('the emitter checks outgoing payloads against the declarations (NODE_ENV=test)', () => {
  it('runs with the check on: vitest sets NODE_ENV=test', () => {
    expect(process.env.NODE_ENV).toBe('test');
  });

  it('delivers a declared event with its declared payload', async () => {
    const s = await anaListening();
    const got = nextEvent(s, '.points.added');
    emitter.toUser(ana.id, '.points.added', { points: 5, total: 15 });
    expect(await got).toEqual({ channel: `users.${ana.id}`, data: { points: 5, total: 15 } });
  });

  it('throws on a payload that does not match, and sends nothing', async () => {
    const s = await anaListening();
    const got = arrives(s, '.points.added');
    expect(() => unchecked(emitter).emit(channels.user(ana.id), '.points.added', { points: '5' })).toThrow(LivePayloadError);
    expect(() => unchecked(emitter).emit(channels.user(ana.id), '.points.added', {})).toThrow(/\.points\.added on users\.\d+/);
    expect(await got).toBe(false);
  });

  it('throws on an undeclared event and on an event sent on a channel it is not declared on', async () => {
    const s = await anaListening();
    const got = arrives(s, '.material.updated');
    expect(() => unchecked(emitter).emit(channels.user(ana.id), '.points.removed', { points: 1 })).toThrow(
      'undeclared live event .points.removed',
    );
    expect(() =>
      unchecked(emitter).emit(channels.user(ana.id), '.material.updated', { discipline_id: 1, material_id: 1 }),
    ).toThrow('live event .material.updated is not declared on /main users.');
    expect(await got).toBe(false);
  });

  it('with the check off (production) the same payload goes out: the check is what refuses it', async () => {
    const unguarded = createEmitter({ checkPayloads: false });
    try {
      const s = await anaListening();
      const got = nextEvent(s, '.points.added');
      unchecked(unguarded).emit(channels.user(ana.id), '.points.added', { points: '5' });
      expect(await got).toEqual({ channel: `users.${ana.id}`, data: { points: '5' } });
    } finally {
      await unguarded.close();
    }
  });
});

describe('the declarations', () => {
  it('name every event in the spec style and put every channel on a known namespace', () => {
    for (const [name, def] of Object.entries(LIVE_EVENTS)) {
      expect(name).toMatch(/^\.[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)+$/);
      expect(def.channels.length).toBeGreaterThan(0);
      for (const c of def.channels) expect(REALTIME_NAMESPACES).toContain(c.namespace);
    }
  });

  it('give every channel pattern its own key, and name channels as the spec does', () => {
    const keys = Object.values(channels).map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(channels.user(7)).toEqual({ key: 'user', namespace: '/main', name: 'users.7' });
    expect(channels.achievements(7).name).toBe('achievements.7');
    expect(channels.notifications(3, 7).name).toBe('notifications.3.7');
    expect(channels.forum(3).name).toBe('forum.3');
    expect(channels.forumStudent(3).name).toBe('forum.3.student');
    expect(channels.studentLogsPdf(7).name).toBe('student-logs-pdf.7');
    expect(channels.disciplineMaterials(2)).toEqual({
      key: 'discipline-materials',
      namespace: '/material-production',
      name: 'discipline.2.materials',
    });
  });

  it('checkLive answers for payloads as the declarations say', () => {
    const event: LiveEventName = '.badge.added';
    const badge = { badge: { name: 'Pontual', description: 'd', image: null } };
    expect(checkLive(channels.achievements(1), event, badge)).toEqual({ ok: true, data: badge });
    expect(checkLive(channels.user(1), event, badge).ok).toBe(true);
    expect(checkLive(channels.forum(1), event, badge).ok).toBe(false);
    expect(checkLive(channels.user(1), event, { badge: { name: 'x' } }).ok).toBe(false);
  });
});
