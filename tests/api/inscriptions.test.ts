import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const inscriptionsOf = (disciplineId: number) =>
  t.db.disciplineInscription.findMany({ where: { disciplineId }, orderBy: { id: 'asc' } });

describe('GET /discipline-inscriptions', () => {
  it('lists a class 30 per page by name, with filters, every column and only the tenant’s rows', async () => {
    const d = await t.create.discipline(t.demo);
    const other = await t.create.discipline(t.demo);
    const ana = await t.create.user(t.demo, { name: 'Ana 50%_Souza', email: 'ana.class@example.com' });
    const bia = await t.create.user(t.demo, { name: 'Bia Lima', type: 'tutor' });
    const caio = await t.create.user(t.demo, { name: 'Caio Reis' });
    await t.create.enroll(t.demo, d.id, bia.id, 'tutor');
    const a = await t.create.enroll(t.demo, d.id, ana.id);
    const c = await t.create.enroll(t.demo, d.id, caio.id);
    await t.db.disciplineInscription.updateMany({
      where: { id: c.id },
      data: { status: 'canceled', startedAt: new Date('2026-01-01T00:00:00Z') },
    });
    await t.create.enroll(t.demo, other.id, ana.id);
    const foreign = await t.create.discipline(t.acme);
    await t.create.enroll(t.acme, foreign.id, (await t.create.user(t.acme)).id);

    const res = await t.as(t.manager).get(`/discipline-inscriptions?discipline_id=${d.id}`).expect(200);
    expect(res.body.meta).toEqual({ current_page: 1, per_page: 30, total: 3, last_page: 1 });
    expect(res.body.data.map((i: { user: { name: string } }) => i.user.name)).toEqual(['Ana 50%_Souza', 'Bia Lima', 'Caio Reis']);
    expect(res.body.data[0]).toEqual({
      id: a.id,
      discipline_id: d.id,
      user_id: ana.id,
      user: { id: ana.id, name: 'Ana 50%_Souza', email: 'ana.class@example.com', type: 'student', avatar: null },
      role: 'student',
      status: 'active',
      started_at: null,
      finished_at: null,
      created_at: a.createdAt.toISOString(),
    });
    expect(res.body.data[2]).toMatchObject({ status: 'canceled', started_at: '2026-01-01T00:00:00.000Z' });

    const byName = await t.as(t.manager).get(`/discipline-inscriptions?discipline_id=${d.id}&name=50%25_`).expect(200);
    expect(byName.body.data.map((i: { id: number }) => i.id)).toEqual([a.id]);
    const byMail = await t.as(t.manager).get(`/discipline-inscriptions?name=ANA.CLASS`).expect(200);
    expect(byMail.body.meta.total).toBe(2);
    const byStatus = await t.as(t.manager).get(`/discipline-inscriptions?discipline_id=${d.id}&status=canceled`).expect(200);
    expect(byStatus.body.data.map((i: { id: number }) => i.id)).toEqual([c.id]);
    const byUser = await t.as(t.manager).get(`/discipline-inscriptions?user_id=${ana.id}`).expect(200);
    expect(byUser.body.meta.total).toBe(2);
    const past = await t.as(t.manager).get(`/discipline-inscriptions?discipline_id=${d.id}&page=9&per_page=2`).expect(200);
    expect(past.body).toEqual({ data: [], meta: { current_page: 9, per_page: 2, total: 3, last_page: 2 } });
    // Another tenant's discipline: nothing of it.
    const cross = await t.as(t.manager).get(`/discipline-inscriptions?discipline_id=${foreign.id}`).expect(200);
    expect(cross.body.meta.total).toBe(0);
  });

  it('shows a teacher or tutor only the classes they teach', async () => {
    const taught = await t.create.discipline(t.demo);
    const notTaught = await t.create.discipline(t.demo);
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, taught.id, teacher.id, 'teacher');
    const s = await t.create.user(t.demo);
    await t.create.enroll(t.demo, taught.id, s.id);
    await t.create.enroll(t.demo, notTaught.id, s.id);
    const res = await t.as(teacher).get(`/discipline-inscriptions?user_id=${s.id}`).expect(200);
    expect(res.body.data.map((i: { discipline_id: number }) => i.discipline_id)).toEqual([taught.id]);
    await t.as(teacher).get(`/discipline-inscriptions?discipline_id=${notTaught.id}`).expect(404);
  });

  it('shows a student the class of a discipline they study, names without e-mails; 404 elsewhere; 401; 422', async () => {
    const d = await t.create.discipline(t.demo);
    const s = await t.create.user(t.demo, { name: 'Aluno Curioso' });
    const mate = await t.create.user(t.demo, { name: 'Colega', email: 'colega.class@example.com' });
    await t.create.enroll(t.demo, d.id, s.id);
    await t.create.enroll(t.demo, d.id, mate.id);
    const res = await t.as(s).get(`/discipline-inscriptions?discipline_id=${d.id}`).expect(200);
    expect(res.body.data.map((i: { user: { name: string; email: string | null } }) => [i.user.name, i.user.email])).toEqual([
      ['Aluno Curioso', null],
      ['Colega', null],
    ]);
    // The name filter does not search e-mails for them either.
    expect(
      (await t.as(s).get(`/discipline-inscriptions?discipline_id=${d.id}&name=colega.class`).expect(200)).body.meta.total,
    ).toBe(0);
    // Without a discipline: only their own enrolments.
    const own = await t.as(s).get('/discipline-inscriptions').expect(200);
    expect(own.body.data.map((i: { user_id: number }) => i.user_id)).toEqual([s.id]);
    const elsewhere = await t.create.discipline(t.demo);
    await t.as(s).get(`/discipline-inscriptions?discipline_id=${elsewhere.id}`).expect(404);
    await t.as(null).get('/discipline-inscriptions').expect(401);
    await t.as(t.manager).get('/discipline-inscriptions?status=sleeping').expect(422);
  });
});

describe('POST /discipline-inscriptions', () => {
  it('enrols one user with a window (days: whole days) and many at once', async () => {
    const d = await t.create.discipline(t.demo);
    const s1 = await t.create.user(t.demo, { name: 'Aluno Um' });
    const res = await t
      .as(t.manager)
      .post('/discipline-inscriptions')
      .send({ discipline_id: d.id, user_id: s1.id, started_at: '2026-03-01', finished_at: '2026-06-30' })
      .expect(201);
    expect(res.body.message).toBe('Matrícula realizada com sucesso!');
    expect(res.body.data).toEqual([
      expect.objectContaining({
        user_id: s1.id,
        role: 'student',
        status: 'active',
        started_at: '2026-03-01T00:00:00.000Z',
        finished_at: '2026-06-30T23:59:59.999Z',
      }),
    ]);
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const s2 = await t.create.user(t.demo);
    const many = await t
      .as(t.manager)
      .post('/discipline-inscriptions')
      .send({ discipline_id: d.id, users_ids: [tutor.id, s2.id] })
      .expect(201);
    expect(many.body.message).toBe('Matrículas realizadas com sucesso!');
    const rows = await inscriptionsOf(d.id);
    expect(rows.map((r) => [r.userId, r.role, r.companyId])).toEqual([
      [s1.id, 'student', t.demo.company.id],
      [tutor.id, 'tutor', t.demo.company.id],
      [s2.id, 'student', t.demo.company.id],
    ]);
  });

  it('lets a teacher enrol students in a discipline they teach, not teachers, and not elsewhere', async () => {
    const d = await t.create.discipline(t.demo);
    const elsewhere = await t.create.discipline(t.demo);
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, d.id, teacher.id, 'teacher');
    const s = await t.create.user(t.demo);
    await t.as(teacher).post('/discipline-inscriptions').send({ discipline_id: d.id, user_id: s.id }).expect(201);
    const before = await t.rowCounts(['discipline_inscriptions']);
    const colleague = await t.create.user(t.demo, { type: 'teacher' });
    await t.as(teacher).post('/discipline-inscriptions').send({ discipline_id: d.id, user_id: colleague.id }).expect(403);
    await t.as(teacher).post('/discipline-inscriptions').send({ discipline_id: elsewhere.id, user_id: s.id }).expect(404);
    expect(await t.rowCounts(['discipline_inscriptions'])).toEqual(before);
    // A manager may enrol a teacher.
    await t.as(t.manager).post('/discipline-inscriptions').send({ discipline_id: d.id, user_id: colleague.id }).expect(201);
  });

  it('refuses (422, nothing written) a duplicate, a non-member, staff, a bad window, no user; all or nothing', async () => {
    const d = await t.create.discipline(t.demo);
    const s = await t.create.user(t.demo);
    const fresh = await t.create.user(t.demo);
    await t.create.enroll(t.demo, d.id, s.id);
    const outsider = await t.create.user(t.acme);
    const supervisor = await t.create.user(t.demo, { type: 'supervisor' });
    const before = await t.rowCounts(['discipline_inscriptions']);
    const post = (body: object) =>
      t
        .as(t.manager)
        .post('/discipline-inscriptions')
        .send({ discipline_id: d.id, ...body });

    const dup = await post({ user_id: s.id }).expect(422);
    expect(dup.body).toMatchObject({
      code: 'INSCRIPTION_EXISTS',
      message: 'Usuário já matriculado nesta disciplina',
      errors: { user_id: ['Usuário já matriculado nesta disciplina'] },
    });
    const mixed = await post({ users_ids: [fresh.id, s.id] }).expect(422);
    expect(mixed.body.errors).toEqual({ 'users_ids.1': ['Usuário já matriculado nesta disciplina'] });
    expect((await post({ user_id: outsider.id }).expect(422)).body.code).toBe('INSCRIPTION_USER_NOT_FOUND');
    expect((await post({ user_id: supervisor.id }).expect(422)).body.code).toBe('INSCRIPTION_USER_NOT_ACADEMIC');
    const window = await post({ user_id: fresh.id, started_at: '2026-06-30', finished_at: '2026-03-01' }).expect(422);
    expect(window.body.errors).toEqual({ finished_at: ['A data de término deve ser igual ou posterior à data de início'] });
    await post({ user_id: fresh.id, started_at: '2026-02-30' }).expect(422);
    await post({ user_id: fresh.id, started_at: '01/03/2026' }).expect(422);
    expect((await post({}).expect(422)).body.errors).toEqual({
      user_id: ['Informe o usuário ou a lista de usuários a matricular'],
    });
    await post({ users_ids: [] }).expect(422);
    expect(await t.rowCounts(['discipline_inscriptions'])).toEqual(before);
  });

  it('401, 403 for a student and a tutor, 404 for another tenant’s discipline', async () => {
    const d = await t.create.discipline(t.demo);
    const s = await t.create.user(t.demo);
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    await t.create.enroll(t.demo, d.id, tutor.id, 'tutor');
    const before = await t.rowCounts(['discipline_inscriptions']);
    await t.as(null).post('/discipline-inscriptions').send({ discipline_id: d.id, user_id: s.id }).expect(401);
    await t.as(s).post('/discipline-inscriptions').send({ discipline_id: d.id, user_id: s.id }).expect(403);
    await t.as(tutor).post('/discipline-inscriptions').send({ discipline_id: d.id, user_id: s.id }).expect(403);
    const foreign = await t.create.discipline(t.acme);
    await t.as(t.manager).post('/discipline-inscriptions').send({ discipline_id: foreign.id, user_id: s.id }).expect(404);
    expect(await t.rowCounts(['discipline_inscriptions'])).toEqual(before);
  });
});

describe('POST /discipline-inscriptions/import', () => {
  it('enrols every line of a CSV (comma or semicolon, ISO or Brazilian dates, BOM, blank lines)', async () => {
    const d = await t.create.discipline(t.demo);
    const a = await t.create.user(t.demo, { email: 'csv.a@example.com' });
    const b = await t.create.user(t.demo, { email: 'csv.b@example.com' });
    const csv = '\uFEFFEmail;started_at;finished_at\r\nCSV.A@example.com;01/03/2026;30/06/2026\r\n\r\ncsv.b@example.com;;\r\n';
    const res = await t.as(t.manager).post('/discipline-inscriptions/import').send({ discipline_id: d.id, csv }).expect(201);
    expect(res.body.message).toBe('Matrículas realizadas com sucesso!');
    const rows = await inscriptionsOf(d.id);
    expect(rows.map((r) => [r.userId, r.startedAt?.toISOString() ?? null, r.finishedAt?.toISOString() ?? null])).toEqual([
      [a.id, '2026-03-01T00:00:00.000Z', '2026-06-30T23:59:59.999Z'],
      [b.id, null, null],
    ]);
  });

  it('reports every refused line by its number and writes nothing', async () => {
    const d = await t.create.discipline(t.demo);
    const ok = await t.create.user(t.demo, { email: 'csv.ok@example.com' });
    const enrolled = await t.create.user(t.demo, { email: 'csv.in@example.com' });
    await t.create.enroll(t.demo, d.id, enrolled.id);
    await t.create.user(t.acme, { email: 'csv.acme@example.com' });
    const csv = [
      'email,started_at,finished_at',
      'csv.ok@example.com,2026-03-01,2026-06-30', // 2: fine
      'não-é-email,,', // 3
      'csv.in@example.com,,', // 4: already enrolled
      'csv.acme@example.com,,', // 5: another tenant's user
      'csv.ok@example.com,,', // 6: repeated
      'ninguem@example.com,31/02/2026,', // 7: no such day
      '"csv.x@example.com",2026-06-30,2026-03-01', // 8: window backwards
    ].join('\n');
    const before = await t.rowCounts(['discipline_inscriptions']);
    const res = await t.as(t.manager).post('/discipline-inscriptions/import').send({ discipline_id: d.id, csv }).expect(422);
    expect(res.body.message).toBe('Nenhuma matrícula foi feita: corrija as linhas indicadas e envie o arquivo novamente');
    expect(res.body.errors).toEqual({
      'lines.3': ['E-mail inválido'],
      'lines.4': ['Usuário já matriculado nesta disciplina'],
      'lines.5': ['Usuário não encontrado nesta empresa'],
      'lines.6': ['E-mail repetido no arquivo (linha 2)'],
      'lines.7': ['Data inválida: use AAAA-MM-DD ou DD/MM/AAAA'],
      'lines.8': ['A data de término deve ser igual ou posterior à data de início'],
    });
    expect(await t.rowCounts(['discipline_inscriptions'])).toEqual(before);
    expect(ok.id).toBeGreaterThan(0);
  });

  it('refuses a file without the email column or without lines; 401, 403, 404', async () => {
    const d = await t.create.discipline(t.demo);
    const post = (csv: string, who = t.manager) =>
      t.as(who).post('/discipline-inscriptions/import').send({ discipline_id: d.id, csv });
    expect((await post('nome,data\nfulano,2026-01-01').expect(422)).body.errors).toEqual({
      csv: ['A primeira linha deve ter as colunas email, started_at e finished_at'],
    });
    expect((await post('email,started_at,finished_at\n').expect(422)).body.errors).toEqual({
      csv: ['O arquivo não tem nenhuma linha de matrícula'],
    });
    await t.as(null).post('/discipline-inscriptions/import').send({ discipline_id: d.id, csv: 'email' }).expect(401);
    await post('email\na@b.co', await t.create.user(t.demo)).expect(403);
    const foreign = await t.create.discipline(t.acme);
    await t
      .as(t.manager)
      .post('/discipline-inscriptions/import')
      .send({ discipline_id: foreign.id, csv: 'email\na@b.co' })
      .expect(404);
  });
});

describe('POST /discipline-inscriptions/{id}/update and DELETE', () => {
  it('changes the window and status, clears an edge with null, and unenrols', async () => {
    const d = await t.create.discipline(t.demo);
    const s = await t.create.user(t.demo);
    const i = await t.create.enroll(t.demo, d.id, s.id);
    const res = await t
      .as(t.manager)
      .post(`/discipline-inscriptions/${i.id}/update`)
      .send({ started_at: '2026-01-10T08:00:00-03:00', finished_at: '2026-12-31', status: 'finished' })
      .expect(200);
    expect(res.body).toMatchObject({
      message: 'Matrícula atualizada com sucesso!',
      data: { id: i.id, status: 'finished', started_at: '2026-01-10T11:00:00.000Z', finished_at: '2026-12-31T23:59:59.999Z' },
    });
    const cleared = await t.as(t.manager).post(`/discipline-inscriptions/${i.id}/update`).send({ finished_at: null }).expect(200);
    expect(cleared.body.data).toMatchObject({ started_at: '2026-01-10T11:00:00.000Z', finished_at: null, status: 'finished' });
    const del = await t.as(t.manager).delete(`/discipline-inscriptions/${i.id}`).expect(200);
    expect(del.body.message).toBe('Matrícula removida com sucesso!');
    expect(await inscriptionsOf(d.id)).toEqual([]);
  });

  it('422 (nothing changed) for a backwards window or a bad status; 401; 403; 404 for another tenant', async () => {
    const d = await t.create.discipline(t.demo);
    const s = await t.create.user(t.demo);
    const i = await t.create.enroll(t.demo, d.id, s.id);
    await t.as(t.manager).post(`/discipline-inscriptions/${i.id}/update`).send({ started_at: '2026-05-01' }).expect(200);
    const snapshot = await t.db.disciplineInscription.findFirstOrThrow({ where: { id: i.id } });
    await t.as(t.manager).post(`/discipline-inscriptions/${i.id}/update`).send({ finished_at: '2026-04-01' }).expect(422);
    await t.as(t.manager).post(`/discipline-inscriptions/${i.id}/update`).send({ status: 'paused' }).expect(422);
    await t.as(null).post(`/discipline-inscriptions/${i.id}/update`).send({ status: 'canceled' }).expect(401);
    await t.as(s).post(`/discipline-inscriptions/${i.id}/update`).send({ status: 'canceled' }).expect(403);
    await t.as(null).delete(`/discipline-inscriptions/${i.id}`).expect(401);
    await t.as(s).delete(`/discipline-inscriptions/${i.id}`).expect(403);
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acmeManager, t.acme).post(`/discipline-inscriptions/${i.id}/update`).send({ status: 'canceled' }).expect(404);
    await t.as(acmeManager, t.acme).delete(`/discipline-inscriptions/${i.id}`).expect(404);
    // A teacher who does not teach it: 404 (they may not open it); one who only reads it: 403.
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    await t.as(teacher).delete(`/discipline-inscriptions/${i.id}`).expect(404);
    const tutorRole = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, d.id, tutorRole.id, 'tutor');
    await t.as(tutorRole).delete(`/discipline-inscriptions/${i.id}`).expect(403);
    expect(await t.db.disciplineInscription.findFirstOrThrow({ where: { id: i.id } })).toEqual(snapshot);
  });
});

describe('enrolment window and content access', () => {
  it('a student reaches the discipline’s reviews only while enrolled, active and inside the window', async () => {
    const d = await t.create.discipline(t.demo);
    const s = await t.create.user(t.demo);
    const path = `/disciplines/${d.id}/material-feedbacks`;
    await t.as(s).get(path).expect(404);
    const i = await t.create.enroll(t.demo, d.id, s.id);
    await t.as(s).get(path).expect(200);
    const update = (body: object) => t.as(t.manager).post(`/discipline-inscriptions/${i.id}/update`).send(body).expect(200);
    await update({ started_at: '2099-01-01' });
    await t.as(s).get(path).expect(404);
    await update({ started_at: '2020-01-01', finished_at: '2020-12-31' });
    await t.as(s).get(path).expect(404);
    await update({ finished_at: null, status: 'canceled' });
    await t.as(s).get(path).expect(404);
    await update({ status: 'active' });
    await t.as(s).get(path).expect(200);
  });
});
