import { writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '@trilha/shared/reports';
import { setupApiTest } from '../support/fixture.ts';
import { PASSWORD, type TestTenant, type TestUser } from '../support/factories/index.ts';

const t = setupApiTest();

const TABLES = ['activity_log', 'exports', 'domain_events'];
const rows = (userId: number) =>
  t.db.activityLog.findMany({ where: { userId }, orderBy: { id: 'asc' }, select: { kind: true, disciplineId: true } });

/** A discipline with a material and an item, a student enrolled in it and a tutor. */
async function course(tenant: TestTenant = t.demo, name = 'Aluna Log') {
  const d = await t.create.discipline(tenant, { name: `Disciplina ${name}` });
  const m = await t.create.material(tenant, d.id);
  const item = await t.create.materialItem(tenant, m.id, { title: `Item de ${name}` });
  const student = await t.create.user(tenant, { type: 'student', name });
  await t.create.enroll(tenant, d.id, student.id, 'student');
  const tutor = await t.create.user(tenant, { type: 'tutor' });
  await t.create.enroll(tenant, d.id, tutor.id, 'tutor');
  return { d, m, item, student, tutor };
}

/** A domain event as its publisher writes it, pending for the relay. */
const publish = (tenant: TestTenant, name: string, payload: object) =>
  t.db.domainEvent.create({ data: { companyId: tenant.company.id, name, payload: payload as object } });

describe('the activity log, from published facts', () => {
  it('records a learner sign-in, item opened, completed, unchecked, quiz, task and comment once each; a replay writes nothing', async () => {
    const c = await course();
    await t.as(null).post('/auth/login').send({ email: c.student.email, password: PASSWORD }).expect(200);
    await t.as(c.student).get(`/material-items/${c.item.id}`).expect(200);
    await t.as(c.student).post(`/progress/material-items/${c.item.id}/mark`).send({ checked: true }).expect(200);
    await t.as(c.student).post(`/progress/material-items/${c.item.id}/mark`).send({ checked: false }).expect(200);
    const ids = { user_id: c.student.id, material_item_id: c.item.id, material_id: c.m.id, discipline_id: c.d.id };
    await publish(t.demo, 'attempt.finished', {
      ...ids,
      attempt_id: 77,
      score: 8.5,
      correct: 3,
      pending: 0,
      preview: false,
      finished_at: '2026-11-20T12:00:00.000Z',
    });
    await publish(t.demo, 'assignment.submitted', {
      ...ids,
      submission_id: 78,
      first: true,
      submitted_at: '2026-11-20T13:00:00.000Z',
    });
    const forum = await t.create.forum(t.demo, c.d.id, { title: 'Dúvidas gerais' });
    await publish(t.demo, 'forum-comment.sent', {
      comment_id: 79,
      forum_id: forum.id,
      discipline_id: c.d.id,
      parent_id: null,
      author_id: c.student.id,
      consumer_domain: 'demo',
    });
    await t.delivered();
    expect((await rows(c.student.id)).map((r) => r.kind).sort()).toEqual(
      [
        'signed_in',
        'item_opened',
        'item_completed',
        'item_unchecked',
        'attempt_finished',
        'assignment_submitted',
        'comment_sent',
      ].sort(),
    );
    const quiz = await t.db.activityLog.findFirstOrThrow({ where: { userId: c.student.id, kind: 'attempt_finished' } });
    expect(quiz).toMatchObject({
      companyId: t.demo.company.id,
      disciplineId: c.d.id,
      materialItemId: c.item.id,
      subjectId: 77,
      details: { score: 8.5 },
      occurredAt: new Date('2026-11-20T12:00:00.000Z'),
    });
    const signIn = await t.db.activityLog.findFirstOrThrow({ where: { userId: c.student.id, kind: 'signed_in' } });
    expect(signIn).toMatchObject({ disciplineId: null, materialItemId: null });

    // Every event delivered again (a relay that died, a replay): nothing is written twice.
    const before = await t.db.activityLog.count();
    await t.db.$executeRaw`UPDATE domain_events SET status = 'pending', available_at = now(), delivered_at = NULL`;
    await t.delivered();
    expect(await t.db.activityLog.count()).toBe(before);
  });

  it("staff activity, a staff preview and another tenant's facts stay out of a learner's log", async () => {
    const c = await course(t.demo, 'Aluno Preview');
    await t.as(null).post('/auth/login').send({ email: t.manager.email, password: PASSWORD }).expect(200);
    await t.as(c.tutor).get(`/material-items/${c.item.id}`).expect(200);
    await publish(t.demo, 'attempt.finished', {
      user_id: c.student.id,
      material_item_id: c.item.id,
      material_id: c.m.id,
      discipline_id: c.d.id,
      attempt_id: 90,
      score: null,
      correct: 0,
      pending: 1,
      preview: true,
      finished_at: '2026-11-20T12:00:00.000Z',
    });
    await t.delivered();
    expect(await rows(t.manager.id)).toEqual([]);
    expect(await rows(c.tutor.id)).toEqual([]);
    expect(await rows(c.student.id)).toEqual([]);
  });

  it('an item re-read within 30 minutes (a refetch on focus, a reload) is one opening; later, another', async () => {
    const c = await course(t.demo, 'Aluno Releitura');
    await t.as(c.student).get(`/material-items/${c.item.id}`).expect(200);
    await t.as(c.student).get(`/material-items/${c.item.id}`).expect(200);
    await t.delivered();
    expect((await rows(c.student.id)).map((r) => r.kind)).toEqual(['item_opened']);
    // The same fact published 31 minutes after the first opening is a new opening.
    const [first] = await t.db.activityLog.findMany({ where: { userId: c.student.id }, select: { occurredAt: true } });
    await t.db.domainEvent.create({
      data: {
        companyId: t.demo.company.id,
        name: 'material-item.opened',
        payload: { user_id: c.student.id, material_item_id: c.item.id, material_id: c.m.id, discipline_id: c.d.id },
        createdAt: new Date(first!.occurredAt.getTime() + 31 * 60_000),
      },
    });
    await t.delivered();
    expect((await rows(c.student.id)).map((r) => r.kind)).toEqual(['item_opened', 'item_opened']);
  });

  it('a locked item is not "opened" (its content was not given)', async () => {
    const c = await course(t.demo, 'Aluno Trancado');
    await t.db.materialItemSettings.create({
      data: { companyId: t.demo.company.id, materialItemId: c.item.id, availableFrom: new Date(Date.now() + 86_400_000) },
    });
    await t.as(c.student).get(`/material-items/${c.item.id}`).expect(200);
    await t.delivered();
    expect(await rows(c.student.id)).toEqual([]);
  });
});

let worlds = 0;
/** Learners with facts at known times in two disciplines, and an acme namesake; names unique to the call. */
async function logWorld() {
  const n = ++worlds;
  const beatriz = `Beatriz Relatório ${n}`;
  const caio = `Caio Relatório ${n}`;
  const a = await course(t.demo, beatriz);
  const b = await course(t.demo, caio);
  const acme = await course(t.acme, beatriz);
  const at = (iso: string) => new Date(iso);
  const f = {
    // 2026-11-10 09:00 in São Paulo (UTC−3).
    aSignIn: await t.create.activity(t.demo, a.student.id, { occurredAt: at('2026-11-10T12:00:00Z') }),
    aOpen: await t.create.activity(t.demo, a.student.id, {
      kind: 'item_opened',
      disciplineId: a.d.id,
      materialItemId: a.item.id,
      occurredAt: at('2026-11-11T12:00:00Z'),
    }),
    aQuiz: await t.create.activity(t.demo, a.student.id, {
      kind: 'attempt_finished',
      disciplineId: a.d.id,
      materialItemId: a.item.id,
      subjectId: 5,
      details: { score: 7 },
      occurredAt: at('2026-11-12T02:30:00Z'), // 2026-11-11 23:30 in São Paulo
    }),
    bOpen: await t.create.activity(t.demo, b.student.id, {
      kind: 'item_opened',
      disciplineId: b.d.id,
      materialItemId: b.item.id,
      occurredAt: at('2026-11-11T15:00:00Z'),
    }),
    acme: await t.create.activity(t.acme, acme.student.id, { occurredAt: at('2026-11-11T12:00:00Z') }),
  };
  return { a, b, acme, f, beatriz, caio };
}

const idsOf = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

describe('GET /logs/student', () => {
  it('lists the filtered facts newest first, every column, 30 per page; dates in the company zone', async () => {
    const w = await logWorld();
    const byName = await t
      .as(w.a.tutor)
      .get(`/logs/student?user_name=${encodeURIComponent(w.beatriz.toLowerCase())}`)
      .expect(200);
    expect(idsOf(byName.body)).toEqual([w.f.aQuiz.id, w.f.aOpen.id, w.f.aSignIn.id].map(Number));
    expect(byName.body.meta).toEqual({ current_page: 1, per_page: 30, total: 3, last_page: 1 });
    expect(byName.body.data[0]).toEqual({
      id: Number(w.f.aQuiz.id),
      kind: 'attempt_finished',
      occurred_at: '2026-11-12T02:30:00.000Z',
      user: { id: w.a.student.id, name: w.beatriz, email: w.a.student.email },
      discipline: { id: w.a.d.id, name: `Disciplina ${w.beatriz}` },
      item: { id: w.a.item.id, title: `Item de ${w.beatriz}` },
      forum: null,
      score: 7,
    });
    expect(byName.body.data[2]).toMatchObject({ kind: 'signed_in', discipline: null, item: null, forum: null, score: null });

    // A day is read in the company's zone: the 23:30 quiz belongs to the 11th, not the 12th.
    const both = `disciplines_ids[]=${w.a.d.id}&disciplines_ids[]=${w.b.d.id}`;
    const day = await t
      .as(t.manager)
      .get(`/logs/student?${both}&start_date_time=2026-11-11&end_date_time=2026-11-11`)
      .expect(200);
    expect(idsOf(day.body)).toEqual([w.f.aQuiz.id, w.f.bOpen.id, w.f.aOpen.id].map(Number));
    const offset = await t
      .as(t.manager)
      .get(`/logs/student?${both}&start_date_time=${encodeURIComponent('2026-11-11T12:00:00Z')}&end_date_time=2026-11-11T12:00`)
      .expect(200);
    // From 12:00 UTC to 12:00 in São Paulo (15:00 UTC), both ends included.
    expect(idsOf(offset.body)).toEqual([w.f.bOpen.id, w.f.aOpen.id].map(Number));
    const byDiscipline = await t.as(t.manager).get(`/logs/student?disciplines_ids[]=${w.b.d.id}`).expect(200);
    expect(idsOf(byDiscipline.body)).toEqual([Number(w.f.bOpen.id)]);
    const caio = await t
      .as(t.manager)
      .get(`/logs/student?${both}&user_name=${encodeURIComponent(w.caio)}`)
      .expect(200);
    expect(idsOf(caio.body)).toEqual([Number(w.f.bOpen.id)]);
    // % and _ match literally; another tenant's discipline matches nothing.
    expect((await t.as(t.manager).get('/logs/student?user_name=%25').expect(200)).body.meta.total).toBe(0);
    expect((await t.as(t.manager).get(`/logs/student?disciplines_ids[]=${w.acme.d.id}`).expect(200)).body.data).toEqual([]);
  });

  it('pages by 30 (per_page up to 100); a page past the end keeps the total', async () => {
    const c = await course(t.demo, 'Paginada Silva');
    const base = Date.parse('2026-10-01T12:00:00Z');
    for (let i = 0; i < 31; i++) await t.create.activity(t.demo, c.student.id, { occurredAt: new Date(base + i * 60_000) });
    const p1 = await t.as(c.tutor).get('/logs/student?user_name=Paginada').expect(200);
    const p2 = await t.as(c.tutor).get('/logs/student?user_name=Paginada&page=2').expect(200);
    expect(p1.body.data).toHaveLength(30);
    expect(p1.body.meta).toEqual({ current_page: 1, per_page: 30, total: 31, last_page: 2 });
    expect(p2.body.data).toHaveLength(1);
    expect(new Set([...idsOf(p1.body), ...idsOf(p2.body)]).size).toBe(31);
    const past = await t.as(c.tutor).get('/logs/student?user_name=Paginada&page=9').expect(200);
    expect(past.body).toEqual({
      data: [],
      meta: { current_page: 9, per_page: 30, total: 31, last_page: 2 },
      time_zone: 'America/Sao_Paulo',
    });
    expect((await t.as(c.tutor).get('/logs/student?user_name=Paginada&per_page=5').expect(200)).body.data).toHaveLength(5);
  });

  it("each tenant sees only its own learners' facts", async () => {
    const w = await logWorld();
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    const q = `/logs/student?user_name=${encodeURIComponent(w.beatriz)}`;
    const res = await t.as(acmeManager, t.acme).get(q).expect(200);
    expect(idsOf(res.body)).toEqual([Number(w.f.acme.id)]);
    const demo = await t.as(t.manager).get(q).expect(200);
    expect(idsOf(demo.body)).toHaveLength(3);
    expect(idsOf(demo.body)).not.toContain(Number(w.f.acme.id));
    // A demo member on acme's host is refused before anything is read.
    const refused = await t.as(w.a.tutor, t.acme).get('/logs/student?user_name=Beatriz');
    expect(refused.status).toBeGreaterThanOrEqual(401);
    expect(refused.status).toBeLessThan(500);
  });

  it("tutors and teachers read only their own disciplines' learners; management the whole company", async () => {
    const w = await logWorld();
    const both = `disciplines_ids[]=${w.a.d.id}&disciplines_ids[]=${w.b.d.id}`;
    // Beatriz is a.tutor's student; Caio is not: his facts are not there, even asked by name.
    expect(idsOf((await t.as(w.a.tutor).get(`/logs/student?${both}`).expect(200)).body)).toEqual(
      [w.f.aQuiz.id, w.f.aOpen.id].map(Number),
    );
    const caio = await t
      .as(w.a.tutor)
      .get(`/logs/student?user_name=${encodeURIComponent(w.caio)}`)
      .expect(200);
    expect(caio.body).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 30, total: 0, last_page: 1 },
      time_zone: 'America/Sao_Paulo',
    });
    // A teacher of b's discipline, and a tutor who owns it without an inscription, read Caio's.
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, w.b.d.id, teacher.id, 'teacher');
    expect(idsOf((await t.as(teacher).get(`/logs/student?${both}`).expect(200)).body)).toEqual([Number(w.f.bOpen.id)]);
    const owner = await t.create.user(t.demo, { type: 'tutor' });
    await t.db.discipline.updateMany({ where: { id: w.b.d.id }, data: { ownerId: owner.id } });
    expect(idsOf((await t.as(owner).get(`/logs/student?${both}`).expect(200)).body)).toEqual([Number(w.f.bOpen.id)]);
    // A tutor of no discipline reads nothing; one whose inscription was canceled neither.
    const idle = await t.create.user(t.demo, { type: 'tutor' });
    expect((await t.as(idle).get(`/logs/student?${both}`).expect(200)).body.meta.total).toBe(0);
    await t.db.disciplineInscription.updateMany({ where: { userId: w.a.tutor.id }, data: { status: 'canceled' } });
    expect((await t.as(w.a.tutor).get(`/logs/student?${both}`).expect(200)).body.meta.total).toBe(0);
    // Management, clients and platform admins read every learner's.
    for (const u of [
      t.manager,
      t.admin,
      await t.create.user(t.demo, { type: 'supervisor' }),
      await t.create.user(t.demo, { type: 'client' }),
    ])
      expect(idsOf((await t.as(u).get(`/logs/student?${both}`).expect(200)).body)).toEqual(
        [w.f.aQuiz.id, w.f.bOpen.id, w.f.aOpen.id].map(Number),
      );
  });

  it('staff roles and admins may read it; 401 without a token, 403 for a student', async () => {
    await logWorld();
    for (const type of ['tutor', 'teacher', 'manager', 'supervisor', 'client'] as const) {
      const u = await t.create.user(t.demo, { type });
      await t.as(u).get('/logs/student?user_name=Beatriz').expect(200);
    }
    await t.as(t.admin).get('/logs/student?user_name=Beatriz').expect(200);
    await t.as(null).get('/logs/student?user_name=Beatriz').expect(401);
    const student = await t.create.user(t.demo, { type: 'student' });
    expect((await t.as(student).get('/logs/student?user_name=Beatriz').expect(403)).body.code).toBe('FORBIDDEN');
  });

  it("422 'Preencha ao menos um dos filtros!' without a filter (an end date alone is not one); bad input is 422, never 500", async () => {
    const w = await logWorld();
    const none = await t.as(w.a.tutor).get('/logs/student').expect(422);
    expect(none.body).toMatchObject({ code: 'STUDENT_LOG_FILTERS_REQUIRED', message: 'Preencha ao menos um dos filtros!' });
    for (const q of ['user_name=', 'user_name=%20%20', 'end_date_time=2026-11-11', 'page=2'])
      expect((await t.as(w.a.tutor).get(`/logs/student?${q}`).expect(422)).body.code).toBe('STUDENT_LOG_FILTERS_REQUIRED');
    const range = await t.as(w.a.tutor).get('/logs/student?start_date_time=2026-11-12&end_date_time=2026-11-11').expect(422);
    expect(range.body).toMatchObject({ code: 'STUDENT_LOG_DATE_RANGE', errors: { end_date_time: [M.studentLogDateRange] } });
    for (const q of [
      'start_date_time=2026-02-30',
      'start_date_time=ontem',
      'start_date_time=2026-11-11T25:00',
      // What PostgreSQL would refuse (a 500 the fuzz found): an offset past ±15:59, the year 0.
      'start_date_time=2026-11-11T10:00%2B23:00',
      'end_date_time=0000-01-01&user_name=a',
      `user_name=${'x'.repeat(256)}`,
      'disciplines_ids[]=99999999999',
      'disciplines_ids[]=abc',
      'per_page=101',
      'page=0',
      'user_name=a%00b',
    ]) {
      const res = await t.as(w.a.tutor).get(`/logs/student?${q}`);
      expect([q, res.status]).toEqual([q, 422]);
    }
  });
});

describe('GET /logs/student/pdf', () => {
  it("queues the PDF with the filters: 202 'Gerando Relatório!', one request row, one job", async () => {
    const w = await logWorld();
    t.jobs.length = 0;
    const res = await t
      .as(w.a.tutor)
      .get(`/logs/student/pdf?user_name=${encodeURIComponent(w.beatriz)}&start_date_time=2026-11-01`)
      .expect(202);
    expect(res.body).toEqual({
      message: 'Gerando Relatório!',
      data: {
        id: expect.any(Number),
        status: 'pending',
        row_count: 3,
        pdf_url: `/logs/student/pdf/${res.body.data.id}/file`,
        created_at: expect.any(String),
        finished_at: null,
      },
    });
    const row = await t.db.export.findFirstOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({
      companyId: t.demo.company.id,
      requestedById: w.a.tutor.id,
      kind: 'student-logs-pdf',
      status: 'pending',
      filters: {
        user_name: w.beatriz,
        start_date_time: '2026-11-01',
        time_zone: 'America/Sao_Paulo',
        company_name: 'Trilha Demo',
        tutor_id: w.a.tutor.id,
        row_count: 3,
      },
    });
    expect(t.jobs).toEqual([
      { name: 'reports.student-logs-pdf', payload: { company_id: t.demo.company.id, request_id: row.id, locale: 'pt-BR' } },
    ]);
    // The host's branding travels with the request (the PDF's band): its colour, no logo here.
    expect(row.filters).toMatchObject({ brand: { color: expect.stringMatching(/^#[0-9a-f]{6}$/i), logo_key: null } });
  });

  it("carries the requester's language to the job: the web's cookie first, else Accept-Language, else pt-BR", async () => {
    const w = await logWorld();
    const path = `/logs/student/pdf?user_name=${encodeURIComponent(w.beatriz)}`;
    const cases: [Record<string, string>, string][] = [
      [{ 'accept-language': 'en-US,en;q=0.9' }, 'en'],
      [{ 'accept-language': 'es' }, 'es'],
      [{ cookie: 'x=1; trilha_lang=es', 'accept-language': 'en' }, 'es'],
      [{ 'accept-language': 'de-DE, fr' }, 'pt-BR'],
      [{ cookie: 'trilha_lang=<script>' }, 'pt-BR'],
    ];
    for (const [headers, locale] of cases) {
      t.jobs.length = 0;
      let req = t.as(w.a.tutor).get(path);
      for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
      await req.expect(202);
      expect([headers, t.jobs[0]?.payload]).toEqual([headers, expect.objectContaining({ locale })]);
    }
  });

  it("a tutor's PDF holds only their students: another tutor's learner is nothing to download, and the scope is stored", async () => {
    const w = await logWorld();
    t.jobs.length = 0;
    const before = await t.rowCounts(TABLES);
    const other = await t
      .as(w.b.tutor)
      .get(`/logs/student/pdf?user_name=${encodeURIComponent(w.beatriz)}`)
      .expect(422);
    expect(other.body).toMatchObject({
      code: 'STUDENT_LOG_NOTHING_TO_DOWNLOAD',
      message: 'Nenhum registro encontrado para Dowload!',
    });
    expect(await t.rowCounts(TABLES)).toEqual(before);
    const both = `disciplines_ids[]=${w.a.d.id}&disciplines_ids[]=${w.b.d.id}`;
    const mine = await t.as(w.b.tutor).get(`/logs/student/pdf?${both}`).expect(202);
    expect(mine.body.data.row_count).toBe(1);
    const row = await t.db.export.findFirstOrThrow({ where: { id: mine.body.data.id } });
    expect(row.filters).toMatchObject({ tutor_id: w.b.tutor.id, row_count: 1 });
    const all = await t.as(t.manager).get(`/logs/student/pdf?${both}`).expect(202);
    expect(all.body.data.row_count).toBe(3);
    expect((await t.db.export.findFirstOrThrow({ where: { id: all.body.data.id } })).filters).toMatchObject({
      tutor_id: null,
    });
  });

  it("refuses what would be an empty PDF ('Nenhum registro encontrado para Dowload!'), no filter, bad input and other roles, writing nothing", async () => {
    const w = await logWorld();
    t.jobs.length = 0;
    const counts = await t.rowCounts(TABLES);
    const empty = await t.as(w.a.tutor).get('/logs/student/pdf?user_name=Ninguém Aqui').expect(422);
    expect(empty.body).toMatchObject({
      code: 'STUDENT_LOG_NOTHING_TO_DOWNLOAD',
      message: 'Nenhum registro encontrado para Dowload!',
    });
    expect((await t.as(w.a.tutor).get('/logs/student/pdf').expect(422)).body.message).toBe('Preencha ao menos um dos filtros!');
    await t.as(w.a.tutor).get('/logs/student/pdf?start_date_time=amanhã').expect(422);
    await t.as(w.a.tutor).get('/logs/student/pdf?user_name=a%00').expect(422);
    await t.as(null).get('/logs/student/pdf?user_name=Beatriz').expect(401);
    await t.as(w.a.student).get('/logs/student/pdf?user_name=Beatriz').expect(403);
    // Another tenant's namesake is not this tenant's row.
    const acmeTutor = await t.create.user(t.acme, { type: 'tutor' });
    const acmeCounts = await t.rowCounts(TABLES);
    await t.as(acmeTutor, t.acme).get(`/logs/student/pdf?disciplines_ids[]=${w.a.d.id}`).expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(acmeCounts);
    expect(counts).toEqual(acmeCounts);
    expect(t.jobs).toEqual([]);
  });

  it('refuses over 100,000 rows with a clear message', async () => {
    const c = await course(t.demo, 'Volume Grande');
    await t.db.$executeRaw`
      INSERT INTO activity_log (company_id, user_id, kind, occurred_at, source_event_id)
      SELECT ${t.demo.company.id}, ${c.student.id}, 'signed_in', now() - g * interval '1 second', 2000000000 + g
        FROM generate_series(1, 100001) g`;
    const res = await t.as(c.tutor).get('/logs/student/pdf?user_name=Volume Grande').expect(422);
    expect(res.body).toMatchObject({
      code: 'STUDENT_LOG_TOO_MANY_ROWS',
      message: 'O relatório passa de 100.000 registros. Refine os filtros para gerar o PDF.',
    });
    await t.db.activityLog.deleteMany({ where: { userId: c.student.id } });
  });
});

describe('GET /logs/student/pdf/{id} and /file', () => {
  async function request(user: TestUser) {
    const res = await t.as(user).get('/logs/student/pdf?user_name=Beatriz').expect(202);
    return res.body.data.id as number;
  }

  it('only the requester reads the status and downloads the PDF: 409 while written, 410 if it failed', async () => {
    const w = await logWorld();
    const id = await request(w.a.tutor);
    const status = await t.as(w.a.tutor).get(`/logs/student/pdf/${id}`).expect(200);
    expect(status.body).toMatchObject({ id, status: 'pending', pdf_url: `/logs/student/pdf/${id}/file` });
    expect((await t.as(w.a.tutor).get(`/logs/student/pdf/${id}/file`).expect(409)).body.code).toBe('STUDENT_LOG_PDF_NOT_READY');

    // What the worker leaves: the file under the tenant's prefix, the export ready with its key.
    const key = `private/c${t.demo.company.id}/reports/export-${id}-test.pdf`;
    await mkdir(dirname(join(t.storageDir, key)), { recursive: true });
    await writeFile(join(t.storageDir, key), '%PDF-1.3\n%%EOF\n');
    await t.db.export.updateMany({ where: { id }, data: { status: 'ready', storageKey: key, finishedAt: new Date() } });
    expect((await t.as(w.a.tutor).get(`/logs/student/pdf/${id}`).expect(200)).body.status).toBe('done');
    const file = await t.as(w.a.tutor).get(`/logs/student/pdf/${id}/file`).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename=/);

    // Anyone else, staff of the same company included, and another tenant: 404.
    for (const other of [w.b.tutor, t.manager]) {
      await t.as(other).get(`/logs/student/pdf/${id}`).expect(404);
      expect((await t.as(other).get(`/logs/student/pdf/${id}/file`).expect(404)).body.code).toBe('STUDENT_LOG_PDF_NOT_FOUND');
    }
    const acmeTutor = await t.create.user(t.acme, { type: 'tutor' });
    await t.as(acmeTutor, t.acme).get(`/logs/student/pdf/${id}/file`).expect(404);
    await t.as(w.a.student).get(`/logs/student/pdf/${id}/file`).expect(403);
    await t.as(null).get(`/logs/student/pdf/${id}/file`).expect(401);
    await t.as(w.a.tutor).get('/logs/student/pdf/99999999999/file').expect(422);
    await t.as(w.a.tutor).get('/logs/student/pdf/2147483647/file').expect(404);

    await t.db.export.updateMany({ where: { id }, data: { status: 'failed' } });
    expect((await t.as(w.a.tutor).get(`/logs/student/pdf/${id}/file`).expect(410)).body.code).toBe('STUDENT_LOG_PDF_FAILED');
  });
});
