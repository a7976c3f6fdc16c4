import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';
import type { TestTenant } from '../support/factories/index.ts';

const t = setupApiTest();

/** A discipline with two items, a teacher, two students with grades (one pending) and a tutor. */
async function classWithGrades(tenant: TestTenant = t.demo) {
  const d = await t.create.discipline(tenant);
  const m = await t.create.material(tenant, d.id);
  const quiz = await t.create.materialItem(tenant, m.id, { type: 'quiz', title: 'Questionário 1' });
  const task = await t.create.materialItem(tenant, m.id, { type: 'task', title: 'Tarefa 1' });
  const teacher = await t.create.user(tenant, { type: 'teacher' });
  const tutor = await t.create.user(tenant, { type: 'tutor' });
  // Bruno is created first: his id is lower, his name comes later (the list sorts by name).
  const bruno = await t.create.user(tenant, { name: 'Bruno Lima', email: `bruno.${d.id}@example.com` });
  const ana = await t.create.user(tenant, { name: 'Ana Souza', email: `ana.${d.id}@example.com` });
  for (const [u, role] of [
    [teacher, 'teacher'],
    [tutor, 'tutor'],
    [ana, 'student'],
    [bruno, 'student'],
  ] as const)
    await t.create.enroll(tenant, d.id, u.id, role);
  const g = {
    anaQuiz: await t.create.grade(tenant, { materialItemId: quiz.id, userId: ana.id, value: 8.5, comment: 'Bom' }),
    anaTask: await t.create.grade(tenant, { materialItemId: task.id, userId: ana.id, value: null }),
    brunoQuiz: await t.create.grade(tenant, { materialItemId: quiz.id, userId: bruno.id, value: 6 }),
  };
  return { d, quiz, task, teacher, tutor, ana, bruno, g };
}

const TABLES = ['grades', 'exports'];

describe('GET /disciplines/{id}/grades', () => {
  it('staff see the class by student name then item, every column, with the filters', async () => {
    const c = await classWithGrades();
    const res = await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades`).expect(200);
    expect(res.body.meta).toEqual({
      current_page: 1,
      per_page: 30,
      total: 3,
      last_page: 1,
      own_only: false,
      average: null,
      items: [
        { id: c.quiz.id, title: 'Questionário 1', type: 'quiz' },
        { id: c.task.id, title: 'Tarefa 1', type: 'task' },
      ],
    });
    const [first, second, third] = res.body.data;
    // By name (Ana before Bruno, although Bruno's id is lower), then item.
    expect(c.bruno.id).toBeLessThan(c.ana.id);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([c.g.anaQuiz.id, c.g.anaTask.id, c.g.brunoQuiz.id]);
    const anaQuiz = [first, second, third].find((r) => r.id === c.g.anaQuiz.id);
    expect(anaQuiz).toEqual({
      id: c.g.anaQuiz.id,
      discipline_id: c.d.id,
      student: { id: c.ana.id, name: 'Ana Souza', email: c.ana.email },
      item: { id: c.quiz.id, title: 'Questionário 1', type: 'quiz' },
      value: 8.5,
      status: 'graded',
      comment: 'Bom',
      graded_at: c.g.anaQuiz.gradedAt!.toISOString(),
    });
    const pending = res.body.data.find((r: { id: number }) => r.id === c.g.anaTask.id);
    expect(pending).toMatchObject({ value: null, status: 'pending', comment: null, graded_at: null });

    const byItem = await t.as(c.tutor).get(`/disciplines/${c.d.id}/grades?material_item_id=${c.quiz.id}`).expect(200);
    expect(byItem.body.data.map((r: { id: number }) => r.id).sort()).toEqual([c.g.anaQuiz.id, c.g.brunoQuiz.id].sort());
    const byStatus = await t.as(t.manager).get(`/disciplines/${c.d.id}/grades?status=pending`).expect(200);
    expect(byStatus.body.data.map((r: { id: number }) => r.id)).toEqual([c.g.anaTask.id]);
    const byName = await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades?search=bruno`).expect(200);
    expect(byName.body.data.map((r: { id: number }) => r.id)).toEqual([c.g.brunoQuiz.id]);
    const byEmail = await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades?search=ANA.${c.d.id}@`).expect(200);
    expect(byEmail.body.meta.total).toBe(2);
    // % and _ match literally.
    const literal = await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades?search=%25`).expect(200);
    expect(literal.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('pages with limit and page; a page past the end keeps the total', async () => {
    const c = await classWithGrades();
    const p1 = await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades?limit=2`).expect(200);
    const p2 = await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades?limit=2&page=2`).expect(200);
    expect(p1.body.data).toHaveLength(2);
    expect(p2.body.data).toHaveLength(1);
    expect(p1.body.meta).toMatchObject({ per_page: 2, total: 3, last_page: 2 });
    const ids = [...p1.body.data, ...p2.body.data].map((r: { id: number }) => r.id);
    expect(ids).toEqual([c.g.anaQuiz.id, c.g.anaTask.id, c.g.brunoQuiz.id]);
    const past = await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades?limit=2&page=9`).expect(200);
    expect(past.body).toMatchObject({ data: [], meta: { total: 3 } });
  });

  it("a student sees only their own grades and their weighted average; never another's", async () => {
    const c = await classWithGrades();
    const extra = await t.create.materialItem(t.demo, (await t.create.material(t.demo, c.d.id)).id, { title: 'Prova' });
    await t.db.materialItemSettings.create({ data: { companyId: t.demo.company.id, materialItemId: extra.id, weight: 3 } });
    await t.create.grade(t.demo, { materialItemId: extra.id, userId: c.ana.id, value: 10 });
    const res = await t.as(c.ana).get(`/disciplines/${c.d.id}/grades`).expect(200);
    expect(res.body.data.every((r: { student: { id: number } }) => r.student.id === c.ana.id)).toBe(true);
    expect(res.body.meta).toMatchObject({ total: 3, own_only: true });
    // (8.5×1 + 10×3) / 4 = 9.625 → 9.6; the pending task does not count.
    expect(res.body.meta.average).toBe(9.6);
    const search = await t.as(c.ana).get(`/disciplines/${c.d.id}/grades?search=Bruno`).expect(200);
    expect(search.body.data).toEqual([]);
  });

  it('401 without a token; 404 for a discipline the caller may not open and for another tenant', async () => {
    const c = await classWithGrades();
    await t.as(null).get(`/disciplines/${c.d.id}/grades`).expect(401);
    const outsider = await t.create.user(t.demo, { type: 'student' });
    expect((await t.as(outsider).get(`/disciplines/${c.d.id}/grades`).expect(404)).body.code).toBe('DISCIPLINE_NOT_FOUND');
    const other = await classWithGrades(t.acme);
    await t.as(c.teacher).get(`/disciplines/${other.d.id}/grades`).expect(404);
    await t.as(t.manager).get(`/disciplines/${other.d.id}/grades`).expect(404);
  });

  it('422 on bad filters', async () => {
    const c = await classWithGrades();
    for (const q of ['limit=0', 'limit=101', 'status=done', 'material_item_id=abc', 'page=0', `search=${'x'.repeat(256)}`]) {
      const res = await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades?${q}`).expect(422);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('PUT /grades/{gradeId}', () => {
  it("the discipline's teacher overrides value and comment through the one writer", async () => {
    const c = await classWithGrades();
    const res = await t.as(c.teacher).put(`/grades/${c.g.anaTask.id}`).send({ value: 7.5, comment: ' Revisado ' }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Nota atualizada com sucesso!',
      data: { id: c.g.anaTask.id, value: 7.5, status: 'graded', comment: 'Revisado', student: { id: c.ana.id } },
    });
    const row = await t.db.grade.findFirstOrThrow({ where: { id: c.g.anaTask.id } });
    expect(row).toMatchObject({ value: 7.5, status: 'graded', comment: 'Revisado', gradedById: c.teacher.id });
    expect(row.gradedAt).not.toBeNull();
    // Absent comment keeps it; empty clears it.
    await t.as(c.teacher).put(`/grades/${c.g.anaTask.id}`).send({ value: 10 }).expect(200);
    expect((await t.db.grade.findFirstOrThrow({ where: { id: c.g.anaTask.id } })).comment).toBe('Revisado');
    const cleared = await t.as(t.manager).put(`/grades/${c.g.anaTask.id}`).send({ value: 0, comment: '' }).expect(200);
    expect(cleared.body.data).toMatchObject({ value: 0, comment: null });
    expect(await t.db.grade.count({ where: { materialItemId: c.task.id, userId: c.ana.id } })).toBe(1);
  });

  it('422 with nothing written: out of scale, more than one decimal, wrong types, comment too long', async () => {
    const c = await classWithGrades();
    const before = await t.rowCounts(TABLES);
    const snapshot = await t.db.grade.findFirstOrThrow({ where: { id: c.g.anaQuiz.id } });
    for (const body of [
      { value: 10.1 },
      { value: -1 },
      { value: 7.25 },
      { value: '8' },
      {},
      { value: 5, comment: 'x'.repeat(1001) },
      { value: 5, comment: 3 },
    ]) {
      const res = await t.as(c.teacher).put(`/grades/${c.g.anaQuiz.id}`).send(body).expect(422);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(await t.db.grade.findFirstOrThrow({ where: { id: c.g.anaQuiz.id } })).toEqual(snapshot);
  });

  it('401; 403 for a student (route) and for a tutor or a teacher of another discipline; 404 for another tenant', async () => {
    const c = await classWithGrades();
    const other = await classWithGrades(t.acme);
    const before = await t.rowCounts(TABLES);
    await t.as(null).put(`/grades/${c.g.anaQuiz.id}`).send({ value: 1 }).expect(401);
    expect((await t.as(c.ana).put(`/grades/${c.g.anaQuiz.id}`).send({ value: 10 }).expect(403)).body.code).toBe('FORBIDDEN');
    // A tutor sees the class but does not build the discipline: the permission stops them.
    await t.as(c.tutor).put(`/grades/${c.g.anaQuiz.id}`).send({ value: 10 }).expect(403);
    const stranger = await t.create.user(t.demo, { type: 'teacher' });
    expect((await t.as(stranger).put(`/grades/${c.g.anaQuiz.id}`).send({ value: 10 }).expect(404)).body.code).toBe(
      'GRADE_NOT_FOUND',
    );
    expect((await t.as(c.teacher).put(`/grades/${other.g.anaQuiz.id}`).send({ value: 10 }).expect(404)).body.code).toBe(
      'GRADE_NOT_FOUND',
    );
    await t.as(t.manager).put(`/grades/${other.g.anaQuiz.id}`).send({ value: 10 }).expect(404);
    await t.as(c.teacher).put(`/grades/2147483647`).send({ value: 10 }).expect(404);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect((await t.db.grade.findFirstOrThrow({ where: { id: other.g.anaQuiz.id } })).value).toBe(8.5);
  });

  it('403 for a supervisor (no grades:update) and for a teacher who only studies the discipline', async () => {
    const c = await classWithGrades();
    const before = await t.rowCounts(TABLES);
    const supervisor = await t.create.user(t.demo, { type: 'supervisor' });
    await t.as(supervisor).put(`/grades/${c.g.anaQuiz.id}`).send({ value: 10 }).expect(403);
    // A teacher enrolled as a student reads the discipline but does not build it.
    const learnerTeacher = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, c.d.id, learnerTeacher.id, 'student');
    const res = await t.as(learnerTeacher).put(`/grades/${c.g.anaQuiz.id}`).send({ value: 10 }).expect(403);
    expect(res.body.code).toBe('DISCIPLINE_NOT_EDITABLE');
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect((await t.db.grade.findFirstOrThrow({ where: { id: c.g.anaQuiz.id } })).value).toBe(8.5);
  });
});

describe('GET /disciplines/{id}/grades/csv and the export', () => {
  it('staff ask for a CSV: 202 with its URL, the export row and the job; the status is theirs alone', async () => {
    const c = await classWithGrades();
    t.jobs.length = 0;
    const res = await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades/csv?status=graded&search=an`).expect(202);
    const exp = await t.db.export.findFirstOrThrow({ where: { requestedById: c.teacher.id, kind: 'grades-csv' } });
    expect(res.body).toEqual({
      message: 'Gerando o arquivo CSV das notas…',
      url: `/grades/exports/${exp.id}/file`,
      data: {
        id: exp.id,
        discipline_id: c.d.id,
        status: 'pending',
        row_count: null,
        url: `/grades/exports/${exp.id}/file`,
        status_url: `/grades/exports/${exp.id}`,
        created_at: exp.createdAt.toISOString(),
        finished_at: null,
      },
    });
    expect(exp.filters).toEqual({ discipline_id: c.d.id, status: 'graded', search: 'an' });
    expect(t.jobs).toEqual([
      { name: 'grades.export-csv', payload: { company_id: t.demo.company.id, export_id: exp.id, locale: 'pt-BR' } },
    ]);
    expect((await t.as(c.teacher).get(`/grades/exports/${exp.id}`).expect(200)).body.status).toBe('pending');
    // The file is not there yet: 409 with a clear message.
    const early = await t.as(c.teacher).get(`/grades/exports/${exp.id}/file`).expect(409);
    expect(early.body.message).toBe('O arquivo CSV ainda está sendo gerado. Tente novamente em instantes.');
    // Anyone else, the manager of the same tenant included, does not reach it.
    await t.as(t.manager).get(`/grades/exports/${exp.id}`).expect(404);
    await t.as(t.manager).get(`/grades/exports/${exp.id}/file`).expect(404);
  });

  it('a finished export downloads (private, attachment); a failed one is 410', async () => {
    const c = await classWithGrades();
    const { writeFile, mkdir } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const key = `private/c${t.demo.company.id}/grades/export-test.csv`;
    await mkdir(join(t.storageDir, `private/c${t.demo.company.id}/grades`), { recursive: true });
    await writeFile(join(t.storageDir, key), '\uFEFFAluno;Nota\r\nAna;8,5\r\n');
    const exp = await t.db.export.create({
      data: {
        companyId: t.demo.company.id,
        kind: 'grades-csv',
        requestedById: c.teacher.id,
        filters: { discipline_id: c.d.id },
        status: 'ready',
        storageKey: key,
        rowCount: 1,
        finishedAt: new Date(),
      },
    });
    const file = await t.as(c.teacher).get(`/grades/exports/${exp.id}/file`).expect(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="notas-disciplina-\d+-\d{4}-\d\d-\d\d\.csv"/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.text).toBe('\uFEFFAluno;Nota\r\nAna;8,5\r\n');
    const failed = await t.db.export.create({
      data: {
        companyId: t.demo.company.id,
        kind: 'grades-csv',
        requestedById: c.teacher.id,
        filters: { discipline_id: c.d.id },
        status: 'failed',
      },
    });
    expect((await t.as(c.teacher).get(`/grades/exports/${failed.id}/file`).expect(410)).body.code).toBe('GRADE_EXPORT_FAILED');
    // Another tenant's user, with their own id path: 404.
    const other = await classWithGrades(t.acme);
    await t.as(other.teacher, t.acme).get(`/grades/exports/${exp.id}/file`).expect(404);
  });

  it('422, 401, 403 (student), 404 (other tenant) with nothing written or queued', async () => {
    const c = await classWithGrades();
    const other = await classWithGrades(t.acme);
    const before = await t.rowCounts(TABLES);
    t.jobs.length = 0;
    await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades/csv?status=nope`).expect(422);
    await t.as(c.teacher).get(`/disciplines/${c.d.id}/grades/csv?material_item_id=-1`).expect(422);
    await t.as(null).get(`/disciplines/${c.d.id}/grades/csv`).expect(401);
    expect((await t.as(c.ana).get(`/disciplines/${c.d.id}/grades/csv`).expect(403)).body.code).toBe('FORBIDDEN');
    await t.as(c.teacher).get(`/disciplines/${other.d.id}/grades/csv`).expect(404);
    await t.as(t.manager).get(`/disciplines/${other.d.id}/grades/csv`).expect(404);
    await t.as(null).get(`/grades/exports/1`).expect(401);
    await t.as(c.ana).get(`/grades/exports/1`).expect(403);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(t.jobs).toEqual([]);
  });
});
