import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@trilha/shared';
import { SESSION_MESSAGES as M } from '@trilha/shared/sessions';
import { setupApiTest } from '../support/fixture.ts';
import type { TestUser } from '../support/factories/index.ts';

// Study sessions through HTTP (docs/sessions.md): POST /ping records learners only, the session
// data lists (rank, a tutor's students), one learner's sessions and dashboard, tutor metrics and
// settings, the CSV export; each with its refusals (401, 403, 404, 422, the other tenant).
// The rule itself, with controlled timestamps, is tests/api/sessions-study-time.test.ts.
const t = setupApiTest();
const TABLES = ['study_sessions', 'study_totals', 'tutor_settings', 'exports', 'domain_events'];

type World = {
  tutor: TestUser;
  teacher: TestUser;
  ana: TestUser;
  bia: TestUser;
  caio: TestUser;
  outsider: TestUser;
  acmeStudent: TestUser;
  acmeTutor: TestUser;
};
let w: World;

beforeAll(async () => {
  const tutor = await t.create.user(t.demo, { type: 'tutor', name: 'Tina Tutora' });
  const teacher = await t.create.user(t.demo, { type: 'teacher', name: 'Paulo Professor' });
  const ana = await t.create.user(t.demo, { name: 'Ana Aluna' });
  const bia = await t.create.user(t.demo, { name: 'Bia Aluna' });
  const caio = await t.create.user(t.demo, { name: 'Caio Aluno' });
  const outsider = await t.create.user(t.demo, { name: 'Olga Outra' });
  // Tina tutors a discipline with Ana and Bia; Paulo owns another with Caio.
  const d1 = await t.create.discipline(t.demo);
  await t.create.enroll(t.demo, d1.id, tutor.id, 'tutor');
  await t.create.enroll(t.demo, d1.id, ana.id);
  await t.create.enroll(t.demo, d1.id, bia.id);
  const d2 = await t.create.discipline(t.demo, { ownerId: teacher.id });
  await t.create.enroll(t.demo, d2.id, caio.id);
  await t.create.study(t.demo, ana.id, { seconds: 3600, streak: 3, startedAt: new Date(Date.now() - 2 * 3_600_000) });
  await t.create.study(t.demo, bia.id, { seconds: 7200, startedAt: new Date(Date.now() - 3 * 3_600_000) });
  await t.create.study(t.demo, caio.id, { seconds: 600, startedAt: new Date(Date.now() - 3_600_000) });
  const acmeStudent = await t.create.user(t.acme, { name: 'Aluno Acme' });
  const acmeTutor = await t.create.user(t.acme, { type: 'tutor' });
  await t.create.study(t.acme, acmeStudent.id, { seconds: 99_999 });
  w = { tutor, teacher, ana, bia, caio, outsider, acmeStudent, acmeTutor };
});

describe('POST /ping', () => {
  it("opens a learner's study session on an active ping; keeps { ok, user }", async () => {
    const u = await t.create.user(t.demo);
    const first = await t.as(u).post('/ping').send({ active: true, active_seconds: 0 }).expect(200);
    expect(first.body).toMatchObject({ ok: true, user: { id: u.id, companies: [{ id: t.demo.company.id }] } });
    const sessions = await t.db.studySession.findMany({ where: { userId: u.id } });
    expect(sessions).toHaveLength(1);
    // The opening ping proves no time before it: 0 s, no day of study yet.
    expect(await t.db.studyTotal.findFirstOrThrow({ where: { userId: u.id } })).toMatchObject({
      companyId: t.demo.company.id,
      learner: true,
      totalSeconds: 0,
      accessStreak: 0,
    });
    // Extension through HTTP, the gate and the event: tests/api/sessions-ping.test.ts.
  });

  it('records nothing for an idle page, a body-less keep-alive, management, nor during access-as', async () => {
    const u = await t.create.user(t.demo);
    const before = await t.rowCounts(TABLES);
    await t.as(u).post('/ping').expect(200);
    await t.as(u).post('/ping').send({ active: false, active_seconds: 0 }).expect(200);
    await t.as(u).post('/ping').send({}).expect(200);
    for (const who of [t.manager]) await t.as(who).post('/ping').send({ active: true, active_seconds: 30 }).expect(200);
    const admin = await t.as(t.admin).post('/ping').send({ active: true, active_seconds: 30 }).expect(200);
    expect(admin.body.user.id).toBe(t.admin.id);
    const as = await t.as(t.admin).post('/auth/login-as').send({ user_id: w.outsider.id }).expect(200);
    await t.as(as.body.target_token).post('/ping').send({ active: true, active_seconds: 30 }).expect(200);
    const after = await t.rowCounts(TABLES);
    // login-as itself may publish events of its own; no study row is written.
    expect({ ...after, domain_events: 0 }).toEqual({ ...before, domain_events: 0 });
    expect(await t.db.studyTotal.count({ where: { userId: w.outsider.id } })).toBe(0);
  });

  it("records a tutor's and a teacher's active time (their total hours), outside the learners' rank", async () => {
    for (const who of [w.tutor, w.teacher]) await t.as(who).post('/ping').send({ active: true, active_seconds: 0 }).expect(200);
    const rows = await t.db.studyTotal.findMany({ where: { userId: { in: [w.tutor.id, w.teacher.id] } } });
    expect(rows.map((r) => r.learner)).toEqual([false, false]);
    expect(await t.db.studySession.count({ where: { userId: { in: [w.tutor.id, w.teacher.id] } } })).toBe(2);
  });

  it('refuses a malformed claim with 422, recording nothing', async () => {
    const u = await t.create.user(t.demo);
    for (const body of [{ active: 'yes' }, { active_seconds: -1 }, { active_seconds: 1.5 }, { active_seconds: 86_401 }])
      await t.as(u).post('/ping').send(body).expect(422);
    expect(await t.db.studyTotal.count({ where: { userId: u.id } })).toBe(0);
  });

  it('refuses a missing or bad token, and a token on another tenant', async () => {
    await t.as(null).post('/ping').expect(401);
    await t.as('nope').post('/ping').expect(401);
    await t.as(w.ana, t.acme).post('/ping').expect(401);
    expect(await t.db.studyTotal.count({ where: { companyId: t.acme.company.id, userId: w.ana.id } })).toBe(0);
  });
});

describe('GET /sessions', () => {
  it("type=student: the company's learners by study time, with rank, times and streak (20 per page)", async () => {
    const res = await t.as(w.ana).get('/sessions?type=student').expect(200);
    expect(res.body.meta.per_page).toBe(PAGE_SIZE.tutorSessionData);
    const names = res.body.data.map((r: { user: { name: string } }) => r.user.name);
    expect(names.slice(0, 3)).toEqual(['Bia Aluna', 'Ana Aluna', 'Caio Aluno']);
    expect(names).not.toContain('Aluno Acme');
    expect(names).not.toContain('Tina Tutora');
    const ana = res.body.data[1];
    expect(ana).toMatchObject({
      student_rank: 2,
      total_time: 3600,
      current_week: expect.any(Number),
      consecutive_access_days: 3,
    });
    expect(ana.user).toMatchObject({ id: w.ana.id, created_at: expect.stringMatching(/Z$/) });
    // Another learner's last access is for the staff who follow them; one's own is shown.
    expect(ana.last_access_at).toEqual(expect.stringMatching(/Z$/));
    expect(res.body.data[0].last_access_at).toBeNull();
    const staff = await t.as(t.manager).get('/sessions').expect(200);
    expect(staff.body.data[0].last_access_at).toEqual(expect.stringMatching(/Z$/));
    const page2 = await t.as(w.ana).get('/sessions?per_page=1&page=2').expect(200);
    expect(page2.body.data.map((r: { user: { id: number } }) => r.user.id)).toEqual([w.ana.id]);
    expect(page2.body.meta).toMatchObject({ current_page: 2, per_page: 1 });
    const named = await t
      .as(t.manager)
      .get(`/sessions?name=${encodeURIComponent('caio')}`)
      .expect(200);
    expect(named.body.data.map((r: { user: { id: number } }) => r.user.id)).toEqual([w.caio.id]);
    // LIKE wildcards are matched literally.
    expect((await t.as(t.manager).get('/sessions?name=%25').expect(200)).body.data).toEqual([]);
  });

  it("type=tutor: a tutor's or teacher's own students, 5 per page; management any tutor's", async () => {
    const mine = await t.as(w.tutor).get('/sessions?type=tutor').expect(200);
    expect(mine.body.meta.per_page).toBe(PAGE_SIZE.tutorStudents);
    expect(mine.body.data.map((r: { user: { id: number } }) => r.user.id).sort()).toEqual([w.ana.id, w.bia.id].sort());
    const owned = await t.as(w.teacher).get('/sessions?type=tutor').expect(200);
    expect(owned.body.data.map((r: { user: { id: number } }) => r.user.id)).toEqual([w.caio.id]);
    const asked = await t.as(t.manager).get(`/sessions?type=tutor&tutor_id=${w.tutor.id}`).expect(200);
    expect(asked.body.meta.total).toBe(2);
    const all = await t.as(t.manager).get('/sessions?type=tutor').expect(200);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(4);
  });

  it('refuses the tutor view to learners and other tutors, and an unknown tutor', async () => {
    const learner = await t.as(w.ana).get('/sessions?type=tutor').expect(403);
    expect(learner.body.code).toBe('SESSIONS_TUTOR_VIEW_FORBIDDEN');
    await t.as(w.ana).get(`/sessions?tutor_id=${w.tutor.id}`).expect(403);
    await t.as(w.tutor).get(`/sessions?type=tutor&tutor_id=${w.teacher.id}`).expect(403);
    const unknown = await t.as(t.manager).get(`/sessions?type=tutor&tutor_id=${w.acmeTutor.id}`).expect(404);
    expect(unknown.body.message).toBe(M.tutorNotFound);
  });

  it('refuses bad input with 422 and no token with 401', async () => {
    await t.as(null).get('/sessions').expect(401);
    await t.as(w.ana).get('/sessions?type=admin').expect(422);
    await t.as(w.ana).get('/sessions?per_page=101').expect(422);
    await t.as(w.ana).get('/sessions?page=0').expect(422);
    await t.as(t.manager).get('/sessions?tutor_id=2147483648').expect(422);
    await t
      .as(t.manager)
      .get(`/sessions?name=${'x'.repeat(300)}`)
      .expect(422);
    await t.as(t.manager).get('/sessions?name=a%00b').expect(422);
  });
});

describe('badges on session data rows (001 §3)', () => {
  it("GET /sessions and /sessions/{id} carry each learner's badges of this company, newest first", async () => {
    const mk = (companyId: number, key: string, name: string) =>
      t.db.badge.create({ data: { companyId, key, name, description: `${name}!` } });
    const first = await mk(t.demo.company.id, `c1-${w.caio.id}`, 'Primeira Aula');
    const second = await mk(t.demo.company.id, `c2-${w.caio.id}`, 'Dez Horas');
    await t.db.userBadge.create({
      data: { companyId: t.demo.company.id, userId: w.caio.id, badgeId: first.id, awardedAt: new Date(Date.now() - 60_000) },
    });
    await t.db.userBadge.create({ data: { companyId: t.demo.company.id, userId: w.caio.id, badgeId: second.id } });
    const list = await t.as(w.ana).get(`/sessions?name=caio`).expect(200);
    expect(list.body.data[0].badges.map((b: { name: string }) => b.name)).toEqual(['Dez Horas', 'Primeira Aula']);
    expect(list.body.data[0].badges[0]).toMatchObject({ id: second.id, description: 'Dez Horas!', image: null });
    const one = await t.as(w.teacher).get(`/sessions/${w.caio.id}`).expect(200);
    expect(one.body.session_data.badges.map((b: { id: number }) => b.id)).toEqual([second.id, first.id]);
    const tutors = await t.as(w.tutor).get('/sessions?type=tutor').expect(200);
    expect(tutors.body.data.every((r: { badges: unknown[] }) => Array.isArray(r.badges))).toBe(true);
    // Another company's badges never show.
    const acme = await t.as(w.acmeTutor, t.acme).get('/sessions').expect(200);
    expect(acme.body.data.flatMap((r: { badges: { id: number }[] }) => r.badges.map((b) => b.id))).not.toContain(second.id);
  });
});

describe('GET /sessions/{userId}', () => {
  it("a learner's sessions, newest first, with their session data: themselves, their tutor, management", async () => {
    await t.create.study(t.demo, w.ana.id, { seconds: 120, startedAt: new Date(Date.now() - 30 * 60_000) });
    for (const who of [w.ana, w.tutor, t.manager, t.admin]) {
      const res = await t.as(who).get(`/sessions/${w.ana.id}`).expect(200);
      expect(res.body.meta.per_page).toBe(PAGE_SIZE.tutorSessionData);
      expect(res.body.data.map((s: { seconds: number }) => s.seconds)).toEqual([120, 3600]);
      expect(res.body.session_data).toMatchObject({ user: { id: w.ana.id }, total_time: 3720, student_rank: 2 });
    }
  });

  it('refuses another learner, a tutor not theirs, another tenant and bad ids', async () => {
    expect((await t.as(w.bia).get(`/sessions/${w.ana.id}`).expect(403)).body.code).toBe('SESSIONS_FORBIDDEN');
    await t.as(w.teacher).get(`/sessions/${w.ana.id}`).expect(403);
    await t.as(w.tutor).get(`/sessions/${w.caio.id}`).expect(403);
    expect((await t.as(t.manager).get(`/sessions/${w.acmeStudent.id}`).expect(404)).body.code).toBe('SESSION_USER_NOT_FOUND');
    await t.as(w.acmeTutor, t.acme).get(`/sessions/${w.ana.id}`).expect(404);
    await t.as(t.manager).get('/sessions/2147483648').expect(422);
    await t.as(t.manager).get('/sessions/-1').expect(422);
    await t.as(t.manager).get(`/sessions/${w.ana.id}?per_page=0`).expect(422);
    await t.as(null).get(`/sessions/${w.ana.id}`).expect(401);
  });
});

describe('GET /sessions/{userId}/dashboard', () => {
  it('session data, badges and the study-time chart of the range', async () => {
    const badge = await t.db.badge.create({
      data: { companyId: t.demo.company.id, key: `b${w.bia.id}`, name: 'Maratonista', description: 'Duas horas de estudo' },
    });
    await t.db.userBadge.create({ data: { companyId: t.demo.company.id, userId: w.bia.id, badgeId: badge.id } });
    const week = await t.as(w.bia).get(`/sessions/${w.bia.id}/dashboard?filter=week`).expect(200);
    const d = week.body.data;
    expect(d).toMatchObject({
      student_rank: 1,
      total_time: 7200,
      user: { id: w.bia.id, name: 'Bia Aluna', created_at: expect.any(String) },
      badges: [{ id: badge.id, name: 'Maratonista', awarded_at: expect.any(String) }],
      chart: { filter: 'week' },
    });
    expect(d.chart.points).toHaveLength(7);
    expect(d.chart.points.reduce((s: number, p: { seconds: number }) => s + p.seconds, 0)).toBe(7200);
    expect(d.chart.points.every((p: { date: string }) => /^\d{4}-\d\d-\d\d$/.test(p.date))).toBe(true);
    const month = await t.as(w.bia).get(`/sessions/${w.bia.id}/dashboard?filter=month`).expect(200);
    expect(month.body.data.chart.points).toHaveLength(30);
    const year = await t.as(w.bia).get(`/sessions/${w.bia.id}/dashboard?filter=year`).expect(200);
    expect(year.body.data.chart.points).toHaveLength(12);
    expect(year.body.data.chart.points.at(-1).seconds).toBe(7200);
    // The default range is the week; a learner who never studied gets zeros, not an error.
    const none = await t.as(w.outsider).get(`/sessions/${w.outsider.id}/dashboard`).expect(200);
    expect(none.body.data).toMatchObject({ total_time: 0, current_week: 0, consecutive_access_days: 0, badges: [] });
  });

  it('refuses others, another tenant and an unknown range', async () => {
    await t.as(w.ana).get(`/sessions/${w.bia.id}/dashboard`).expect(403);
    await t.as(t.manager).get(`/sessions/${w.acmeStudent.id}/dashboard`).expect(404);
    const bad = await t.as(w.ana).get(`/sessions/${w.ana.id}/dashboard?filter=decade`).expect(422);
    expect(bad.body.errors.filter).toEqual([M.timeRangeInvalid]);
    await t.as(null).get(`/sessions/${w.ana.id}/dashboard`).expect(401);
  });
});

describe('GET /tutors/metrics and POST /tutor-settings', () => {
  it("a tutor sets their weekly hours and reads them with their students' study", async () => {
    const before = await t.as(w.tutor).get('/tutors/metrics').expect(200);
    expect(before.body.data).toMatchObject({
      tutor: { id: w.tutor.id, weekly_hours: 0 },
      students_count: 2,
      students_total_seconds: 3600 + 120 + 7200,
    });
    const set = await t.as(w.tutor).post('/tutor-settings').send({ weekly_hours: 20 }).expect(200);
    expect(set.body).toEqual({ message: M.weeklyHoursUpdated, data: { weekly_hours: 20 } });
    await t.as(w.tutor).post('/tutor-settings').send({ weekly_hours: 12 }).expect(200);
    const after = await t.as(w.tutor).get('/tutors/metrics').expect(200);
    expect(after.body.data.tutor.weekly_hours).toBe(12);
    expect(await t.db.tutorSetting.count({ where: { userId: w.tutor.id } })).toBe(1);
    // Management reads the company's learners.
    const m = await t.as(t.manager).get('/tutors/metrics').expect(200);
    expect(m.body.data.students_count).toBeGreaterThanOrEqual(4);
    // Another tenant's tutor: their own company only.
    await t.as(w.acmeTutor, t.acme).post('/tutor-settings').send({ weekly_hours: 40 }).expect(200);
    expect((await t.as(w.tutor).get('/tutors/metrics').expect(200)).body.data.tutor.weekly_hours).toBe(12);
  });

  it('refuses learners, management, bad hours and no token, writing nothing', async () => {
    const before = await t.rowCounts(TABLES);
    await t.as(w.ana).get('/tutors/metrics').expect(403);
    await t.as(null).get('/tutors/metrics').expect(401);
    await t.as(w.ana).post('/tutor-settings').send({ weekly_hours: 10 }).expect(403);
    await t.as(t.manager).post('/tutor-settings').send({ weekly_hours: 10 }).expect(403);
    await t.as(null).post('/tutor-settings').send({ weekly_hours: 10 }).expect(401);
    for (const weekly_hours of [169, -1, 1.5, '10', null, 2 ** 31]) {
      const res = await t.as(w.teacher).post('/tutor-settings').send({ weekly_hours }).expect(422);
      expect(res.body.errors.weekly_hours).toEqual([M.weeklyHoursInvalid]);
    }
    await t.as(w.teacher).post('/tutor-settings').send({}).expect(422);
    await t.as(w.teacher).post('/tutor-settings').send({ weekly_hours: 'a\u0000b' }).expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});

describe('POST /sessions/export/csv and the export', () => {
  it('queues the job with the resolved filters, answers the URL; only the requester reads it', async () => {
    t.jobs.length = 0;
    const res = await t.as(w.tutor).post('/sessions/export/csv?type=tutor&name=a').expect(202);
    const exp = await t.db.export.findFirstOrThrow({ where: { requestedById: w.tutor.id, kind: 'sessions-csv' } });
    expect(res.body).toMatchObject({ message: M.sessionExportQueued, url: `/sessions/exports/${exp.id}/file` });
    expect(exp.filters).toEqual({ type: 'tutor', tutor_id: w.tutor.id, name: 'a', time_zone: 'America/Sao_Paulo' });
    expect(t.jobs).toEqual([
      { name: 'sessions.export-csv', payload: { company_id: t.demo.company.id, export_id: exp.id, locale: 'pt-BR' } },
    ]);
    expect((await t.as(w.tutor).get(`/sessions/exports/${exp.id}`).expect(200)).body.status).toBe('pending');
    expect((await t.as(w.tutor).get(`/sessions/exports/${exp.id}/file`).expect(409)).body.code).toBe('SESSION_EXPORT_NOT_READY');
    await t.as(t.manager).get(`/sessions/exports/${exp.id}`).expect(404);
    await t.as(t.manager).get(`/sessions/exports/${exp.id}/file`).expect(404);
    await t.as(w.acmeTutor, t.acme).get(`/sessions/exports/${exp.id}`).expect(404);
  });

  it('a finished export downloads (private, attachment); a failed one is 410', async () => {
    const { writeFile, mkdir } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const key = `private/c${t.demo.company.id}/sessions/export-test.csv`;
    await mkdir(join(t.storageDir, `private/c${t.demo.company.id}/sessions`), { recursive: true });
    await writeFile(join(t.storageDir, key), '\uFEFFPosição;Aluno\r\n1;Ana\r\n');
    const exp = await t.db.export.create({
      data: {
        companyId: t.demo.company.id,
        kind: 'sessions-csv',
        requestedById: t.manager.id,
        filters: {},
        status: 'ready',
        storageKey: key,
        rowCount: 1,
        finishedAt: new Date(),
      },
    });
    const file = await t.as(t.manager).get(`/sessions/exports/${exp.id}/file`).expect(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="sessoes-de-estudo-\d{4}-\d\d-\d\d\.csv"/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.text).toBe('\uFEFFPosição;Aluno\r\n1;Ana\r\n');
    const failed = await t.db.export.create({
      data: { companyId: t.demo.company.id, kind: 'sessions-csv', requestedById: t.manager.id, filters: {}, status: 'failed' },
    });
    expect((await t.as(t.manager).get(`/sessions/exports/${failed.id}/file`).expect(410)).body.code).toBe(
      'SESSION_EXPORT_FAILED',
    );
  });

  it('refuses learners, bad filters, another tutor and no token; nothing queued or written', async () => {
    t.jobs.length = 0;
    const before = await t.rowCounts(TABLES);
    await t.as(null).post('/sessions/export/csv').expect(401);
    expect((await t.as(w.ana).post('/sessions/export/csv').expect(403)).body.code).toBe('FORBIDDEN');
    await t.as(t.manager).post('/sessions/export/csv?type=nope').expect(422);
    await t.as(t.manager).post('/sessions/export/csv?name=a%00b').expect(422);
    await t.as(w.tutor).post(`/sessions/export/csv?tutor_id=${w.teacher.id}`).expect(403);
    await t.as(t.manager).post(`/sessions/export/csv?tutor_id=${w.acmeTutor.id}`).expect(404);
    await t.as(null).get('/sessions/exports/1').expect(401);
    await t.as(w.ana).get('/sessions/exports/1').expect(403);
    await t.as(t.manager).get('/sessions/exports/2147483648').expect(422);
    expect(t.jobs).toEqual([]);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});

describe('"Estudando desde" (issue 29 item 32)', () => {
  it("is the learner's first study session in this company, else when they joined it, not the account's creation", async () => {
    const old = await t.create.user(t.demo, { type: 'student' });
    const monthsAgo = new Date(Date.now() - 120 * 86_400_000);
    await t.create.study(t.demo, old.id, { seconds: 600, startedAt: monthsAgo });
    await t.create.study(t.demo, old.id, { seconds: 600, startedAt: new Date(Date.now() - 86_400_000) });
    // A session in another company is not this one's.
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: old.id } });
    await t.create.study(t.acme, old.id, { seconds: 60, startedAt: new Date(Date.now() - 400 * 86_400_000) });
    const d = (await t.as(old).get(`/sessions/${old.id}/dashboard?filter=week`).expect(200)).body.data;
    expect(d.studying_since).toBe(monthsAgo.toISOString());
    expect(d.user.created_at).not.toBe(d.studying_since);

    const fresh = await t.create.user(t.demo, { type: 'student' });
    const joined = new Date('2026-01-15T12:00:00.000Z');
    await t.db.companyUser.update({
      where: { companyId_userId: { companyId: t.demo.company.id, userId: fresh.id } },
      data: { createdAt: joined },
    });
    const f = (await t.as(fresh).get(`/sessions/${fresh.id}/dashboard?filter=week`).expect(200)).body.data;
    expect(f.studying_since).toBe(joined.toISOString());
  });
});
