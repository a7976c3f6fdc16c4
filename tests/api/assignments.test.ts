import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { ASSIGNMENT_MESSAGES as M } from '@trilha/shared/assignments';
import { setupApiTest } from '../support/fixture.ts';
import { startTestApi } from '../support/api.ts';
import { sampleDocx, samplePdf, storedFiles } from '../support/factories/materials.ts';

const t = setupApiTest();

const TABLES = [
  'assignment_submissions',
  'assignment_evaluations',
  'files',
  'grades',
  'material_item_progress',
  'discipline_progress',
];

/** A discipline with a task, its teacher, a tutor, two enrolled students and an outsider. */
async function course() {
  const discipline = await t.create.discipline(t.demo);
  const teacher = await t.create.user(t.demo, { type: 'teacher' });
  const tutor = await t.create.user(t.demo, { type: 'tutor' });
  const student = await t.create.user(t.demo, { type: 'student', name: 'Ana Souza' });
  const other = await t.create.user(t.demo, { type: 'student', name: 'Bruno Lima' });
  const outsider = await t.create.user(t.demo, { type: 'student' });
  const strangerTeacher = await t.create.user(t.demo, { type: 'teacher' });
  await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
  await t.create.enroll(t.demo, discipline.id, tutor.id, 'tutor');
  await t.create.enroll(t.demo, discipline.id, student.id);
  await t.create.enroll(t.demo, discipline.id, other.id);
  const material = await t.create.material(t.demo, discipline.id);
  const task = await t.create.materialItem(t.demo, material.id, { type: 'task', description: 'Escreva uma redação.' });
  return { discipline, teacher, tutor, student, other, outsider, strangerTeacher, material, task };
}

const submitPdf = (who: { token: string }, itemId: number, text = 'Segue minha resposta.') =>
  t.as(who).post(`/material-items/${itemId}/submit`).field('text', text).attach('file', samplePdf('resposta'), 'resposta.pdf');

describe('POST /material-items/{id}/submit', () => {
  it('records text and file, marks the item done, opens a pending grade; again replaces it', async () => {
    const c = await course();
    const res = await submitPdf(c.student, c.task.id).expect(200);
    expect(res.body).toMatchObject({
      message: M.assignmentSubmitted,
      material_progress: 100,
      discipline_progress: 100,
      data: {
        material_item_id: c.task.id,
        discipline_id: c.discipline.id,
        user: { id: c.student.id, name: 'Ana Souza' },
        text: 'Segue minha resposta.',
        status: 'submitted',
        evaluation: null,
        file: { name: 'resposta.pdf', mime_type: 'application/pdf' },
      },
    });
    expect(res.body.data.file.url).toMatch(new RegExp(`^private/c${t.demo.company.id}/file/[0-9a-f-]{36}\\.pdf$`));
    const progress = await t.db.materialItemProgress.findFirstOrThrow({
      where: { userId: c.student.id, materialItemId: c.task.id },
    });
    expect(progress.checked).toBe(true);
    const grade = await t.db.grade.findFirstOrThrow({ where: { userId: c.student.id, materialItemId: c.task.id } });
    expect(grade).toMatchObject({ status: 'pending', value: null, disciplineId: c.discipline.id });

    // Again before evaluation: the same row, new text, the new file; the old one is gone.
    const again = await t
      .as(c.student)
      .post(`/material-items/${c.task.id}/submit`)
      .field('text', 'Versão final.')
      .attach('file', sampleDocx('final'), 'final.docx')
      .expect(200);
    expect(again.body.data).toMatchObject({ id: res.body.data.id, text: 'Versão final.', file: { name: 'final.docx' } });
    expect(await t.db.assignmentSubmission.count({ where: { materialItemId: c.task.id } })).toBe(1);
    const old = await t.db.file.findFirstOrThrow({ where: { storageKey: res.body.data.file.url } });
    expect(old.deletedAt).not.toBeNull();
    expect(await storedFiles(t.storageDir)).not.toContain(res.body.data.file.url);
    // Text only as JSON keeps the file.
    const json = await t.as(c.student).post(`/material-items/${c.task.id}/submit`).send({ text: 'Só texto' }).expect(200);
    expect(json.body.data).toMatchObject({ text: 'Só texto', file: { name: 'final.docx' } });
  });

  it('refuses an empty answer, a wrong or disguised file, long text and non-task items, with nothing written or stored', async () => {
    const c = await course();
    const url = await t.create.materialItem(t.demo, c.material.id, { type: 'url', url: 'https://example.com' });
    const before = await t.rowCounts(TABLES);
    const files = await storedFiles(t.storageDir);
    const post = () => t.as(c.student).post(`/material-items/${c.task.id}/submit`);
    expect((await post().field('text', '   ').expect(422)).body.code).toBe('ASSIGNMENT_EMPTY');
    expect((await post().send({}).expect(422)).body.code).toBe('ASSIGNMENT_EMPTY');
    const fake = await post().attach('file', Buffer.from('MZ\x90\x00 evil'), 'x.pdf').expect(422);
    expect(fake.body).toMatchObject({ code: 'ASSIGNMENT_FILE_TYPE_INVALID', errors: { file: [M.assignmentFileTypeInvalid] } });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    expect((await post().attach('file', png, 'x.png').expect(422)).body.code).toBe('ASSIGNMENT_FILE_TYPE_INVALID');
    await post().attach('file', Buffer.from('not a zip'), 'x.docx').expect(422);
    await post().field('text', 'a'.repeat(20_001)).expect(422);
    await post().send({ text: 42 }).expect(422);
    await post().send({ text: 'a\u0000b' }).expect(422);
    await post().attach('other', samplePdf(), 'x.pdf').expect(422);
    expect((await t.as(c.student).post(`/material-items/${url.id}/submit`).send({ text: 'x' }).expect(422)).body.code).toBe(
      'ASSIGNMENT_NOT_A_TASK',
    );
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(await storedFiles(t.storageDir)).toEqual(files);
  });

  it('401 without a token, 403 for staff, 404 for outsiders, hidden items, other tenants and unknown ids; 403 when closed', async () => {
    const c = await course();
    const hidden = await t.create.materialItem(t.demo, c.material.id, { type: 'task', visible: false });
    const closed = await t.create.materialItem(t.demo, c.material.id, { type: 'task' });
    await t.db.materialItemSettings.create({
      data: { companyId: t.demo.company.id, materialItemId: closed.id, availableUntil: new Date(Date.now() - 60_000) },
    });
    const before = await t.rowCounts(TABLES);
    const body = { text: 'Resposta' };
    await t.as(null).post(`/material-items/${c.task.id}/submit`).send(body).expect(401);
    await t.as(c.teacher).post(`/material-items/${c.task.id}/submit`).send(body).expect(403);
    await t.as(c.tutor).post(`/material-items/${c.task.id}/submit`).send(body).expect(403);
    await t.as(c.outsider).post(`/material-items/${c.task.id}/submit`).send(body).expect(404);
    await t.as(c.student).post(`/material-items/${hidden.id}/submit`).send(body).expect(404);
    await t.as(c.student).post('/material-items/2147483647/submit').send(body).expect(404);
    await t.as(c.student).post('/material-items/99999999999/submit').send(body).expect(422);
    const acme = await t.create.user(t.acme, { type: 'student' });
    await t.as(acme, t.acme).post(`/material-items/${c.task.id}/submit`).send(body).expect(404);
    const refused = await t.as(c.student).post(`/material-items/${closed.id}/submit`).send(body).expect(403);
    expect(refused.body.code).toBe('MATERIAL_ITEM_UNAVAILABLE');
    // Refused before reading the form: a file sent by an outsider is never stored.
    const files = await storedFiles(t.storageDir);
    await submitPdf(c.outsider, c.task.id).expect(404);
    expect(await storedFiles(t.storageDir)).toEqual(files);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });

  it('refuses a file over MATERIAL_UPLOAD_MAX_BYTES (413) with nothing left', async () => {
    const small = await startTestApi({ db: t.db, tenantDb: t.tenantDb }, { env: { MATERIAL_UPLOAD_MAX_BYTES: '2048' } });
    try {
      const c = await course();
      const before = await t.rowCounts(TABLES);
      const res = await request(small.server)
        .post(`/material-items/${c.task.id}/submit`)
        .set('Host', t.demo.host)
        .auth(c.student.token, { type: 'bearer' })
        .field('text', 'grande')
        .attach('file', Buffer.concat([samplePdf(), Buffer.alloc(8192, 0x20)]), 'grande.pdf')
        .expect(413);
      expect(res.body.code).toBe('MATERIAL_ITEM_FILE_TOO_LARGE');
      expect(await t.rowCounts(TABLES)).toEqual(before);
      expect(await storedFiles(small.storageDir)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('POST /material-items/{attemptId}/evaluate', () => {
  it('grades on 0..10 with a comment through the grade writer; the student can no longer resubmit; staff may correct', async () => {
    const c = await course();
    const sub = (await submitPdf(c.student, c.task.id).expect(200)).body.data;
    const res = await t
      .as(c.teacher)
      .post(`/material-items/${sub.id}/evaluate`)
      .send({ grade: 8.5, comment: 'Bom trabalho, revise a conclusão.' })
      .expect(200);
    expect(res.body).toMatchObject({
      message: M.assignmentEvaluated,
      data: {
        id: sub.id,
        status: 'evaluated',
        evaluation: { grade: 8.5, comment: 'Bom trabalho, revise a conclusão.', evaluator: { id: c.teacher.id } },
      },
    });
    const grade = await t.db.grade.findFirstOrThrow({ where: { userId: c.student.id, materialItemId: c.task.id } });
    expect(grade).toMatchObject({
      status: 'graded',
      value: 8.5,
      gradedById: c.teacher.id,
      comment: 'Bom trabalho, revise a conclusão.',
    });
    const again = await t.as(c.student).post(`/material-items/${c.task.id}/submit`).send({ text: 'outra' }).expect(409);
    expect(again.body).toMatchObject({ code: 'ASSIGNMENT_ALREADY_EVALUATED', message: M.assignmentAlreadyEvaluated });
    // The student reads grade and comment.
    const mine = await t.as(c.student).get(`/assignment-submissions/${sub.id}`).expect(200);
    expect(mine.body.data.evaluation).toMatchObject({ grade: 8.5, comment: 'Bom trabalho, revise a conclusão.' });
    // A manager corrects it; still one evaluation and one grade.
    await t.as(t.manager).post(`/material-items/${sub.id}/evaluate`).send({ grade: 10, comment: null }).expect(200);
    expect(await t.db.assignmentEvaluation.count({ where: { submissionId: sub.id } })).toBe(1);
    expect(await t.db.grade.findFirstOrThrow({ where: { userId: c.student.id, materialItemId: c.task.id } })).toMatchObject({
      value: 10,
      comment: null,
    });
  });

  it('422 for a grade off the scale, 401, 403 for students and tutors, 404 for other disciplines and tenants; nothing written', async () => {
    const c = await course();
    const sub = await t.create.submission(t.demo, c.task.id, c.student.id);
    const before = await t.rowCounts(TABLES);
    const post = (who: { token: string } | null, body: unknown, id = sub.id, tenant = t.demo) =>
      t
        .as(who, tenant)
        .post(`/material-items/${id}/evaluate`)
        .send(body as object);
    for (const bad of [
      { grade: 11 },
      { grade: -1 },
      { grade: 8.55 },
      { grade: '8' },
      {},
      { grade: 5, comment: 'x'.repeat(5001) },
    ]) {
      await post(c.teacher, bad).expect(422);
    }
    const off = await post(c.teacher, { grade: 10.5 }).expect(422);
    expect(off.body.errors.grade).toEqual([M.assignmentGradeInvalid]);
    await post(null, { grade: 5 }).expect(401);
    await post(c.student, { grade: 10 }).expect(403);
    await post(c.tutor, { grade: 5 }).expect(403);
    await post(c.strangerTeacher, { grade: 5 }).expect(404);
    await post(c.teacher, { grade: 5 }, 2147483647).expect(404);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await post(acme, { grade: 5 }, sub.id, t.acme).expect(404);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});

describe('reading submissions', () => {
  it('staff list every student, filtered and paginated; a student only ever sees their own', async () => {
    const c = await course();
    const a = await t.create.submission(t.demo, c.task.id, c.student.id);
    const b = await t.create.submission(t.demo, c.task.id, c.other.id, { evaluated: { grade: 7, evaluatorId: c.teacher.id } });
    for (const staff of [c.teacher, c.tutor, t.manager]) {
      const all = await t.as(staff).get(`/material-items/${c.task.id}/submissions`).expect(200);
      expect(all.body.data.map((s: { id: number }) => s.id)).toEqual([b.id, a.id]);
      expect(all.body.meta).toMatchObject({ total: 2, counts: { submitted: 1, evaluated: 1 }, per_page: 30 });
    }
    const list = (q: Record<string, unknown>, who: { token: string } = c.teacher) =>
      t.as(who).get(`/material-items/${c.task.id}/submissions`).query(q).expect(200);
    expect((await list({ status: 'submitted' })).body.data.map((s: { id: number }) => s.id)).toEqual([a.id]);
    expect((await list({ status: 'evaluated' })).body.data[0].evaluation).toMatchObject({ grade: 7 });
    expect((await list({ name: 'bruno' })).body.data.map((s: { id: number }) => s.id)).toEqual([b.id]);
    expect((await list({ user_id: c.student.id })).body.data.map((s: { id: number }) => s.id)).toEqual([a.id]);
    const paged = await list({ per_page: 1, page: 2 });
    expect(paged.body).toMatchObject({ data: [{ id: a.id }], meta: { total: 2, last_page: 2, current_page: 2 } });
    // The student: their own, whatever they ask for.
    expect((await list({}, c.student)).body.data.map((s: { id: number }) => s.id)).toEqual([a.id]);
    expect((await list({ user_id: c.other.id }, c.student)).body.data.map((s: { id: number }) => s.id)).toEqual([a.id]);
    await t.as(c.student).get(`/material-items/${c.task.id}/submissions`).query({ status: 'x' }).expect(422);
    await t.as(null).get(`/material-items/${c.task.id}/submissions`).expect(401);
    await t.as(c.outsider).get(`/material-items/${c.task.id}/submissions`).expect(404);
    await t.as(c.strangerTeacher).get(`/material-items/${c.task.id}/submissions`).expect(404);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).get(`/material-items/${c.task.id}/submissions`).expect(404);
  });

  it('GET /assignment-submissions/{id}: the student and the staff; never another student nor tenant', async () => {
    const c = await course();
    const a = await t.create.submission(t.demo, c.task.id, c.student.id);
    expect((await t.as(c.student).get(`/assignment-submissions/${a.id}`).expect(200)).body.data).toMatchObject({
      id: a.id,
      status: 'submitted',
      evaluation: null,
    });
    await t.as(c.teacher).get(`/assignment-submissions/${a.id}`).expect(200);
    await t.as(c.tutor).get(`/assignment-submissions/${a.id}`).expect(200);
    await t.as(c.other).get(`/assignment-submissions/${a.id}`).expect(404);
    await t.as(c.strangerTeacher).get(`/assignment-submissions/${a.id}`).expect(404);
    await t.as(null).get(`/assignment-submissions/${a.id}`).expect(401);
    await t.as(c.student).get('/assignment-submissions/abc').expect(422);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).get(`/assignment-submissions/${a.id}`).expect(404);
  });

  it('a submitted file downloads for its student and the discipline staff only', async () => {
    const c = await course();
    const sub = (await submitPdf(c.student, c.task.id).expect(200)).body.data;
    const key = sub.file.url as string;
    const get = (who: { id: number; token: string }, tenant = t.demo) =>
      t.as(who, tenant).get(`/download/companies/${tenant.company.id}/users/${who.id}/file`).query({ url: key });
    const own = await get(c.student).expect(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.body.toString('latin1')).toContain('resposta');
    await get(c.teacher).expect(200);
    await get(c.tutor).expect(200);
    await get(t.manager).expect(200);
    await get(c.other).expect(404);
    await get(c.outsider).expect(404);
    await get(c.strangerTeacher).expect(404);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await get(acme, t.acme).expect(404);
    // The path built for another user is refused even to staff.
    await t
      .as(c.teacher)
      .get(`/download/companies/${t.demo.company.id}/users/${c.student.id}/file`)
      .query({ url: key })
      .expect(404);
  });
});
