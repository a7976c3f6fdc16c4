import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M, NOTIFICATION_TYPES, NOTIFICATION_TYPE_DEFS } from '@trilha/shared/notifications';
import { localBus, type LocalBroadcast, LOCAL_BROADCAST } from '@trilha/realtime-emitter';
import { setupApiTest } from '../support/fixture.ts';
import type { TestTenant, TestUser } from '../support/factories/index.ts';

const t = setupApiTest();
const TABLES = ['notification_preferences', 'notification_digests', 'notifications'];

const everyOn = NOTIFICATION_TYPES.map((type) => ({
  type,
  label: NOTIFICATION_TYPE_DEFS[type].label,
  in_app: true,
  email: true,
}));
const all = (in_app: boolean, email: boolean) => NOTIFICATION_TYPES.map((type) => ({ type, in_app, email }));

/** A digest row of `user` carrying a fresh unsubscribe token (what the worker writes), `daysAgo` old. */
async function digestToken(tenant: TestTenant, user: TestUser, daysAgo = 0): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  await t.db.notificationDigest.create({
    data: {
      companyId: tenant.company.id,
      userId: user.id,
      digestDate: new Date(at.toISOString().slice(0, 10)),
      status: 'sent',
      coveredUntil: at,
      unsubscribeHash: createHash('sha256').update(token).digest('hex'),
      claimedAt: at,
      sentAt: at,
    },
  });
  return token;
}

const unsubscribePath = (token: string) => `/notification-preferences/unsubscribe/${token}`;

describe('GET /notification-preferences', () => {
  it('every registered type with the defaults (in-app on, e-mail digest on) when the user never chose', async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    const res = await t.as(student).get('/notification-preferences').expect(200);
    expect(res.body).toEqual({ data: everyOn });
  });

  it('401 without a token; every role has its own preferences (001 §1: every user receives notifications)', async () => {
    await t.as(null).get('/notification-preferences').expect(401);
    await t.as('not-a-token').get('/notification-preferences').expect(401);
    for (const type of ['manager', 'supervisor', 'client'] as const) {
      const u = await t.create.user(t.demo, { type });
      await t.as(u).get('/notification-preferences').expect(200);
      await t
        .as(u)
        .put('/notification-preferences')
        .send({ preferences: all(false, false) })
        .expect(200);
    }
    await t.as(t.admin).get('/notification-preferences').expect(200);
  });
});

describe('PUT /notification-preferences', () => {
  it('sets the caller’s own types, keeps the others, and only theirs', async () => {
    const [me, other] = [await t.create.user(t.demo, { type: 'teacher' }), await t.create.user(t.demo, { type: 'student' })];
    const res = await t
      .as(me)
      .put('/notification-preferences')
      .send({ preferences: [{ type: 'MaterialCreated', in_app: false, email: true }] })
      .expect(200);
    expect(res.body.message).toBe(M.preferencesSaved);
    expect(res.body.data[0]).toMatchObject({ type: 'MaterialCreated', in_app: false, email: true });
    expect(res.body.data.slice(1)).toEqual(everyOn.slice(1));
    const again = await t
      .as(me)
      .put('/notification-preferences')
      .send({ preferences: [{ type: 'ForumCreated', in_app: true, email: false }] })
      .expect(200);
    expect(again.body.data).toEqual(
      everyOn.map((p) =>
        p.type === 'MaterialCreated' ? { ...p, in_app: false } : p.type === 'ForumCreated' ? { ...p, email: false } : p,
      ),
    );
    expect((await t.as(me).get('/notification-preferences').expect(200)).body.data).toEqual(again.body.data);
    // The other user still has the defaults.
    expect((await t.as(other).get('/notification-preferences').expect(200)).body.data).toEqual(everyOn);
  });

  it('is bound to the tenant: a member of two companies chooses per company', async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: student.id } });
    await t
      .as(student, t.acme)
      .put('/notification-preferences')
      .send({ preferences: all(false, false) })
      .expect(200);
    expect((await t.as(student).get('/notification-preferences').expect(200)).body.data).toEqual(everyOn);
    const acme = await t.as(student, t.acme).get('/notification-preferences').expect(200);
    expect(acme.body.data.every((p: { in_app: boolean; email: boolean }) => !p.in_app && !p.email)).toBe(true);
    const rows = await t.db.notificationPref.findMany({ where: { userId: student.id } });
    expect(new Set(rows.map((r) => r.companyId))).toEqual(new Set([t.acme.company.id]));
  });

  it('422 for bad bodies (unknown or repeated type, wrong types, hostile strings): nothing written', async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    const before = await t.rowCounts(TABLES);
    const bad: object[] = [
      {},
      { preferences: [] },
      { preferences: [{ type: 'Nope', in_app: true, email: true }] },
      { preferences: [{ type: 'MaterialCreated\u0000', in_app: true, email: true }] },
      { preferences: [{ type: 'x'.repeat(100_000), in_app: true, email: true }] },
      { preferences: [{ type: 'MaterialCreated', in_app: 'yes', email: true }] },
      { preferences: [{ type: 'MaterialCreated', in_app: true }] },
      { preferences: [{ type: '*', in_app: false, email: false }] },
      { preferences: [...all(true, true), ...all(true, true)] },
      { preferences: 'MaterialCreated' },
    ];
    for (const body of bad) await t.as(student).put('/notification-preferences').send(body).expect(422);
    const repeated = await t
      .as(student)
      .put('/notification-preferences')
      .send({
        preferences: [
          { type: 'MaterialCreated', in_app: true, email: true },
          { type: 'MaterialCreated', in_app: false, email: false },
        ],
      })
      .expect(422);
    expect(repeated.body).toMatchObject({ code: 'NOTIFICATION_PREFERENCE_REPEATED', message: M.preferenceTypeRepeated });
    expect(await t.rowCounts(TABLES)).toEqual(before);
    await t
      .as(null)
      .put('/notification-preferences')
      .send({ preferences: all(false, false) })
      .expect(401);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});

describe('in-app channel off: the set-based insert skips the user', () => {
  it('no row and no live push for a student who turned MaterialCreated off in-app; the others get both', async () => {
    const discipline = await t.create.discipline(t.demo);
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const [quiet, loud, emailOff] = await Promise.all([0, 1, 2].map(() => t.create.user(t.demo, { type: 'student' })));
    await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
    for (const s of [quiet!, loud!, emailOff!]) await t.create.enroll(t.demo, discipline.id, s.id);
    await t
      .as(quiet!)
      .put('/notification-preferences')
      .send({ preferences: [{ type: 'MaterialCreated', in_app: false, email: true }] })
      .expect(200);
    await t
      .as(emailOff!)
      .put('/notification-preferences')
      .send({ preferences: all(true, false) })
      .expect(200);

    const events: LocalBroadcast[] = [];
    const on = (e: LocalBroadcast) => events.push(e);
    localBus.on(LOCAL_BROADCAST, on);
    try {
      await t.as(teacher).post('/materials').send({ name: 'Silenciosa', discipline_id: discipline.id }).expect(201);
      await t.delivered();
    } finally {
      localBus.off(LOCAL_BROADCAST, on);
    }
    const told = await t.db.notification.findMany({ where: { disciplineId: discipline.id }, orderBy: { userId: 'asc' } });
    expect(told.map((n) => n.userId)).toEqual([loud!.id, emailOff!.id].sort((a, b) => a - b));
    const pushes = events.filter((e) => e.event === '.notification.created').map((e) => e.channel);
    expect(pushes.sort()).toEqual(
      [`notifications.${t.demo.company.id}.${loud!.id}`, `notifications.${t.demo.company.id}.${emailOff!.id}`].sort(),
    );
  });
});

describe('one-click unsubscribe', () => {
  it('GET shows a confirmation page and changes nothing; POST (RFC 8058 body) turns e-mail off for every type', async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    await t
      .as(student)
      .put('/notification-preferences')
      .send({ preferences: [{ type: 'MaterialCreated', in_app: false, email: true }] })
      .expect(200);
    const token = await digestToken(t.demo, student);
    const page = await t.as(null).get(unsubscribePath(token)).expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain(M.unsubscribeConfirm);
    expect(page.text).toContain('<form method="post">');
    expect((await t.as(student).get('/notification-preferences').expect(200)).body.data[0].email).toBe(true);

    const done = await t.as(null).post(unsubscribePath(token)).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.text).toContain(M.unsubscribeDone.slice(0, 40));
    const prefs = (await t.as(student).get('/notification-preferences').expect(200)).body.data;
    expect(prefs.every((p: { email: boolean }) => !p.email)).toBe(true);
    // In-app choices are untouched.
    expect(prefs.map((p: { in_app: boolean }) => p.in_app)).toEqual(NOTIFICATION_TYPES.map((ty) => ty !== 'MaterialCreated'));
    // Again: still 200, nothing else changes.
    await t.as(null).post(unsubscribePath(token)).expect(200);
    // Turning one type's e-mail on again in the screen lifts the "every type" row; the others stay off.
    const back = await t
      .as(student)
      .put('/notification-preferences')
      .send({ preferences: [{ type: 'ForumCreated', in_app: true, email: true }] })
      .expect(200);
    expect(back.body.data.map((p: { type: string; email: boolean }) => [p.type, p.email])).toEqual(
      NOTIFICATION_TYPES.map((ty) => [ty, ty === 'ForumCreated']),
    );
    expect(await t.db.notificationPref.count({ where: { userId: student.id, type: '*' } })).toBe(0);
  });

  it('unknown, another tenant’s or a deleted user’s token: 404 page; an old one: 410; malformed: 422; nothing written', async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    const acmeUser = await t.create.user(t.acme, { type: 'student' });
    const acmeToken = await digestToken(t.acme, acmeUser);
    const old = await digestToken(t.demo, student, 120);
    const gone = await t.create.user(t.demo, { type: 'student' });
    const goneToken = await digestToken(t.demo, gone);
    await t.db.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const before = await t.rowCounts(TABLES);
    for (const token of [randomBytes(32).toString('base64url'), acmeToken, goneToken]) {
      for (const m of ['get', 'post'] as const) {
        // A browser gets a page; anything else the API's JSON error.
        const page = await t.as(null)[m](unsubscribePath(token)).set('Accept', 'text/html,*/*;q=0.8').expect(404);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.text).toContain(M.unsubscribeInvalid);
        const json = await t.as(null)[m](unsubscribePath(token)).expect(404);
        expect(json.body).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID', message: M.unsubscribeInvalid });
      }
    }
    const expired = await t.as(null).post(unsubscribePath(old)).set('Accept', 'text/html').expect(410);
    expect(expired.text).toContain(M.unsubscribeExpired);
    const expiredJson = await t.as(null).post(unsubscribePath(old)).expect(410);
    expect(expiredJson.body).toMatchObject({ code: 'UNSUBSCRIBE_LINK_EXPIRED', message: M.unsubscribeExpired });
    for (const bad of ['short', 'a'.repeat(44), `${'a'.repeat(42)}%00`, 'x'.repeat(90), `${'a'.repeat(42)}!`])
      await t.as(null).post(unsubscribePath(bad)).expect(422);
    // Longer than any path parameter the API takes: refused before routing.
    await t
      .as(null)
      .post(unsubscribePath('x'.repeat(10_000)))
      .expect(414);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    // The acme token works on its own host.
    await t.as(null, t.acme).post(unsubscribePath(acmeToken)).expect(200);
  });
});
