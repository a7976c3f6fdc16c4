import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@trilha/shared';
import { disciplineSchema } from '@trilha/shared/disciplines';
import { setupApiTest } from '../support/fixture.ts';
import { deepCopyDiscipline } from '../../apps/api/src/domains/disciplines/deep-copy.ts';
import { API_DOMAINS } from '../../apps/api/src/domains/index.ts';
import { disciplineCopyOf, itemKindsOf } from '../../apps/api/src/kit/domain.ts';

/** Every owner's part of the copy, as the API orders them. */
const disciplineCopy = disciplineCopyOf(API_DOMAINS, itemKindsOf(API_DOMAINS));
import { createLocalDiskStorage } from '@trilha/storage';

const t = setupApiTest();

const list = (token: string, query: Record<string, unknown> = {}) => t.as(token).get('/disciplines').query(query);

describe('GET /disciplines', () => {
  it('answers 401 without a token', async () => {
    await t.as(null).get('/disciplines').expect(401);
  });

  it('shows a student only the visible disciplines they are enrolled in', async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    const mine = await t.create.discipline(t.demo, { name: 'Aluno: Matriculada' });
    const hidden = await t.create.discipline(t.demo, { name: 'Aluno: Oculta', visible: false });
    await t.create.discipline(t.demo, { name: 'Aluno: Não matriculada' });
    await t.create.enroll(t.demo, mine.id, student.id);
    await t.create.enroll(t.demo, hidden.id, student.id);
    const res = await list(student.token).expect(200);
    expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(['Aluno: Matriculada']);
    // Enrolled but never studied: not started (null), not 0%.
    expect(res.body.data[0]).toMatchObject({ isEditable: false, inscriptions_count: 1, tags: [], progress: null });
    await t.db.disciplineProgress.create({
      data: {
        companyId: t.demo.company.id,
        userId: student.id,
        disciplineId: mine.id,
        checkedItems: 1,
        totalItems: 4,
        progress: 25,
      },
    });
    expect((await list(student.token).expect(200)).body.data[0].progress).toBe(25);
    // Every item unchecked again: back to not started.
    await t.db.disciplineProgress.updateMany({ where: { userId: student.id }, data: { checkedItems: 0, progress: 0 } });
    expect((await list(student.token).expect(200)).body.data[0].progress).toBeNull();
  });

  it('shows a tutor the disciplines they teach', async () => {
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const taught = await t.create.discipline(t.demo, { name: 'Tutor: Ensinada' });
    await t.create.enroll(t.demo, taught.id, tutor.id, 'tutor');
    const res = await list(tutor.token).expect(200);
    expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(['Tutor: Ensinada']);
  });

  it('marks editable for a teacher only what they own or teach, ownerless disciplines included', async () => {
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const taught = await t.create.discipline(t.demo, { name: 'Professor: Ensina' });
    const attended = await t.create.discipline(t.demo, { name: 'Professor: Assiste' });
    await t.create.enroll(t.demo, taught.id, teacher.id, 'teacher');
    await t.create.enroll(t.demo, attended.id, teacher.id, 'student');
    const res = await list(teacher.token, { search: 'Professor:' }).expect(200);
    expect(res.body.data.map((d: { name: string; isEditable: boolean }) => [d.name, d.isEditable])).toEqual([
      ['Professor: Assiste', false],
      ['Professor: Ensina', true],
    ]);
  });

  it('paginates 30 per page in the database with meta', async () => {
    const tenant = await t.create.tenant({ domain: 'paginada' });
    const manager = await t.create.user(tenant, { type: 'manager' });
    for (let i = 0; i < 35; i++) await t.create.discipline(tenant, { name: `D${String(i).padStart(2, '0')}` });
    const page1 = await t.as(manager, 'paginada.localhost').get('/disciplines').expect(200);
    expect(page1.body.data).toHaveLength(PAGE_SIZE.disciplines);
    expect(page1.body.meta).toEqual({ current_page: 1, per_page: 30, total: 35, last_page: 2 });
    const page2 = await t.as(manager, 'paginada.localhost').get('/disciplines').query({ page: 2 }).expect(200);
    expect(page2.body.data.map((d: { name: string }) => d.name)).toEqual(['D30', 'D31', 'D32', 'D33', 'D34']);
    expect(page2.body.data[0].isEditable).toBe(true);
  });

  it('filters by search, tags_ids[] and type', async () => {
    const tenant = await t.create.tenant({ domain: 'filtros' });
    const supervisor = await t.create.user(tenant, { type: 'supervisor' });
    const tag = await t.db.disciplineTag.create({ data: { companyId: tenant.company.id, name: 'Compliance' } });
    await t.create.discipline(tenant, { name: 'LGPD na Prática', tagIds: [tag.id] });
    await t.create.discipline(tenant, { name: 'Liderança', type: 'supplied' });
    const get = (query: Record<string, unknown>) =>
      t.as(supervisor, 'filtros.localhost').get('/disciplines').query(query).expect(200);
    expect((await get({ search: 'lgpd' })).body.data.map((d: { name: string }) => d.name)).toEqual(['LGPD na Prática']);
    const byTag = await get({ 'tags_ids[]': tag.id });
    expect(byTag.body.data.map((d: { name: string }) => d.name)).toEqual(['LGPD na Prática']);
    expect(byTag.body.data[0].tags[0]).toMatchObject({ id: tag.id, name: 'Compliance' });
    expect((await get({ type: 'supplied' })).body.data.map((d: { name: string }) => d.name)).toEqual(['Liderança']);
  });

  it('answers 422 for bad query parameters', async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const res = await list(manager.token, { per_page: 0, type: 'weird' }).expect(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['per_page', 'type']));
  });
});

describe('GET /admin/metrics', () => {
  it('counts companies by status and users, for admins only', async () => {
    const admin = await t.create.user(null, { type: 'admin' });
    const manager = await t.create.user(t.demo, { type: 'manager' });
    await t.db.company.create({ data: { name: 'Inativa', status: 'inactive' } });
    const companies = await t.db.company.groupBy({ by: ['status'], _count: { _all: true } });
    const users = await t.db.user.count();
    const res = await t.as(admin).get('/admin/metrics').expect(200);
    const active = companies.find((c) => c.status === 'active')?._count._all ?? 0;
    expect(res.body.data).toEqual({ companies: { total: active + 1, active, inactive: 1 }, users: { total: users } });
    await t.as(manager).get('/admin/metrics').expect(403);
    await t.as(null).get('/admin/metrics').expect(401);
  });
});

const CONTENT_TABLES = [
  'disciplines',
  'discipline_topics',
  'materials',
  'material_items',
  'material_item_settings',
  'material_item_questions',
  'files',
  'discipline_tag_links',
  'discipline_inscriptions',
];

describe('POST /disciplines', () => {
  it('creates an own discipline owned by its creator: a manager, or a teacher who may then edit it', async () => {
    const res = await t
      .as(t.manager)
      .post('/disciplines')
      .send({ name: '  Gestão de Projetos ', description: 'Ágil' })
      .expect(201);
    expect(res.body.message).toBe('Disciplina criada com sucesso!');
    expect(disciplineSchema.parse(res.body.data)).toMatchObject({
      name: 'Gestão de Projetos',
      description: 'Ágil',
      type: 'own',
      visible: true,
      owner: { id: t.manager.id, name: 'Gerente Demo' },
      isEditable: true,
      tags: [],
    });
    const row = await t.db.discipline.findFirstOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({ companyId: t.demo.company.id, ownerId: t.manager.id, type: 'own' });

    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const mine = await t.as(teacher).post('/disciplines').send({ name: 'Química', visible: false }).expect(201);
    expect(mine.body.data).toMatchObject({ visible: false, owner: { id: teacher.id }, isEditable: true });
    // The teacher finds it on their landing and may change it.
    const listed = await t.as(teacher).get('/disciplines').expect(200);
    expect(listed.body.data.map((d: { id: number }) => d.id)).toContain(mine.body.data.id);
    await t.as(teacher).put(`/disciplines/${mine.body.data.id}`).send({ name: 'Química I' }).expect(200);
  });

  it('refuses students and tutors (403), anonymous callers (401) and bad input (422), writing nothing', async () => {
    const before = await t.rowCounts(CONTENT_TABLES);
    for (const type of ['student', 'tutor'] as const) {
      const user = await t.create.user(t.demo, { type });
      await t.as(user).post('/disciplines').send({ name: 'Não' }).expect(403);
    }
    await t.as(null).post('/disciplines').send({ name: 'Não' }).expect(401);
    const bad = await t.as(t.manager).post('/disciplines').send({ name: '   ', visible: 'sim' }).expect(422);
    expect(bad.body.errors.name).toEqual(['Informe o nome da disciplina']);
    expect(bad.body.errors.visible).toBeDefined();
    await t
      .as(t.manager)
      .post('/disciplines')
      .send({ name: 'x'.repeat(256) })
      .expect(422);
    expect(await t.rowCounts(CONTENT_TABLES)).toEqual(before);
  });
});

describe('GET /disciplines/{id}', () => {
  it('answers readers, and 404 to outsiders and to another tenant', async () => {
    const d = await t.create.discipline(t.demo, { name: 'Leitura' });
    const res = await t.as(t.manager).get(`/disciplines/${d.id}`).expect(200);
    expect(disciplineSchema.parse(res.body.data)).toMatchObject({ id: d.id, name: 'Leitura', isEditable: true });

    const student = await t.create.user(t.demo, { type: 'student' });
    expect((await t.as(student).get(`/disciplines/${d.id}`).expect(404)).body.message).toBe('Disciplina não encontrada');
    await t.create.enroll(t.demo, d.id, student.id);
    expect((await t.as(student).get(`/disciplines/${d.id}`).expect(200)).body.data.isEditable).toBe(false);

    const foreign = await t.create.discipline(t.acme, { name: 'Da Acme' });
    await t.as(t.manager).get(`/disciplines/${foreign.id}`).expect(404);
    await t.as(null).get(`/disciplines/${d.id}`).expect(401);
    await t.as(t.manager).get('/disciplines/abc').expect(422);
  });
});

describe('PUT /disciplines/{id}', () => {
  it('lets a manager change any own discipline and a teacher the ones they own or teach', async () => {
    const d = await t.create.discipline(t.demo, { name: 'Antes' });
    const res = await t
      .as(t.manager)
      .put(`/disciplines/${d.id}`)
      .send({ name: 'Depois', description: 'Nova', visible: false })
      .expect(200);
    expect(res.body).toMatchObject({
      message: 'Disciplina atualizada com sucesso!',
      data: { name: 'Depois', description: 'Nova', visible: false },
    });
    expect(await t.db.discipline.findFirstOrThrow({ where: { id: d.id } })).toMatchObject({ name: 'Depois', visible: false });

    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, d.id, teacher.id, 'teacher');
    await t.as(teacher).put(`/disciplines/${d.id}`).send({ description: null }).expect(200);
    expect((await t.db.discipline.findFirstOrThrow({ where: { id: d.id } })).description).toBeNull();
  });

  it('refuses lower roles, teachers of other disciplines, supplied disciplines, bad input and other tenants', async () => {
    const d = await t.create.discipline(t.demo, { name: 'Intocada' });
    const student = await t.create.user(t.demo, { type: 'student' });
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    await t.create.enroll(t.demo, d.id, student.id);
    await t.create.enroll(t.demo, d.id, tutor.id, 'tutor');
    await t.as(student).put(`/disciplines/${d.id}`).send({ name: 'X' }).expect(403);
    await t.as(tutor).put(`/disciplines/${d.id}`).send({ name: 'X' }).expect(403);
    // A teacher enrolled without teaching it reads it but may not change it (403); one outside it
    // does not learn that it exists (404).
    const reader = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, d.id, reader.id, 'student');
    expect((await t.as(reader).get(`/disciplines/${d.id}`).expect(200)).body.data.isEditable).toBe(false);
    const refused = await t.as(reader).put(`/disciplines/${d.id}`).send({ name: 'X' }).expect(403);
    expect(refused.body.message).toBe('Você não tem permissão para editar o conteúdo desta disciplina');
    const outsider = await t.create.user(t.demo, { type: 'teacher' });
    await t.as(outsider).put(`/disciplines/${d.id}`).send({ name: 'X' }).expect(404);

    const supplied = await t.create.discipline(t.demo, { name: 'Fornecida', type: 'supplied' });
    const s = await t.as(t.manager).put(`/disciplines/${supplied.id}`).send({ name: 'X' }).expect(403);
    expect(s.body.message).toBe('Disciplinas fornecidas não podem ser alteradas');
    expect((await t.as(t.manager).get(`/disciplines/${supplied.id}`).expect(200)).body.data.isEditable).toBe(false);

    await t.as(t.manager).put(`/disciplines/${d.id}`).send({ name: '' }).expect(422);
    const foreign = await t.create.discipline(t.acme);
    await t.as(t.manager).put(`/disciplines/${foreign.id}`).send({ name: 'X' }).expect(404);
    await t.as(null).put(`/disciplines/${d.id}`).send({ name: 'X' }).expect(401);
    expect((await t.db.discipline.findFirstOrThrow({ where: { id: d.id } })).name).toBe('Intocada');
    expect((await t.db.discipline.findFirstOrThrow({ where: { id: supplied.id } })).name).toBe('Fornecida');
    expect((await t.db.discipline.findFirstOrThrow({ where: { id: foreign.id } })).name).toBe(foreign.name);
  });
});

describe('DELETE /disciplines/{id}', () => {
  it('soft-deletes: gone from lists and reads, the row and its enrolments kept', async () => {
    const d = await t.create.discipline(t.demo, { name: 'Apagar: Esta' });
    const student = await t.create.user(t.demo);
    await t.create.enroll(t.demo, d.id, student.id);
    const res = await t.as(t.manager).delete(`/disciplines/${d.id}`).expect(200);
    expect(res.body.message).toBe('Disciplina excluída com sucesso!');
    expect((await t.db.discipline.findFirstOrThrow({ where: { id: d.id } })).deletedAt).toBeInstanceOf(Date);
    expect(await t.db.disciplineInscription.count({ where: { disciplineId: d.id } })).toBe(1);
    await t.as(t.manager).get(`/disciplines/${d.id}`).expect(404);
    await t.as(t.manager).delete(`/disciplines/${d.id}`).expect(404);
    const list = await t.as(t.manager).get('/disciplines').query({ search: 'Apagar:' }).expect(200);
    expect(list.body.data).toEqual([]);
  });

  it('lets a teacher delete their own, and refuses lower roles, strangers and other tenants', async () => {
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const own = (await t.as(teacher).post('/disciplines').send({ name: 'Minha' }).expect(201)).body.data;
    const other = await t.create.discipline(t.demo);
    const student = await t.create.user(t.demo);
    await t.create.enroll(t.demo, other.id, student.id);
    await t.as(student).delete(`/disciplines/${other.id}`).expect(403);
    await t.as(teacher).delete(`/disciplines/${other.id}`).expect(404);
    const foreign = await t.create.discipline(t.acme);
    await t.as(t.manager).delete(`/disciplines/${foreign.id}`).expect(404);
    await t.as(null).delete(`/disciplines/${other.id}`).expect(401);
    for (const id of [other.id, foreign.id])
      expect((await t.db.discipline.findFirstOrThrow({ where: { id } })).deletedAt).toBeNull();
    await t.as(teacher).delete(`/disciplines/${own.id}`).expect(200);
  });
});

describe('POST /disciplines/{id}/discipline-tag and /discipline-tag/remove', () => {
  it('attaches tags (once each) and removes one', async () => {
    const d = await t.create.discipline(t.demo);
    const a = await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Anexar A' } });
    const b = await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Anexar B' } });
    const res = await t
      .as(t.manager)
      .post(`/disciplines/${d.id}/discipline-tag`)
      .send({ discipline_tag_ids: [a.id, b.id, a.id] })
      .expect(200);
    expect(res.body.message).toBe('Tags adicionadas à disciplina!');
    expect(res.body.data.tags.map((x: { id: number }) => x.id)).toEqual([a.id, b.id]);
    await t
      .as(t.manager)
      .post(`/disciplines/${d.id}/discipline-tag`)
      .send({ discipline_tag_ids: [a.id] })
      .expect(200);
    expect(await t.db.disciplineTagLink.count({ where: { disciplineId: d.id } })).toBe(2);

    const removed = await t
      .as(t.manager)
      .post(`/disciplines/${d.id}/discipline-tag/remove`)
      .send({ discipline_tag_id: a.id })
      .expect(200);
    expect(removed.body.data.tags.map((x: { id: number }) => x.id)).toEqual([b.id]);
    await t.as(t.manager).post(`/disciplines/${d.id}/discipline-tag/remove`).send({ discipline_tag_id: a.id }).expect(404);
  });

  it("refuses another tenant's tags and disciplines, lower roles and bad input, attaching nothing", async () => {
    const d = await t.create.discipline(t.demo);
    const mine = await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Minha tag' } });
    const theirs = await t.db.disciplineTag.create({ data: { companyId: t.acme.company.id, name: 'Tag da Acme' } });
    const foreign = await t.create.discipline(t.acme);
    const student = await t.create.user(t.demo);
    await t.create.enroll(t.demo, d.id, student.id);
    const before = await t.rowCounts(['discipline_tag_links']);
    await t
      .as(t.manager)
      .post(`/disciplines/${d.id}/discipline-tag`)
      .send({ discipline_tag_ids: [mine.id, theirs.id] })
      .expect(404);
    await t
      .as(t.manager)
      .post(`/disciplines/${foreign.id}/discipline-tag`)
      .send({ discipline_tag_ids: [mine.id] })
      .expect(404);
    await t
      .as(student)
      .post(`/disciplines/${d.id}/discipline-tag`)
      .send({ discipline_tag_ids: [mine.id] })
      .expect(403);
    await t
      .as(null)
      .post(`/disciplines/${d.id}/discipline-tag`)
      .send({ discipline_tag_ids: [mine.id] })
      .expect(401);
    await t.as(t.manager).post(`/disciplines/${d.id}/discipline-tag`).send({ discipline_tag_ids: [] }).expect(422);
    await t.as(t.manager).post(`/disciplines/${d.id}/discipline-tag/remove`).send({ discipline_tag_id: 'x' }).expect(422);
    await t.as(student).post(`/disciplines/${d.id}/discipline-tag/remove`).send({ discipline_tag_id: mine.id }).expect(403);
    expect(await t.rowCounts(['discipline_tag_links'])).toEqual(before);
  });
});

/** Writes bytes where the API's storage keeps `key` (the test API stores on local disk). */
async function storeObject(key: string, bytes: Buffer) {
  const path = join(t.storageDir, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
}

describe('POST /disciplines/{id}/duplicate', () => {
  it('copies topics, materials, items with settings and quiz links, and their files, but no enrolment or progress', async () => {
    const tag = await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Copiada' } });
    const d = await t.create.discipline(t.demo, { name: 'Original', tagIds: [tag.id] });
    const c = t.demo.company.id;
    await t.create.topic(t.demo, d.id, { title: 'Introdução', position: 0 });
    await t.create.topic(t.demo, d.id, { title: 'Aprofundamento', position: 1 });
    const gone = await t.create.topic(t.demo, d.id, { title: 'Apagado' });
    await t.db.disciplineTopic.updateMany({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const material = await t.create.material(t.demo, d.id, { name: 'Unidade 1' });

    const pdfBytes = randomBytes(4096);
    const pdfKey = `private/c${c}/material-files/${randomUUID()}.pdf`;
    await storeObject(pdfKey, pdfBytes);
    const pdf = await t.create.storedFile(t.demo, { storageKey: pdfKey, size: pdfBytes.length });
    const zipBytes = randomBytes(1024);
    const zipKey = `private/c${c}/scorm-packages/${randomUUID()}.zip`;
    await storeObject(zipKey, zipBytes);
    const zip = await t.create.storedFile(t.demo, { storageKey: zipKey, size: zipBytes.length, mimeType: 'application/zip' });

    const fileItem = await t.create.materialItem(t.demo, material.id, {
      title: 'Apostila',
      type: 'file',
      fileId: pdf.id,
      position: 0,
    });
    await t.create.materialItem(t.demo, material.id, { title: 'Pacote', type: 'scorm', fileId: zip.id, position: 1 });
    const quiz = await t.create.materialItem(t.demo, material.id, { title: 'Quiz', type: 'quiz', position: 2 });
    await t.db.materialItemSettings.create({ data: { companyId: c, materialItemId: quiz.id, maxAttempts: 3, passingGrade: 7 } });
    const question = await t.db.question.create({
      data: { companyId: c, disciplineId: d.id, title: 'Q1', text: '2+2?', type: 'choice' },
    });
    await t.db.materialItemQuestion.create({
      data: { companyId: c, materialItemId: quiz.id, questionId: question.id, position: 4 },
    });
    const deletedItem = await t.create.materialItem(t.demo, material.id, { title: 'Removido', position: 3 });
    await t.db.materialItem.updateMany({ where: { id: deletedItem.id }, data: { deletedAt: new Date() } });

    const student = await t.create.user(t.demo);
    await t.create.enroll(t.demo, d.id, student.id);
    await t.db.materialItemProgress.create({
      data: {
        companyId: c,
        userId: student.id,
        materialItemId: fileItem.id,
        materialId: material.id,
        disciplineId: d.id,
        checked: true,
      },
    });
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, d.id, teacher.id, 'teacher');

    const res = await t.as(teacher).post(`/disciplines/${d.id}/duplicate`).expect(201);
    expect(res.body.message).toBe('Disciplina duplicada com sucesso!');
    const copy = res.body.data;
    expect(copy).toMatchObject({
      name: 'Original (cópia)',
      type: 'own',
      owner: { id: teacher.id },
      inscriptions_count: 0,
      isEditable: true,
    });
    expect(copy.tags.map((x: { id: number }) => x.id)).toEqual([tag.id]);

    const topics = await t.db.disciplineTopic.findMany({ where: { disciplineId: copy.id }, orderBy: { position: 'asc' } });
    expect(topics.map((x) => x.title)).toEqual(['Introdução', 'Aprofundamento']);
    const materials = await t.db.material.findMany({ where: { disciplineId: copy.id } });
    expect(materials.map((m) => m.name)).toEqual(['Unidade 1']);
    expect(materials[0]!.id).not.toBe(material.id);
    const items = await t.db.materialItem.findMany({
      where: { disciplineId: copy.id },
      orderBy: { position: 'asc' },
      include: { file: true, settings: true, questions: true },
    });
    expect(items.map((i) => [i.title, i.type, i.materialId])).toEqual([
      ['Apostila', 'file', materials[0]!.id],
      ['Pacote', 'scorm', materials[0]!.id],
      ['Quiz', 'quiz', materials[0]!.id],
    ]);
    // Each file: a new row and a new object under the same kind, with the same bytes.
    for (const [item, original, bytes, kind, ext] of [
      [items[0]!, pdf, pdfBytes, 'material-files', 'pdf'],
      [items[1]!, zip, zipBytes, 'scorm-packages', 'zip'],
    ] as const) {
      expect(item.file).not.toBeNull();
      expect(item.file!.id).not.toBe(original.id);
      expect(item.file!.storageKey).toMatch(new RegExp(`^private/c${c}/${kind}/[0-9a-f-]{36}\\.${ext}$`));
      expect(item.file!).toMatchObject({ companyId: c, size: original.size, mimeType: original.mimeType });
      expect((await readFile(join(t.storageDir, item.file!.storageKey))).equals(bytes)).toBe(true);
    }
    expect(items[2]!.settings).toMatchObject({ maxAttempts: 3, passingGrade: 7 });
    expect(items[2]!.questions.map((q) => [q.questionId, q.position])).toEqual([[question.id, 4]]);

    // Nothing of the learners: no enrolment, no progress.
    expect(await t.db.disciplineInscription.count({ where: { disciplineId: copy.id } })).toBe(0);
    expect(await t.db.materialItemProgress.count({ where: { disciplineId: copy.id } })).toBe(0);
    // The original is untouched.
    expect(await t.db.materialItem.count({ where: { disciplineId: d.id } })).toBe(4);
    expect(await readFile(join(t.storageDir, pdfKey))).toEqual(pdfBytes);
  });

  it('refuses lower roles, strangers, supplied and foreign disciplines and bad ids, copying nothing', async () => {
    const d = await t.create.discipline(t.demo);
    await t.create.topic(t.demo, d.id);
    const student = await t.create.user(t.demo);
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    await t.create.enroll(t.demo, d.id, student.id);
    await t.create.enroll(t.demo, d.id, tutor.id, 'tutor');
    const supplied = await t.create.discipline(t.demo, { type: 'supplied' });
    const foreign = await t.create.discipline(t.acme);
    const stranger = await t.create.user(t.demo, { type: 'teacher' });
    const before = await t.rowCounts(CONTENT_TABLES);
    await t.as(student).post(`/disciplines/${d.id}/duplicate`).expect(403);
    await t.as(tutor).post(`/disciplines/${d.id}/duplicate`).expect(403);
    await t.as(stranger).post(`/disciplines/${d.id}/duplicate`).expect(404);
    await t.as(t.manager).post(`/disciplines/${supplied.id}/duplicate`).expect(403);
    await t.as(t.manager).post(`/disciplines/${foreign.id}/duplicate`).expect(404);
    await t.as(t.manager).post('/disciplines/0/duplicate').expect(422);
    await t.as(null).post(`/disciplines/${d.id}/duplicate`).expect(401);
    expect(await t.rowCounts(CONTENT_TABLES)).toEqual(before);
  });
});

describe('GET /disciplines supplier_id', () => {
  it('filters by the supplier a discipline came from', async () => {
    const tenant = await t.create.tenant({ domain: 'fornecidas' });
    const source = await t.create.tenant();
    const supplier = await t.create.supplier(tenant, source, { name: 'Editora' });
    const manager = await t.create.user(tenant, { type: 'manager' });
    const came = await t.create.discipline(tenant, { name: 'Veio da editora', type: 'supplied' });
    await t.create.discipline(tenant, { name: 'Própria' });
    await t.db.consumerDiscipline.create({
      data: {
        companyId: tenant.company.id,
        consumerId: tenant.consumer.id,
        supplierId: supplier.id,
        disciplineId: came.id,
        name: came.name,
      },
    });
    const res = await t.as(manager, tenant).get('/disciplines').query({ supplier_id: supplier.id }).expect(200);
    expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(['Veio da editora']);
  });
});

describe('deepCopyDiscipline across tenants (the supplied-disciplines copy)', () => {
  it("copies a supplier's discipline into the consumer: content, files, and the linked questions as the consumer's own", async () => {
    const supplier = await t.create.tenant();
    const consumer = await t.create.tenant();
    const sc = supplier.company.id;
    const owner = await t.create.user(consumer, { type: 'manager' });
    const tag = await t.db.disciplineTag.create({ data: { companyId: sc, name: 'Do fornecedor' } });
    const d = await t.create.discipline(supplier, { name: 'Oferecida', tagIds: [tag.id] });
    const topic = await t.create.topic(supplier, d.id, { title: 'Tema' });
    const material = await t.create.material(supplier, d.id);
    const bytes = randomBytes(2048);
    const key = `private/c${sc}/audio/${randomUUID()}.mp3`;
    await storeObject(key, bytes);
    const audio = await t.create.storedFile(supplier, { storageKey: key, size: bytes.length, mimeType: 'audio/mpeg' });
    await t.create.materialItem(supplier, material.id, { title: 'Podcast', type: 'audio', fileId: audio.id });
    const quiz = await t.create.materialItem(supplier, material.id, { title: 'Quiz', type: 'quiz', position: 1 });
    const question = await t.db.question.create({
      data: { companyId: sc, disciplineId: d.id, topicId: topic.id, title: 'Q', text: 'Verdade?', type: 'true_or_false' },
    });
    await t.db.questionOption.create({ data: { companyId: sc, questionId: question.id, text: 'Sim', correctAnswer: true } });
    await t.db.materialItemQuestion.create({ data: { companyId: sc, materialItemId: quiz.id, questionId: question.id } });

    const storage = createLocalDiskStorage({ dir: t.storageDir, publicUrlTemplate: 'http://{tenant}.localhost/storage/{key}' });
    // The superuser client reaches both tenants' rows, as the consumer-disciplines copy will.
    const copy = await t.db.$transaction((tx) =>
      deepCopyDiscipline(
        tx,
        { storage, disciplineCopy },
        { companyId: sc, disciplineId: d.id },
        { companyId: consumer.company.id, ownerId: owner.id, name: 'Oferecida' },
      ),
    );
    const cc = consumer.company.id;
    const copied = await t.db.discipline.findFirstOrThrow({ where: { id: copy.disciplineId }, include: { tags: true } });
    expect(copied).toMatchObject({ companyId: cc, ownerId: owner.id, type: 'own', name: 'Oferecida' });
    expect(copied.tags).toEqual([]);
    const items = await t.db.materialItem.findMany({
      where: { disciplineId: copy.disciplineId },
      orderBy: { position: 'asc' },
      include: { file: true, questions: { include: { question: { include: { options: true } } } } },
    });
    expect(items.every((i) => i.companyId === cc)).toBe(true);
    expect(items[0]!.file!.storageKey).toMatch(new RegExp(`^private/c${cc}/audio/[0-9a-f-]{36}\\.mp3$`));
    expect(items[0]!.file!.companyId).toBe(cc);
    expect(copy.copiedKeys).toEqual([items[0]!.file!.storageKey]);
    expect((await readFile(join(t.storageDir, items[0]!.file!.storageKey))).equals(bytes)).toBe(true);
    const linked = items[1]!.questions[0]!.question;
    const newTopic = await t.db.disciplineTopic.findFirstOrThrow({ where: { disciplineId: copy.disciplineId } });
    expect(linked).toMatchObject({ companyId: cc, disciplineId: copy.disciplineId, topicId: newTopic.id, text: 'Verdade?' });
    expect(linked.id).not.toBe(question.id);
    expect(linked.options.map((o) => [o.companyId, o.text, o.correctAnswer])).toEqual([[cc, 'Sim', true]]);
    // The supplier keeps its own rows untouched.
    expect(await t.db.question.count({ where: { companyId: sc } })).toBe(1);
  });
});

describe('deepCopyDiscipline when storage fails', () => {
  it('leaves no row and removes the objects it had already copied', async () => {
    const c = t.demo.company.id;
    const d = await t.create.discipline(t.demo, { name: 'Falha' });
    const material = await t.create.material(t.demo, d.id);
    for (const [i, ext] of ['pdf', 'txt'].entries()) {
      const key = `private/c${c}/material-files/${randomUUID()}.${ext}`;
      await storeObject(key, randomBytes(64));
      const file = await t.create.storedFile(t.demo, { storageKey: key, size: 64 });
      await t.create.materialItem(t.demo, material.id, { type: 'file', fileId: file.id, position: i });
    }
    const disk = createLocalDiskStorage({ dir: t.storageDir, publicUrlTemplate: 'http://{tenant}.localhost/storage/{key}' });
    const written: string[] = [];
    const failing = {
      ...disk,
      // The second object fails, as a full disk or a dropped S3 connection would.
      put: async (key: string, body: AsyncIterable<Buffer>, type: string) => {
        if (written.length === 1) throw new Error('disco cheio');
        written.push(key);
        return disk.put(key, body, type);
      },
    };
    const before = await t.rowCounts(CONTENT_TABLES);
    await expect(
      t.db.$transaction((tx) =>
        deepCopyDiscipline(
          tx,
          { storage: failing, disciplineCopy },
          { companyId: c, disciplineId: d.id },
          { companyId: c, ownerId: null, name: 'Cópia' },
        ),
      ),
    ).rejects.toThrow('disco cheio');
    expect(await t.rowCounts(CONTENT_TABLES)).toEqual(before);
    expect(written).toHaveLength(1);
    expect(await disk.open(written[0]!)).toBeNull();
  });
});
