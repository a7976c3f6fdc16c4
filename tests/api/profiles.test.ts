import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M } from '@trilha/shared/profiles';
import { PROFILE_METRIC_WEEKS } from '@trilha/shared';
import { setupApiTest } from '../support/fixture.ts';
import { PASSWORD } from '../support/factories/index.ts';

const t = setupApiTest();

const TABLES = ['follows', 'users', 'company_users'];
const DAY = 86_400_000;

/** A study session of `seconds`, `daysAgo` days before now, in `tenant`. */
async function studied(companyId: number, userId: number, seconds: number, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * DAY);
  await t.db.studySession.create({ data: { companyId, userId, seconds, startedAt: at, lastSeenAt: at } });
}

describe('GET /users/{id}/profile', () => {
  it("shows a member's profile with this company's figures only, and is_following for the caller", async () => {
    const ana = await t.create.user(t.demo, { type: 'student', name: 'Ana Perfil' });
    const bia = await t.create.user(t.demo, { type: 'student' });
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    await t.db.user.update({ where: { id: ana.id }, data: { resume: 'Gosto de física', city: 'Recife', points: 999 } });
    // Ana is also a member of acme, where she has points, badges and study time: none of it shows in demo.
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: ana.id } });
    await t.db.pointEntry.createMany({
      data: [
        { companyId: t.demo.company.id, userId: ana.id, points: 30, reason: 'attempt_finished', subjectType: 'q', subjectId: 1 },
        { companyId: t.demo.company.id, userId: ana.id, points: 12, reason: 'attempt_finished', subjectType: 'q', subjectId: 2 },
        { companyId: t.acme.company.id, userId: ana.id, points: 500, reason: 'attempt_finished', subjectType: 'q', subjectId: 1 },
      ],
    });
    const badge = await t.create.badge(t.demo, { criteria: { type: 'first_quiz_finished' } });
    await t.create.awardBadge(t.demo, ana.id, badge.id);
    await studied(t.demo.company.id, ana.id, 3600, 0);
    await studied(t.demo.company.id, ana.id, 1800, 1);
    await studied(t.demo.company.id, ana.id, 600, 3); // a gap: the run is today and yesterday
    await studied(t.acme.company.id, ana.id, 99_999, 0);
    // The streak is the one POST /ping keeps (study_totals: days that credited > 0 s, in the
    // company's time zone; tests/api/sessions-study-time.test.ts): 2 here, 9 in acme (which never shows).
    const today = async (companyId: number) =>
      (
        await t.db.$queryRaw<
          { d: Date }[]
        >`SELECT (now() AT TIME ZONE c.time_zone)::date AS d FROM companies c WHERE c.id = ${companyId}`
      )[0]!.d;
    for (const [companyId, streak, total] of [
      [t.demo.company.id, 2, 6000],
      [t.acme.company.id, 9, 99_999],
    ] as const)
      await t.db.studyTotal.create({
        data: {
          companyId,
          userId: ana.id,
          totalSeconds: total,
          lastPingAt: new Date(),
          sessionStartedAt: new Date(),
          accessStreak: streak,
          lastAccessDay: await today(companyId),
        },
      });
    const d = await t.create.discipline(t.demo);
    await t.create.enroll(t.demo, d.id, ana.id);
    await t.create.enroll(t.demo, d.id, bia.id);
    await t.create.enroll(t.demo, d.id, tutor.id, 'tutor');
    await t.create.contact(ana.id, { type: 'whatsapp' });
    await t.db.follow.create({ data: { companyId: t.demo.company.id, followerId: bia.id, followedId: ana.id } });
    await t.db.follow.create({ data: { companyId: t.acme.company.id, followerId: tutor.id, followedId: ana.id } });

    const res = await t.as(bia).get(`/users/${ana.id}/profile?include=avatar,sessions,contacts`).expect(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      id: ana.id,
      name: 'Ana Perfil',
      type: 'student',
      resume: 'Gosto de física',
      city: 'Recife',
      followers: 1,
      following: 0,
      is_following: true,
      points: 42,
      achievements_count: 1,
      disciplines_count: 1,
      students_count: 0,
      contacts: [{ type: 'whatsapp', email: null, phone_number: '11988887777' }],
    });
    expect(p.session).toMatchObject({ total_seconds: 6000, sessions_count: 3, consecutive_days: 2 });
    // One streak: the profile's is the session data's (dashboard, rank, badges).
    const data = (await t.as(ana).get(`/sessions/${ana.id}`).expect(200)).body.session_data;
    expect(data.consecutive_access_days).toBe(p.session.consecutive_days);
    expect(p.metrics.hours_metrics).toHaveLength(PROFILE_METRIC_WEEKS);
    expect(p.metrics.points_metrics.at(-1).value).toBe(42);
    const hours = p.metrics.hours_metrics.reduce((s: number, w: { value: number }) => s + w.value, 0);
    expect(hours).toBeCloseTo(6000 / 3600, 1);

    // The tutor counts the discipline's students; without include the heavy parts are null.
    const tp = (await t.as(ana).get(`/users/${tutor.id}/profile`).expect(200)).body.data;
    expect(tp).toMatchObject({ type: 'tutor', students_count: 2, disciplines_count: 1, is_following: false });
    expect(tp).toMatchObject({ session: null, metrics: null, contacts: null, avatar_attributes: null });
  });

  it('401 without a token; 404 for another tenant, a non-member or nobody; 422 for bad input', async () => {
    const ana = await t.create.user(t.demo);
    const other = await t.create.user(t.acme);
    await t.as(null).get(`/users/${ana.id}/profile`).expect(401);
    // An acme member asking about a demo member from acme's host: not confirmed to exist.
    expect((await t.as(other, t.acme).get(`/users/${ana.id}/profile`).expect(404)).body.message).toBe(M.profileUserNotFound);
    await t.as(ana).get(`/users/${other.id}/profile`).expect(404);
    await t.as(ana).get('/users/2147483646/profile').expect(404);
    // A demo token on acme's host is not accepted there.
    expect([401, 403, 404]).toContain((await t.as(ana, t.acme).get(`/users/${ana.id}/profile`)).status);
    await t.as(ana).get('/users/99999999999999999999/profile').expect(422);
    await t.as(ana).get('/users/abc/profile').expect(422);
    await t.as(ana).get(`/users/${ana.id}/profile?include=password`).expect(422);
    await t.as(ana).get(`/users/${ana.id}/profile?include=avatar%00`).expect(422);
    // A deleted member is gone.
    const gone = await t.create.user(t.demo);
    await t.db.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    await t.as(ana).get(`/users/${gone.id}/profile`).expect(404);
  });

  it("counts weeks and days in the company's time zone: sessions near midnight land on the local day", async () => {
    const ana = await t.create.user(t.demo, { type: 'student' });
    const bia = await t.create.user(t.demo, { type: 'student' });
    const c = t.demo.company.id;
    const { timeZone } = await t.db.company.findUniqueOrThrow({ where: { id: c }, select: { timeZone: true } });
    // The company's today at 00:00 and this week's Monday 00:00, as instants.
    const [z] = await t.db.$queryRaw<{ midnight: Date; monday: Date }[]>`
      SELECT date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone} AS midnight,
             date_trunc('week', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone} AS monday`;
    const studiedAt = async (userId: number, ms: number, seconds: number) => {
      const startedAt = new Date(ms);
      await t.db.studySession.create({ data: { companyId: c, userId, seconds, startedAt, lastSeenAt: startedAt } });
    };
    // (Days of the streak are the company's too: POST /ping keeps them, tests/api/sessions-study-time.test.ts.)
    // Thirty minutes before the local Monday 00:00: last week here, this week in UTC.
    await studiedAt(bia.id, z!.monday.getTime() - 30 * 60_000, 1800);
    const q = (await t.as(ana).get(`/users/${bia.id}/profile?include=sessions`).expect(200)).body.data;
    expect(q.session.week_seconds).toBe(0);
    const weeks = q.metrics.hours_metrics as { week_start: string; value: number }[];
    expect(weeks.at(-1)).toEqual({ week_start: new Intl.DateTimeFormat('en-CA', { timeZone }).format(z!.monday), value: 0 });
    expect(weeks.at(-2)!.value).toBe(0.5);
  });

  it('every role may open a profile (001 §2)', async () => {
    const ana = await t.create.user(t.demo);
    for (const type of ['student', 'tutor', 'teacher', 'supervisor', 'client'] as const) {
      const u = await t.create.user(t.demo, { type });
      await t.as(u).get(`/users/${ana.id}/profile`).expect(200);
    }
    await t.as(t.manager).get(`/users/${ana.id}/profile`).expect(200);
  });
});

describe('POST /users/{id}/follow', () => {
  it('toggles, answers following and the new count, and the counts follow', async () => {
    const ana = await t.create.user(t.demo);
    const bia = await t.create.user(t.demo);
    const first = await t.as(bia).post(`/users/${ana.id}/follow`);
    expect(first.body).toEqual({ following: true, followers: 1 });
    expect((await t.as(ana).get(`/users/${bia.id}/profile`)).body.data).toMatchObject({ following: 1, followers: 0 });
    expect((await t.as(bia).post(`/users/${ana.id}/follow`).expect(200)).body).toEqual({ following: false, followers: 0 });
    expect(await t.db.follow.count({ where: { followedId: ana.id } })).toBe(0);
  });

  it('setting `following` is idempotent: replays leave one row', async () => {
    const ana = await t.create.user(t.demo);
    const bia = await t.create.user(t.demo);
    for (let i = 0; i < 3; i++)
      expect((await t.as(bia).post(`/users/${ana.id}/follow`).send({ following: true }).expect(200)).body).toEqual({
        following: true,
        followers: 1,
      });
    // Concurrent replays too.
    await Promise.all(
      Array.from({ length: 5 }, () => t.as(bia).post(`/users/${ana.id}/follow`).send({ following: true }).expect(200)),
    );
    expect(await t.db.follow.count({ where: { followedId: ana.id } })).toBe(1);
    for (let i = 0; i < 2; i++)
      expect((await t.as(bia).post(`/users/${ana.id}/follow`).send({ following: false }).expect(200)).body.following).toBe(false);
    expect(await t.db.follow.count({ where: { followedId: ana.id } })).toBe(0);
  });

  it('refuses oneself (422, pt-BR), another tenant and bad input, writing nothing', async () => {
    const ana = await t.create.user(t.demo);
    const other = await t.create.user(t.acme);
    const before = await t.rowCounts(TABLES);
    const self = await t.as(ana).post(`/users/${ana.id}/follow`).expect(422);
    expect(self.body).toMatchObject({ code: 'FOLLOW_SELF', message: M.followSelf });
    await t.as(null).post(`/users/${other.id}/follow`).expect(401);
    await t.as(ana).post(`/users/${other.id}/follow`).expect(404);
    await t.as(other, t.acme).post(`/users/${ana.id}/follow`).expect(404);
    await t.as(ana).post('/users/0/follow').expect(422);
    await t.as(ana).post('/users/99999999999999999999/follow').expect(422);
    await t.as(ana).post(`/users/${other.id}/follow`).send({ following: 'sim' }).expect(422);
    await t.as(ana).post(`/users/${other.id}/follow`).send({ following: true, x: 'a\u0000b' }).expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});

describe('GET /users/{id}/followers and /following', () => {
  it('pages in the database, newest first, members only', async () => {
    const ana = await t.create.user(t.demo, { name: 'Ana Seguida' });
    const fans = [];
    for (let i = 0; i < 3; i++) {
      const u = await t.create.user(t.demo, { type: i === 0 ? 'tutor' : 'student', name: `Fã ${i}` });
      await t.db.follow.create({
        data: {
          companyId: t.demo.company.id,
          followerId: u.id,
          followedId: ana.id,
          createdAt: new Date(Date.now() - (10 - i) * 1000),
        },
      });
      fans.push(u);
    }
    // A follow recorded in acme does not show in demo.
    const acmeFan = await t.create.user(t.acme);
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: ana.id } });
    await t.db.follow.create({ data: { companyId: t.acme.company.id, followerId: acmeFan.id, followedId: ana.id } });

    const p1 = (await t.as(fans[0]!).get(`/users/${ana.id}/followers?per_page=2`).expect(200)).body;
    expect(p1.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(p1.data).toEqual([
      { id: fans[2]!.id, name: 'Fã 2', avatar: null, type: 'student' },
      { id: fans[1]!.id, name: 'Fã 1', avatar: null, type: 'student' },
    ]);
    const p2 = (await t.as(fans[0]!).get(`/users/${ana.id}/followers?per_page=2&page=2`).expect(200)).body;
    expect(p2.data.map((u: { id: number }) => u.id)).toEqual([fans[0]!.id]);
    const far = (await t.as(fans[0]!).get(`/users/${ana.id}/followers?page=9`).expect(200)).body;
    expect(far).toMatchObject({ data: [], meta: { total: 3 } });

    const following = (await t.as(ana).get(`/users/${fans[0]!.id}/following`).expect(200)).body;
    expect(following.data).toEqual([{ id: ana.id, name: 'Ana Seguida', avatar: null, type: 'student' }]);

    // A follower who left the company drops out of list and count alike.
    await t.db.companyUser.delete({ where: { companyId_userId: { companyId: t.demo.company.id, userId: fans[1]!.id } } });
    expect((await t.as(ana).get(`/users/${ana.id}/followers`)).body.meta.total).toBe(2);
    expect((await t.as(ana).get(`/users/${ana.id}/profile`)).body.data.followers).toBe(2);
  });

  it('401, 404 for another tenant, 422 for bad paging', async () => {
    const ana = await t.create.user(t.demo);
    const other = await t.create.user(t.acme);
    await t.as(null).get(`/users/${ana.id}/followers`).expect(401);
    await t.as(other, t.acme).get(`/users/${ana.id}/followers`).expect(404);
    await t.as(other, t.acme).get(`/users/${ana.id}/following`).expect(404);
    await t.as(ana).get(`/users/${ana.id}/following?per_page=1000`).expect(422);
    await t.as(ana).get(`/users/${ana.id}/following?page=0`).expect(422);
    await t.as(ana).get(`/users/${ana.id}/following?page=%00`).expect(422);
  });
});

describe('PUT /users/{id}/profile (issue 29 item 14: "Sobre" and city)', () => {
  it('the owner sets, changes and clears them; the profile shows them in every company', async () => {
    const ana = await t.create.user(t.demo, { type: 'student' });
    const res = await t
      .as(ana)
      .put(`/users/${ana.id}/profile`)
      .send({ resume: '  Gosto de física  ', city: 'Recife' })
      .expect(200);
    expect(res.body).toMatchObject({
      message: M.profileUpdated,
      data: { id: ana.id, resume: 'Gosto de física', city: 'Recife' },
    });
    const bia = await t.create.user(t.demo);
    expect((await t.as(bia).get(`/users/${ana.id}/profile`).expect(200)).body.data).toMatchObject({
      resume: 'Gosto de física',
      city: 'Recife',
    });
    // A field left out is kept; an empty one is cleared.
    await t.as(ana).put(`/users/${ana.id}/profile`).send({ city: 'Olinda' }).expect(200);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: ana.id } })).toMatchObject({
      resume: 'Gosto de física',
      city: 'Olinda',
    });
    await t.as(ana).put(`/users/${ana.id}/profile`).send({ resume: '   ', city: null }).expect(200);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: ana.id } })).toMatchObject({ resume: null, city: null });
    // Every role edits their own.
    for (const type of ['tutor', 'teacher', 'supervisor', 'client'] as const) {
      const u = await t.create.user(t.demo, { type });
      await t.as(u).put(`/users/${u.id}/profile`).send({ city: 'Natal' }).expect(200);
    }
  });

  it("refuses another member's profile (403), another tenant's (404), bad input (422) and anonymous callers, changing nothing", async () => {
    const ana = await t.create.user(t.demo, { type: 'student' });
    await t.db.user.update({ where: { id: ana.id }, data: { resume: 'Antes', city: 'Recife' } });
    const other = await t.create.user(t.acme);
    const bia = await t.create.user(t.demo);
    const forbidden = await t.as(bia).put(`/users/${ana.id}/profile`).send({ city: 'Outra' }).expect(403);
    expect(forbidden.body.message).toBe(M.profileEditOthers);
    // Not even a manager writes another's "Sobre".
    await t.as(t.manager).put(`/users/${ana.id}/profile`).send({ city: 'Outra' }).expect(403);
    await t.as(other, t.acme).put(`/users/${ana.id}/profile`).send({ city: 'Outra' }).expect(404);
    await t.as(null).put(`/users/${ana.id}/profile`).send({ city: 'Outra' }).expect(401);
    const long = await t
      .as(ana)
      .put(`/users/${ana.id}/profile`)
      .send({ resume: 'x'.repeat(1001), city: 'y'.repeat(121) })
      .expect(422);
    expect(long.body.errors).toMatchObject({ resume: [M.profileResumeTooLong], city: [M.profileCityTooLong] });
    await t.as(ana).put(`/users/${ana.id}/profile`).send({ city: 42 }).expect(422);
    await t.as(ana).put(`/users/${ana.id}/profile`).send([]).expect(422);
    await t.as(ana).put('/users/abc/profile').send({ city: 'X' }).expect(422);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: ana.id } })).toMatchObject({ resume: 'Antes', city: 'Recife' });
  });
});

describe('contact visibility on profiles (issue 29 item 15)', () => {
  it('public to every member, staff-only to the staff, private to the owner alone; other tenants 404', async () => {
    const ana = await t.create.user(t.demo, { type: 'student' });
    const made = await t
      .as(ana)
      .post('/contacts/create-many')
      .send({
        contacts: [
          { user_id: ana.id, type: 'email', email: 'ana.publico@example.com' },
          { user_id: ana.id, type: 'whatsapp', phone_number: '11988887777', visibility: 'staff' },
          { user_id: ana.id, type: 'phone', phone_number: '1133334444', visibility: 'private' },
        ],
      })
      .expect(201);
    expect(made.body.data.map((c: { visibility: string }) => c.visibility)).toEqual(['public', 'staff', 'private']);
    const shown = async (viewer: { token: string }, tenant = t.demo) =>
      (await t.as(viewer, tenant).get(`/users/${ana.id}/profile?include=contacts`).expect(200)).body.data.contacts.map(
        (c: { type: string }) => c.type,
      );

    const student = await t.create.user(t.demo, { type: 'student' });
    expect(await shown(student)).toEqual(['email']);
    for (const type of ['tutor', 'teacher', 'supervisor', 'client'] as const) {
      expect(await shown(await t.create.user(t.demo, { type }))).toEqual(['email', 'whatsapp']);
    }
    expect(await shown(t.manager)).toEqual(['email', 'whatsapp']);
    expect(await shown(ana)).toEqual(['email', 'whatsapp', 'phone']);
    // GET /users/{id}?include=contacts follows the same rule for those who read it (a supervisor), not for
    // those who keep any member's contacts (a manager edits them through /contacts).
    const viaUser = async (viewer: { token: string }) =>
      (await t.as(viewer).get(`/users/${ana.id}?include=contacts`).expect(200)).body.data.contacts.map(
        (c: { type: string }) => c.type,
      );
    expect(await viaUser(ana)).toEqual(['email', 'whatsapp', 'phone']);
    expect(await viaUser(await t.create.user(t.demo, { type: 'supervisor' }))).toEqual(['email', 'whatsapp']);

    // Another tenant's member learns nothing.
    const other = await t.create.user(t.acme, { type: 'manager' });
    await t.as(other, t.acme).get(`/users/${ana.id}/profile?include=contacts`).expect(404);
  });

  it('keeps the visibility on an edit that does not send it, changes it when sent, refuses an unknown one', async () => {
    const ana = await t.create.user(t.demo, { type: 'student' });
    const c = await t.create.contact(ana.id, { type: 'email' });
    await t.db.contact.update({ where: { id: c.id }, data: { visibility: 'private' } });
    await t
      .as(ana)
      .post('/contacts/update-many')
      .send({ contacts: [{ id: c.id, type: 'email', email: 'novo@example.com' }] })
      .expect(200);
    expect(await t.db.contact.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({
      email: 'novo@example.com',
      visibility: 'private',
    });
    const res = await t
      .as(ana)
      .post('/contacts/update-many')
      .send({ contacts: [{ id: c.id, type: 'email', email: 'novo@example.com', visibility: 'staff' }] })
      .expect(200);
    expect(res.body.data[0].visibility).toBe('staff');
    const bad = await t
      .as(ana)
      .post('/contacts/update-many')
      .send({ contacts: [{ id: c.id, type: 'email', email: 'novo@example.com', visibility: 'everyone' }] })
      .expect(422);
    expect(JSON.stringify(bad.body.errors)).toContain('Visibilidade inválida');
    expect(await t.db.contact.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({ visibility: 'staff' });
  });
});

describe("the header's points are this company's (issue 29 item 16)", () => {
  it("sign-in, /ping and the live total carry the company ledger, not every company's", async () => {
    const ana = await t.create.user(t.demo, { type: 'student' });
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: ana.id } });
    await t.db.pointEntry.createMany({
      data: [
        { companyId: t.demo.company.id, userId: ana.id, points: 30, reason: 'attempt_finished', subjectType: 'q', subjectId: 1 },
        { companyId: t.acme.company.id, userId: ana.id, points: 500, reason: 'attempt_finished', subjectType: 'q', subjectId: 1 },
      ],
    });
    await t.db.user.update({ where: { id: ana.id }, data: { points: 530 } });
    const login = await t.as(null).post('/auth/login').send({ email: ana.email, password: PASSWORD }).expect(200);
    expect(login.body.user.points).toBe(30);
    expect((await t.as(ana).post('/ping').expect(200)).body.user.points).toBe(30);
    expect((await t.as(ana, t.acme).post('/ping').expect(200)).body.user.points).toBe(500);
    expect((await t.as(ana).get(`/users/${ana.id}/profile`).expect(200)).body.data.points).toBe(30);
  });
});
