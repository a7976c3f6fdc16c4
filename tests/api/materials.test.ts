import { describe, expect, it } from 'vitest';
import { MATERIAL_MESSAGES as M } from '@trilha/shared/materials';
import { localBus, type LocalBroadcast, LOCAL_BROADCAST } from '@trilha/realtime-emitter';
import { setupApiTest } from '../support/fixture.ts';
import { sampleDocx, samplePdf, storedFiles } from '../support/factories/materials.ts';

const t = setupApiTest();

const TABLES = ['materials', 'material_items', 'files', 'notifications', 'discipline_progress'];

/** A discipline with its teacher, an enrolled student, a student outside it and a tutor. */
async function course() {
  const discipline = await t.create.discipline(t.demo);
  const teacher = await t.create.user(t.demo, { type: 'teacher' });
  const student = await t.create.user(t.demo, { type: 'student' });
  const outsider = await t.create.user(t.demo, { type: 'student' });
  await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
  await t.create.enroll(t.demo, discipline.id, student.id);
  return { discipline, teacher, student, outsider };
}

/** Broadcasts published while `fn` runs (the in-process bus the realtime server listens to). */
async function broadcasts<T>(fn: () => Promise<T>): Promise<{ result: T; events: LocalBroadcast[] }> {
  const events: LocalBroadcast[] = [];
  const on = (e: LocalBroadcast) => events.push(e);
  localBus.on(LOCAL_BROADCAST, on);
  try {
    const result = await fn();
    // Notifications and their pushes follow the commit (domain events): wait for them.
    await t.delivered();
    return { result, events };
  } finally {
    localBus.off(LOCAL_BROADCAST, on);
  }
}

describe('POST /materials', () => {
  it('creates a material at the end, notifies enrolled students and emits on the discipline channel', async () => {
    const c = await course();
    await t.create.material(t.demo, c.discipline.id, { name: 'Primeiro', position: 0 });
    const { result: res, events } = await broadcasts(() =>
      t
        .as(c.teacher)
        .post('/materials')
        .send({ name: 'Unidade 1', color: '#112233', discipline_id: c.discipline.id })
        .expect(201),
    );
    expect(res.body).toMatchObject({
      message: M.materialCreated,
      data: { name: 'Unidade 1', color: '#112233', discipline_id: c.discipline.id, position: 1, items: [], progress: null },
    });
    const notes = await t.db.notification.findMany({ where: { disciplineId: c.discipline.id } });
    expect(notes.map((n) => [n.userId, n.type, n.subjectId])).toEqual([[c.student.id, 'MaterialCreated', res.body.data.id]]);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          namespace: '/material-production',
          channel: `discipline.${c.discipline.id}.materials`,
          event: '.material.created',
        }),
        expect.objectContaining({
          channel: `notifications.${t.demo.company.id}.${c.student.id}`,
          event: '.notification.created',
        }),
      ]),
    );
  });

  it('takes a multipart form with an image', async () => {
    const c = await course();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1d5b00000000049454e44ae426082',
      'hex',
    );
    const res = await t
      .as(c.teacher)
      .post('/materials')
      .field('name', 'Com capa')
      .field('discipline_id', String(c.discipline.id))
      .attach('image', png, 'capa.png')
      .expect(201);
    expect(res.body.data.image).toMatch(/\/storage\/public\/materials\/[0-9a-f-]+\.png$/);
  });

  it('answers 422 and writes nothing for bad input', async () => {
    const c = await course();
    const before = await t.rowCounts(TABLES);
    const res = await t
      .as(c.teacher)
      .post('/materials')
      .send({ name: ' ', color: 'red', discipline_id: c.discipline.id })
      .expect(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['name', 'color']));
    // A text file sent as the image: refused, nothing stored.
    const files = await storedFiles(t.storageDir);
    await t
      .as(c.teacher)
      .post('/materials')
      .field('name', 'X')
      .field('discipline_id', String(c.discipline.id))
      .attach('image', Buffer.from('not an image'), 'capa.png')
      .expect(422);
    expect(await storedFiles(t.storageDir)).toEqual(files);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });

  it('answers 401 without a token, 403 to a student, 404 to a teacher outside the discipline and across tenants', async () => {
    const c = await course();
    const body = { name: 'X', discipline_id: c.discipline.id };
    const before = await t.rowCounts(TABLES);
    await t.as(null).post('/materials').send(body).expect(401);
    await t.as(c.student).post('/materials').send(body).expect(403);
    const otherTeacher = await t.create.user(t.demo, { type: 'teacher' });
    const other = await t.create.discipline(t.demo);
    await t.create.enroll(t.demo, other.id, otherTeacher.id, 'teacher');
    // Not enrolled at all: the discipline is not found for them.
    await t.as(otherTeacher).post('/materials').send(body).expect(404);
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acmeManager, t.acme).post('/materials').send(body).expect(404);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});

describe('GET /materials and /materials/{id}', () => {
  it("lists a discipline's materials in order with their items and the student's progress", async () => {
    const c = await course();
    const m2 = await t.create.material(t.demo, c.discipline.id, { name: 'B', position: 1 });
    const m1 = await t.create.material(t.demo, c.discipline.id, { name: 'A', position: 0 });
    const i1 = await t.create.materialItem(t.demo, m1.id, { title: 'i1', position: 0 });
    await t.create.materialItem(t.demo, m1.id, { title: 'i2', position: 1 });
    await t.create.materialItem(t.demo, m1.id, { title: 'oculto', position: 2, visible: false });
    await t.as(c.student).post(`/progress/material-items/${i1.id}/mark`).send({ checked: true }).expect(200);

    const res = await t.as(c.student).get('/materials').query({ discipline_id: c.discipline.id }).expect(200);
    expect(res.body.data.map((m: { name: string }) => m.name)).toEqual(['A', 'B']);
    expect(res.body.data[0].items.map((i: { title: string }) => i.title)).toEqual(['i1', 'i2']);
    expect(res.body.data[0]).toMatchObject({ progress: 50, items_count: 2 });
    expect(res.body.data[0].items[0]).toMatchObject({ checked: true, lock: null });
    expect(res.body.data[1]).toMatchObject({ id: m2.id, progress: null });
    expect(res.body.discipline_progress).toBe(50);
    // Staff see hidden items too.
    const staff = await t.as(c.teacher).get('/materials').query({ discipline_id: c.discipline.id, search: 'a' }).expect(200);
    expect(staff.body.data[0].items.map((i: { title: string }) => i.title)).toEqual(['i1', 'i2', 'oculto']);

    const one = await t.as(c.student).get(`/materials/${m1.id}`).expect(200);
    expect(one.body.data.items).toHaveLength(2);
  });

  it('answers 404 to a student who is not enrolled, and across tenants; 422 without discipline_id; 401 without token', async () => {
    const c = await course();
    const m = await t.create.material(t.demo, c.discipline.id);
    await t.as(c.outsider).get('/materials').query({ discipline_id: c.discipline.id }).expect(404);
    await t.as(c.outsider).get(`/materials/${m.id}`).expect(404);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).get(`/materials/${m.id}`).expect(404);
    await t.as(c.student).get('/materials').expect(422);
    await t.as(null).get(`/materials/${m.id}`).expect(401);
  });

  it('answers 404 to a student whose enrolment window is over', async () => {
    const c = await course();
    const late = await t.create.user(t.demo, { type: 'student' });
    await t.db.disciplineInscription.create({
      data: {
        companyId: t.demo.company.id,
        disciplineId: c.discipline.id,
        userId: late.id,
        finishedAt: new Date(Date.now() - 86_400_000),
      },
    });
    await t.as(late).get('/materials').query({ discipline_id: c.discipline.id }).expect(404);
  });
});

describe('POST /materials/{id}/update, DELETE, duplicate, index', () => {
  it('updates name and colour; 422 writes nothing; 403 for a student; 404 across tenants', async () => {
    const c = await course();
    const m = await t.create.material(t.demo, c.discipline.id, { name: 'Antigo' });
    const res = await t.as(c.teacher).post(`/materials/${m.id}/update`).send({ name: 'Novo', color: '#abcdef' }).expect(200);
    expect(res.body).toMatchObject({ message: M.materialUpdated, data: { name: 'Novo', color: '#abcdef' } });
    await t.as(c.teacher).post(`/materials/${m.id}/update`).send({ color: 'azul' }).expect(422);
    await t.as(c.student).post(`/materials/${m.id}/update`).send({ name: 'X' }).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).post(`/materials/${m.id}/update`).send({ name: 'X' }).expect(404);
    expect((await t.db.material.findFirstOrThrow({ where: { id: m.id } })).name).toBe('Novo');
  });

  it("deletes a material with its items and drops them from learners' totals", async () => {
    const c = await course();
    const keep = await t.create.material(t.demo, c.discipline.id);
    const keptItem = await t.create.materialItem(t.demo, keep.id);
    const m = await t.create.material(t.demo, c.discipline.id);
    const gone = await t.create.materialItem(t.demo, m.id);
    await t.as(c.student).post(`/progress/material-items/${gone.id}/mark`).send({ checked: true }).expect(200);
    await t.as(c.student).post(`/progress/material-items/${keptItem.id}/mark`).send({ checked: false }).expect(200);
    await t.as(c.student).delete(`/materials/${m.id}`).expect(403);
    await t.as(c.teacher).delete(`/materials/${m.id}`).expect(200);
    expect((await t.db.material.findFirstOrThrow({ where: { id: m.id } })).deletedAt).not.toBeNull();
    expect((await t.db.materialItem.findFirstOrThrow({ where: { id: gone.id } })).deletedAt).not.toBeNull();
    const dp = await t.db.disciplineProgress.findFirstOrThrow({ where: { userId: c.student.id, disciplineId: c.discipline.id } });
    expect(dp).toMatchObject({ totalItems: 1, checkedItems: 0, progress: 0 });
    await t.as(c.teacher).get(`/materials/${m.id}`).expect(404);
  });

  it('duplicates a material deeply (items and files), at the end', async () => {
    const c = await course();
    const m = await t.create.material(t.demo, c.discipline.id, { name: 'Original' });
    const created = await t
      .as(c.teacher)
      .post('/material-items')
      .field('material_id', String(m.id))
      .field('type', 'file')
      .field('title', 'Apostila')
      .attach('file', samplePdf(), 'apostila.pdf')
      .expect(201);
    const res = await t.as(c.teacher).post(`/materials/${m.id}/duplicate`).expect(201);
    expect(res.body.data).toMatchObject({ name: 'Original (cópia)', position: 1 });
    const [copy] = res.body.data.items;
    expect(copy).toMatchObject({ title: 'Apostila', type: 'file', file_type: 'pdf' });
    expect(copy.file.url).not.toBe(created.body.data.file.url);
    const bytes = await t.as(c.teacher).get(copy.file.download_url).buffer(true).expect(200);
    expect(bytes.body.subarray(0, 5).toString()).toBe('%PDF-');
    await t.as(c.student).post(`/materials/${m.id}/duplicate`).expect(403);
  });

  it('reorders materials', async () => {
    const c = await course();
    const a = await t.create.material(t.demo, c.discipline.id, { position: 0 });
    const b = await t.create.material(t.demo, c.discipline.id, { position: 1 });
    const d = await t.create.material(t.demo, c.discipline.id, { position: 2 });
    const { result: res, events } = await broadcasts(() =>
      t.as(c.teacher).post(`/materials/${d.id}/index`).send({ index: 0 }).expect(200),
    );
    expect(res.body.data.map((x: { id: number }) => x.id)).toEqual([d.id, a.id, b.id]);
    expect(events.find((e) => e.event === '.materials.reordered')?.data).toMatchObject({ order: [d.id, a.id, b.id] });
    const list = await t.as(c.student).get('/materials').query({ discipline_id: c.discipline.id }).expect(200);
    expect(list.body.data.map((x: { id: number }) => x.id)).toEqual([d.id, a.id, b.id]);
    await t.as(c.teacher).post(`/materials/${d.id}/index`).send({ index: -1 }).expect(422);
    await t.as(c.student).post(`/materials/${d.id}/index`).send({ index: 1 }).expect(403);
  });
});

describe('POST /materials/file/import', () => {
  it('turns every file into a file item, titled after its name', async () => {
    const c = await course();
    const m = await t.create.material(t.demo, c.discipline.id);
    const res = await t
      .as(c.teacher)
      .post('/materials/file/import')
      .field('material_id', String(m.id))
      .attach('files', samplePdf(), 'Aula 1.pdf')
      .attach('files', sampleDocx(), 'Aula 2.docx')
      .attach('files', Buffer.from('Olá, turma!\n'), 'Aula 3.txt')
      .expect(201);
    expect(res.body.data.map((i: { title: string; file_type: string }) => [i.title, i.file_type])).toEqual([
      ['Aula 1', 'pdf'],
      ['Aula 2', 'docx'],
      ['Aula 3', 'txt'],
    ]);
    await t.delivered();
    expect(await t.db.notification.count({ where: { userId: c.student.id, type: 'MaterialItemCreated' } })).toBe(3);
  });

  it('refuses all when a title is too long or a file is invalid, listing each, with nothing left', async () => {
    const c = await course();
    const m = await t.create.material(t.demo, c.discipline.id);
    const before = await t.rowCounts(TABLES);
    const files = await storedFiles(t.storageDir);
    const long = `${'a'.repeat(51)}.pdf`;
    const res = await t
      .as(c.teacher)
      .post('/materials/file/import')
      .field('material_id', String(m.id))
      .attach('files', samplePdf(), 'ok.pdf')
      .attach('files', samplePdf(), long)
      .attach('files', Buffer.from('MZ not a pdf'), 'virus.pdf')
      .attach('files', Buffer.from([0, 1, 2, 3]), 'binario.txt')
      .expect(422);
    expect(res.body.code).toBe('MATERIAL_IMPORT_INVALID');
    expect(res.body.errors.files).toEqual([
      'Os titulos dos arquivos podem contem no máximo 50 caracteres',
      `Arquivo Invalido: ${long}`,
      'Arquivo Invalido: virus.pdf',
      'Arquivo Invalido: binario.txt',
    ]);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(await storedFiles(t.storageDir)).toEqual(files);
    // A student may not import; nothing stored either.
    await t
      .as(c.student)
      .post('/materials/file/import')
      .field('material_id', String(m.id))
      .attach('files', samplePdf(), 'a.pdf')
      .expect(403);
    expect(await storedFiles(t.storageDir)).toEqual(files);
  });
});

describe('the materials licence (companies.materials_license)', () => {
  it('gates material production: without it writes are 403 with nothing written, reading and studying go on', async () => {
    const tenant = await t.create.tenant({ materialsLicense: 0 });
    const discipline = await t.create.discipline(tenant);
    const manager = await t.create.user(tenant, { type: 'manager' });
    const student = await t.create.user(tenant, { type: 'student' });
    await t.create.enroll(tenant, discipline.id, student.id);
    const material = await t.create.material(tenant, discipline.id, { name: 'Já existente' });
    const item = await t.create.materialItem(tenant, material.id, { type: 'url', url: 'https://example.com' });
    const as = (who: typeof manager) => t.as(who, tenant);
    const before = await t.rowCounts([...TABLES, 'material_item_settings']);
    const refusal = { code: 'MATERIALS_LICENCE_REQUIRED', message: M.materialsLicenceRequired };

    const writes = [
      as(manager).post('/materials').send({ name: 'Novo', discipline_id: discipline.id }),
      as(manager).post(`/materials/${material.id}/update`).send({ name: 'Outro' }),
      as(manager).post(`/materials/${material.id}/duplicate`),
      as(manager).delete(`/materials/${material.id}`),
      as(manager).post('/material-items').send({ material_id: material.id, type: 'task', title: 'T', description: 'D' }),
      as(manager).post(`/material-items/${item.id}/update`).send({ title: 'Outro' }),
      as(manager).post(`/material-items/${item.id}/duplicate`),
      as(manager).delete(`/material-items/${item.id}`),
      as(manager).post('/material-item-settings').send({ material_item_id: item.id }),
      as(manager)
        .post('/material-items')
        .field('material_id', String(material.id))
        .field('type', 'file')
        .field('title', 'PDF')
        .attach('file', samplePdf(), 'a.pdf'),
    ];
    for (const req of writes) expect((await req.expect(403)).body).toMatchObject(refusal);
    expect(await t.rowCounts([...TABLES, 'material_item_settings'])).toEqual(before);
    expect(await storedFiles(t.storageDir)).not.toContainEqual(expect.stringContaining(`c${tenant.company.id}/`));

    // Reading and studying are not production.
    await as(student).get('/materials').query({ discipline_id: discipline.id }).expect(200);
    await as(student).post(`/progress/material-items/${item.id}/mark`).send({ checked: true }).expect(200);
    const seen = await as(manager).get(`/disciplines/${discipline.id}`).expect(200);
    expect(seen.body.data).toMatchObject({ isEditable: true, canProduceMaterials: false });
    // A lower role is still refused by its permission first, another tenant's user by the tenant.
    await as(student).post('/materials').send({ name: 'Novo', discipline_id: discipline.id }).expect(403);
    await t.as(t.manager).post('/materials').send({ name: 'Novo', discipline_id: discipline.id }).expect(404);

    // Granted by the platform admin: production opens at once on this node.
    await t.as(t.admin).put(`/companies/${tenant.company.id}`).send({ materials_license: 3 }).expect(200);
    await as(manager).post('/materials').send({ name: 'Novo', discipline_id: discipline.id }).expect(201);
    expect((await as(manager).get(`/disciplines/${discipline.id}`).expect(200)).body.data.canProduceMaterials).toBe(true);
  });
});
