import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import { Prisma } from '@trilha/db';
import { localBus, type LocalBroadcast, LOCAL_BROADCAST } from '@trilha/realtime-emitter';
import { BADGE_MESSAGES as M, DEFAULT_BADGES } from '@trilha/shared/gamification';
import { setupApiTest } from '../support/fixture.ts';
import type { TestTenant, TestUser } from '../support/factories.ts';

const t = setupApiTest();

const TABLES = ['badges', 'user_badges', 'points_ledger', 'issuer_keys'];

/** What went out live during `fn` and the after-commit deliveries it caused. */
async function broadcasts<T>(fn: () => Promise<T>): Promise<{ result: T; events: LocalBroadcast[] }> {
  const events: LocalBroadcast[] = [];
  const on = (e: LocalBroadcast) => events.push(e);
  localBus.on(LOCAL_BROADCAST, on);
  try {
    const result = await fn();
    await t.delivered();
    // A subscriber's award publishes `badge.awarded`, delivered in a later round.
    await t.delivered();
    return { result, events };
  } finally {
    localBus.off(LOCAL_BROADCAST, on);
  }
}
const badgePushes = (events: LocalBroadcast[], userId: number) =>
  events.filter((e) => e.event === '.badge.added' && e.channel === `users.${userId}`);

/** A fact another domain published (the outbox row its use case writes), `times` times: replays. */
async function published(tenant: TestTenant, name: string, payload: object, times = 1) {
  await t.db.$executeRaw(Prisma.sql`
    INSERT INTO domain_events (company_id, name, payload)
    SELECT ${tenant.company.id}, ${name}, ${JSON.stringify(payload)}::jsonb FROM generate_series(1, ${times})`);
}
const studyTime = (userId: number, totalSeconds: number, days: number) => ({
  user_id: userId,
  session_id: 1,
  seconds_added: 60,
  total_seconds: totalSeconds,
  consecutive_access_days: days,
});

const held = async (userId: number) =>
  (await t.db.userBadge.findMany({ where: { userId }, include: { badge: true }, orderBy: { id: 'asc' } })).map(
    (b) => b.badge.key,
  );

/** A discipline with a quiz of one question, a student enrolled, and a teacher. */
async function course() {
  const discipline = await t.create.discipline(t.demo);
  const student = await t.create.user(t.demo, { type: 'student', name: 'Ana Aluna' });
  const teacher = await t.create.user(t.demo, { type: 'teacher' });
  await t.create.enroll(t.demo, discipline.id, student.id);
  await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
  const quiz = await t.create.quiz(t.demo, discipline.id);
  return { discipline, student, teacher, quiz };
}
async function finishQuiz(c: Awaited<ReturnType<typeof course>>, who: TestUser) {
  const a = (await t.as(who).post('/attempts/start').send({ material_item_id: c.quiz.item.id, user_id: who.id })).body.data.id;
  return t.as(who).post(`/attempts/${a}/finish`).expect(200);
}

describe('badge rules (subscribers of the facts that can meet them)', () => {
  it("first_quiz_finished: a learner's first finish awards it once, with its points and one toast; a preview earns nothing", async () => {
    const badge = await t.create.badge(t.demo, { criteria: { type: 'first_quiz_finished' }, points: 20, name: 'Primeiro Quiz' });
    const c = await course();
    const { events } = await broadcasts(() => finishQuiz(c, c.student));
    expect(await held(c.student.id)).toEqual([badge.key]);
    expect(badgePushes(events, c.student.id)).toEqual([
      expect.objectContaining({
        data: {
          badge: { id: badge.id, key: badge.key, name: 'Primeiro Quiz', description: badge.description, image: badge.image },
        },
      }),
    ]);
    // The same push on the student's achievements.{id}, where `.badge.added` is declared too (issue 29 item 13).
    expect(
      events.filter((e) => e.event === '.badge.added' && e.channel === `achievements.${c.student.id}`).map((e) => e.data),
    ).toEqual([
      { badge: { id: badge.id, key: badge.key, name: 'Primeiro Quiz', description: badge.description, image: badge.image } },
    ]);
    // The badge's points, through the ledger (reason badge_awarded), and their own toast.
    expect(await t.db.pointEntry.findMany({ where: { userId: c.student.id, reason: 'badge_awarded' } })).toEqual([
      expect.objectContaining({ points: 20, subjectType: 'badge', subjectId: badge.id }),
    ]);
    expect(
      events.filter((e) => e.event === '.points.added' && e.channel === `users.${c.student.id}`).map((e) => e.data),
    ).toContainEqual(expect.objectContaining({ points: 20 }));
    // A second quiz: nothing more.
    const again = await broadcasts(() => finishQuiz({ ...c, quiz: c.quiz }, c.student).catch(() => null));
    expect(badgePushes(again.events, c.student.id)).toEqual([]);
    expect(await t.db.userBadge.count({ where: { userId: c.student.id } })).toBe(1);

    // Staff trying the quiz is a preview: no badge.
    const preview = await broadcasts(() => finishQuiz(c, c.teacher));
    expect(await held(c.teacher.id)).toEqual([]);
    expect(badgePushes(preview.events, c.teacher.id)).toEqual([]);
    await t.db.badge.deleteMany({ where: { id: badge.id } });
  });

  it('items_completed: awarded at the Nth checked item, not before, once', async () => {
    const badge = await t.create.badge(t.demo, { criteria: { type: 'items_completed', count: 3 } });
    const discipline = await t.create.discipline(t.demo);
    const student = await t.create.user(t.demo, { type: 'student' });
    await t.create.enroll(t.demo, discipline.id, student.id);
    const material = await t.create.material(t.demo, discipline.id);
    const items = await Promise.all([1, 2, 3, 4].map(() => t.create.materialItem(t.demo, material.id, { type: 'url' })));
    const mark = (id: number, checked = true) =>
      t.as(student).post(`/progress/material-items/${id}/mark`).send({ checked }).expect(200);
    await mark(items[0]!.id);
    await mark(items[1]!.id);
    // Unchecked and checked again: still two items done.
    await mark(items[1]!.id, false);
    await mark(items[1]!.id);
    await t.delivered();
    expect(await held(student.id)).toEqual([]);
    const { events } = await broadcasts(() => mark(items[2]!.id));
    expect(await held(student.id)).toEqual([badge.key]);
    expect(badgePushes(events, student.id)).toHaveLength(1);
    const more = await broadcasts(() => mark(items[3]!.id));
    expect(badgePushes(more.events, student.id)).toEqual([]);
    expect(await t.db.userBadge.count({ where: { badgeId: badge.id } })).toBe(1);
    await t.db.badge.deleteMany({ where: { id: badge.id } });
  });

  it('consecutive_access_days and study_hours: at their thresholds, from study-time.recorded', async () => {
    const days = await t.create.badge(t.demo, { criteria: { type: 'consecutive_access_days', days: 7 } });
    const hours = await t.create.badge(t.demo, { criteria: { type: 'study_hours', hours: 10 } });
    const student = await t.create.user(t.demo, { type: 'student' });
    await published(t.demo, 'study-time.recorded', studyTime(student.id, 10 * 3600 - 1, 6));
    await t.delivered();
    expect(await held(student.id)).toEqual([]);
    await published(t.demo, 'study-time.recorded', studyTime(student.id, 10 * 3600, 6));
    await t.delivered();
    expect(await held(student.id)).toEqual([hours.key]);
    await published(t.demo, 'study-time.recorded', studyTime(student.id, 10 * 3600 + 60, 7));
    await t.delivered();
    expect(await held(student.id)).toEqual([hours.key, days.key]);
    await t.db.badge.deleteMany({ where: { id: { in: [days.id, hours.id] } } });
  });

  it("first_forum_comment and forum_comments: a learner's comments count; staff earn none", async () => {
    const first = await t.create.badge(t.demo, { criteria: { type: 'first_forum_comment' } });
    const two = await t.create.badge(t.demo, { criteria: { type: 'forum_comments', count: 2 } });
    const c = await course();
    const forum = await t.create.forum(t.demo, c.discipline.id);
    const post = (who: TestUser) => t.as(who).post('/forums-comments').send({ forum: forum.id, text: 'Olá, turma' }).expect(201);
    await post(c.teacher);
    await post(c.student);
    await t.delivered();
    await t.delivered();
    expect(await held(c.student.id)).toEqual([first.key]);
    expect(await held(c.teacher.id)).toEqual([]);
    await post(c.student);
    await t.delivered();
    await t.delivered();
    expect(await held(c.student.id)).toEqual([first.key, two.key]);
    await t.db.badge.deleteMany({ where: { id: { in: [first.id, two.id] } } });
  });

  it('one triggering event replayed 100 times: one badge, one ledger entry, one .badge.added', async () => {
    const badge = await t.create.badge(t.demo, { criteria: { type: 'study_hours', hours: 1 }, points: 30 });
    const student = await t.create.user(t.demo, { type: 'student' });
    // Points in another company stay out of the live total, which is this company's (issue 29 item 16).
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: student.id } });
    await t.db.pointEntry.create({
      data: {
        companyId: t.acme.company.id,
        userId: student.id,
        points: 500,
        reason: 'attempt_finished',
        subjectType: 'q',
        subjectId: 1,
      },
    });
    const { events } = await broadcasts(() => published(t.demo, 'study-time.recorded', studyTime(student.id, 3600, 1), 100));
    expect(await t.db.userBadge.count({ where: { userId: student.id } })).toBe(1);
    expect(await t.db.pointEntry.count({ where: { userId: student.id, reason: 'badge_awarded' } })).toBe(1);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: student.id } })).points).toBe(30);
    expect(events.filter((e) => e.event === '.points.added' && e.channel === `users.${student.id}`).map((e) => e.data)).toEqual([
      expect.objectContaining({ points: 30, total: 30 }),
    ]);
    expect(badgePushes(events, student.id)).toHaveLength(1);
    expect(
      await t.db.domainEvent.count({ where: { name: 'badge.awarded', payload: { path: ['user_id'], equals: student.id } } }),
    ).toBe(1);
    await t.db.badge.deleteMany({ where: { id: badge.id } });
  });

  it('a rule of another company, or a stored rule we do not know, awards nothing', async () => {
    await t.create.badge(t.acme, { criteria: { type: 'study_hours', hours: 1 } });
    const odd = await t.create.badge(t.demo, { criteria: { type: 'study_hours', hours: 'muitas' } });
    const student = await t.create.user(t.demo, { type: 'student' });
    await published(t.demo, 'study-time.recorded', studyTime(student.id, 99_999, 99));
    await t.delivered();
    expect(await held(student.id)).toEqual([]);
    await t.db.badge.deleteMany({ where: { id: odd.id } });
  });
});

describe('GET /badges/users/{userId}', () => {
  it("any member sees a member's badges, newest first, paged; 401/404 otherwise", async () => {
    const [a, b] = await Promise.all([
      t.create.badge(t.demo, { criteria: { type: 'first_forum_comment' }, name: 'Antiga' }),
      t.create.badge(t.demo, { criteria: { type: 'first_quiz_finished' }, name: 'Nova' }),
    ]);
    const student = await t.create.user(t.demo, { type: 'student' });
    const peer = await t.create.user(t.demo, { type: 'student' });
    await t.create.awardBadge(t.demo, student.id, a.id, new Date('2026-01-01T10:00:00Z'));
    await t.create.awardBadge(t.demo, student.id, b.id, new Date('2026-02-01T10:00:00Z'));
    const res = await t.as(peer).get(`/badges/users/${student.id}`).expect(200);
    expect(res.body).toEqual({
      data: [
        {
          id: b.id,
          key: b.key,
          name: 'Nova',
          description: b.description,
          image: b.image,
          points: 0,
          awarded_at: '2026-02-01T10:00:00.000Z',
          public_url: null, // a peer: the share link is the earner's and staff's
        },
        {
          id: a.id,
          key: a.key,
          name: 'Antiga',
          description: a.description,
          image: a.image,
          points: 0,
          awarded_at: '2026-01-01T10:00:00.000Z',
          public_url: null, // a peer: the share link is the earner's and staff's
        },
      ],
      meta: { current_page: 1, per_page: 30, total: 2, last_page: 1 },
    });
    const page2 = await t.as(t.manager).get(`/badges/users/${student.id}?per_page=1&page=2`).expect(200);
    expect(page2.body.data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect((await t.as(student).get(`/badges/users/${peer.id}`).expect(200)).body.data).toEqual([]);

    await t.as(null).get(`/badges/users/${student.id}`).expect(401);
    // Another company's member, or nobody: the same 404; another company's caller: refused on its host.
    const outsider = await t.create.user(t.acme, { type: 'student' });
    expect((await t.as(student).get(`/badges/users/${outsider.id}`).expect(404)).body).toMatchObject({
      code: 'BADGE_USER_NOT_FOUND',
      message: M.badgeUserNotFound,
    });
    await t.as(student).get('/badges/users/2147483647').expect(404);
    await t.as(outsider, t.acme).get(`/badges/users/${student.id}`).expect(404);
    // A token of another company on this host: WRONG_TENANT.
    expect((await t.as(outsider).get(`/badges/users/${student.id}`)).status).toBe(401);
  });

  it('hostile input: 422 (ids out of range, NUL bytes, bad paging)', async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    for (const path of [
      '/badges/users/0',
      '/badges/users/-1',
      '/badges/users/2147483648',
      '/badges/users/99999999999999999999',
      '/badges/users/abc',
    ])
      expect((await t.as(student).get(path)).status).toBe(422);
    expect((await t.as(student).get(`/badges/users/${student.id}?per_page=1000`)).status).toBe(422);
    expect((await t.as(student).get(`/badges/users/${student.id}?page=%00`)).status).toBe(422);
  });
});

describe('Open Badges 3.0 credentials', () => {
  async function earned() {
    const badge = await t.create.badge(t.demo, { criteria: { type: 'first_quiz_finished' }, name: 'Primeiro Quiz' });
    const student = await t.create.user(t.demo, { type: 'student', name: 'Ana Credencial' });
    await t.create.awardBadge(t.demo, student.id, badge.id, new Date('2026-03-01T12:00:00Z'));
    return { badge, student };
  }
  const download = (who: TestUser | null, userId: number, badgeId: number) =>
    t.as(who).get(`/badges/users/${userId}/${badgeId}/credential`);

  it('the earner downloads a signed OpenBadgeCredential, verified by the route and by jose with the company key', async () => {
    const { badge, student } = await earned();
    const res = await download(student, student.id, badge.id).expect(200);
    expect(res.body).toMatchObject({ media_type: 'application/vc+jwt', filename: 'primeiro-quiz.jwt' });
    const jwt: string = res.body.credential;

    // The library, offline, with the company's stored public key (named by the header's kid: its
    // URI in the company's JWKS; the header carries no key of its own).
    const header = decodeProtectedHeader(jwt);
    const jwks = 'http://demo.localhost:3333/badges/issuer/jwks';
    expect(header).toEqual({
      alg: 'EdDSA',
      typ: 'JWT',
      kid: expect.stringMatching(/^http:\/\/demo\.localhost:3333\/badges\/issuer\/jwks#/),
    });
    const key = await t.db.issuerKey.findFirstOrThrow({
      where: { companyId: t.demo.company.id, kid: header.kid!.slice(jwks.length + 1) },
    });
    expect(key.privateKey).not.toContain('PRIVATE KEY');
    const { payload } = await jwtVerify(jwt, await importJWK(key.publicJwk as JWK, 'EdDSA'));
    const award = await t.db.userBadge.findFirstOrThrow({ where: { userId: student.id, badgeId: badge.id } });
    const issuer = 'http://demo.localhost:3333/badges/issuer';
    expect(payload).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      id: `http://demo.localhost:8080/badges/awards/${award.publicId}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: issuer, type: ['Profile'], name: t.demo.company.name, url: 'http://demo.localhost:8080/badges' },
      iss: issuer,
      validFrom: '2026-03-01T12:00:00.000Z',
      nbf: Date.parse('2026-03-01T12:00:00Z') / 1000,
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: {
          id: `http://demo.localhost:8080/badges/${badge.key}`,
          type: ['Achievement'],
          name: 'Primeiro Quiz',
          description: badge.description,
          image: { id: 'http://demo.localhost:8080/images/badges/first-steps.svg', type: 'Image' },
        },
      },
    });
    expect(payload.sub).toBeUndefined();
    expect(payload.jti).toBe(payload.id);

    // The route (public: no token).
    const verified = await t.as(null).post('/badges/verify').send({ credential: jwt }).expect(200);
    expect(verified.body).toEqual({
      message: M.badgeCredentialVerified,
      verified: true,
      credential: {
        id: payload.id,
        issuer: { id: issuer, name: t.demo.company.name },
        achievement: expect.objectContaining({ name: 'Primeiro Quiz' }),
        earner: { id: null, name: 'Ana Credencial' },
        valid_from: '2026-03-01T12:00:00.000Z',
      },
    });
    // The key is made once and reused.
    await download(student, student.id, badge.id).expect(200);
    expect(await t.db.issuerKey.count({ where: { companyId: t.demo.company.id } })).toBe(1);
  });

  it('refused once tampered, signed by another key, or of another company', async () => {
    const { badge, student } = await earned();
    const jwt: string = (await download(student, student.id, badge.id).expect(200)).body.credential;
    const [h, p, s] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    claims.credentialSubject.achievement.name = 'Mestre de Tudo';
    const tampered = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    // One bit of the signature's first byte flipped. (Editing its last characters is not enough:
    // base64url's last character carries padding bits, so "…AB" → "…AA" can decode to the same
    // bytes and the signature stays valid; CI saw it once.)
    const signature = Buffer.from(s, 'base64url');
    signature[0] = signature[0]! ^ 1;
    const flipped = `${h}.${p}.${signature.toString('base64url')}`;
    const verify = (credential: string, tenant = t.demo) => t.as(null, tenant).post('/badges/verify').send({ credential });
    for (const bad of [tampered, flipped]) {
      const res = await verify(bad).expect(422);
      expect(res.body).toMatchObject({ code: 'BADGE_CREDENTIAL_INVALID', message: M.badgeCredentialInvalid });
    }
    const key = await t.db.issuerKey.findFirstOrThrow({ where: { companyId: t.demo.company.id } });
    await expect(jwtVerify(tampered, await importJWK(key.publicJwk as JWK, 'EdDSA'))).rejects.toThrow();
    // The same credential at another company's verify: not its key.
    await verify(jwt, t.acme).expect(422);
    // Hostile bodies.
    for (const body of [
      {},
      { credential: '' },
      { credential: 'a.b' },
      { credential: 'x'.repeat(20_000) },
      { credential: 'a\u0000.b.c' },
      { credential: 7 },
    ])
      expect((await t.as(null).post('/badges/verify').send(body)).status).toBe(422);
    await verify('eyJhbGciOiJub25lIn0.e30.').expect(422);
  });

  it('only the earner or staff; 404 for a badge not earned, another company, nobody; nothing written on refusals', async () => {
    const { badge, student } = await earned();
    const peer = await t.create.user(t.demo, { type: 'student' });
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const before = await t.rowCounts(TABLES);
    expect((await download(peer, student.id, badge.id).expect(403)).body.code).toBe('BADGE_CREDENTIAL_FORBIDDEN');
    await download(null, student.id, badge.id).expect(401);
    const other = await t.create.badge(t.demo, { criteria: { type: 'first_forum_comment' } });
    const after = await t.rowCounts(TABLES);
    expect((await download(student, student.id, other.id).expect(404)).body.code).toBe('BADGE_NOT_EARNED');
    await download(student, student.id, 2147483647).expect(404);
    const outsider = await t.create.user(t.acme, { type: 'student' });
    expect((await download(t.manager, outsider.id, badge.id).expect(404)).body.code).toBe('BADGE_USER_NOT_FOUND');
    await download(outsider, student.id, badge.id).expect(401);
    expect((await t.as(outsider, t.acme).get(`/badges/users/${student.id}/${badge.id}/credential`)).status).toBe(403);
    await download(student, student.id, 0).expect(422);
    expect(await t.rowCounts(TABLES)).toEqual({ ...before, badges: after.badges });
    // Staff may.
    await download(tutor, student.id, badge.id).expect(200);
    await download(t.manager, student.id, badge.id).expect(200);
  });
});

describe('catalogue', () => {
  it('a new company gets the badge catalogue (company.created), once', async () => {
    const res = await t.as(t.admin).post('/companies').send({ name: 'Nova Empresa', domain: 'novaempresa' });
    expect([200, 201]).toContain(res.status);
    const companyId = res.body.data?.id ?? res.body.id;
    await t.delivered();
    const badges = await t.db.badge.findMany({ where: { companyId }, orderBy: { key: 'asc' } });
    expect(badges.map((b) => b.key)).toEqual(DEFAULT_BADGES.map((b) => b.key).sort());
    expect(badges.every((b) => b.image?.startsWith('/images/badges/'))).toBe(true);
  });
});
