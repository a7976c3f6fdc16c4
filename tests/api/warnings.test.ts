import { describe, expect, it } from 'vitest';
import { WARNING_MESSAGES as M } from '@trilha/shared/warnings';
import { setupApiTest } from '../support/fixture.ts';
import { storedFiles } from '../support/factories/materials.ts';

const t = setupApiTest();

const TABLES = ['warnings', 'warning_reads', 'domain_events'];
// A 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1d5b00000000049454e44ae426082',
  'hex',
);

const events = (name: string) =>
  t.db.domainEvent.findMany({ where: { companyId: t.demo.company.id, name }, orderBy: { id: 'asc' } });

describe('POST /warnings', () => {
  it('creates an alert from a multipart form with its image, and publishes it', async () => {
    const teacher = await t.create.user(t.demo, { type: 'teacher', name: 'Prof. Aviso' });
    const published = (await events('warning.published')).length;
    const res = await t
      .as(teacher)
      .post('/warnings')
      .field('title', '  Semana de provas  ')
      .field('text', 'As provas começam na segunda-feira.')
      .attach('image', PNG, 'cartaz.png')
      .expect(201);
    expect(res.body).toEqual({
      message: 'Aviso Criado!',
      data: {
        id: expect.any(Number),
        title: 'Semana de provas',
        text: 'As provas começam na segunda-feira.',
        image: expect.stringMatching(/\/storage\/public\/warnings\/[0-9a-f-]+\.png$/),
        status: 'active',
        company_id: t.demo.company.id,
        author: { id: teacher.id, name: 'Prof. Aviso' },
        is_read: false,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const row = await t.db.warning.findFirstOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({ companyId: t.demo.company.id, authorId: teacher.id, status: 'active', deletedAt: null });
    expect((await storedFiles(t.storageDir)).some((f) => res.body.data.image.endsWith(f.split('/').pop()!))).toBe(true);
    const after = await events('warning.published');
    expect(after).toHaveLength(published + 1);
    expect(after.at(-1)!.payload).toEqual({
      warning_id: row.id,
      title: 'Semana de provas',
      author_id: teacher.id,
    });
  });

  it('takes JSON too; an inactive alert is not published', async () => {
    const published = (await events('warning.published')).length;
    const res = await t
      .as(t.manager)
      .post('/warnings')
      .send({ title: 'Rascunho', text: 'Ainda não.', status: 'inactive' })
      .expect(201);
    expect(res.body.data).toMatchObject({ title: 'Rascunho', status: 'inactive', image: null });
    expect(await events('warning.published')).toHaveLength(published);
  });

  it('401 without a token, 403 to a student; 422 with field errors and nothing written or stored', async () => {
    const student = await t.create.user(t.demo);
    const before = await t.rowCounts(TABLES);
    const files = await storedFiles(t.storageDir);
    await t.as(null).post('/warnings').field('title', 'X').field('text', 'Y').expect(401);
    const refused = await t.as(student).post('/warnings').field('title', 'X').field('text', 'Y').attach('image', PNG, 'a.png');
    expect(refused.status).toBe(403);
    const bad = await t
      .as(t.manager)
      .post('/warnings')
      .field('title', ' ')
      .field('text', 'x'.repeat(5001))
      .field('status', 'talvez')
      .attach('image', PNG, 'a.png')
      .expect(422);
    expect(bad.body.errors).toMatchObject({
      title: [M.warningTitleRequired],
      text: ['O campo atingiu seu tamanho máximo'],
      status: [expect.any(String)],
    });
    const long = await t
      .as(t.manager)
      .post('/warnings')
      .send({ title: 'x'.repeat(256), text: 'ok' })
      .expect(422);
    expect(long.body.errors.title).toEqual(['O campo atingiu seu tamanho máximo']);
    await t.as(t.manager).post('/warnings').send({}).expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(await storedFiles(t.storageDir)).toEqual(files);
  });

  it('refuses hostile forms with 4xx, storing nothing', async () => {
    const before = await t.rowCounts(TABLES);
    const files = await storedFiles(t.storageDir);
    const form = () => t.as(t.manager).post('/warnings').field('title', 'Aviso').field('text', 'Texto');
    // Not an image by its bytes, whatever its name and declared type claim.
    const fake = await form()
      .attach('image', Buffer.from('<script>alert(1)</script>'), { filename: 'x.png', contentType: 'image/png' })
      .expect(422);
    expect(fake.body.code).toBe('IMAGE_INVALID');
    // Over 2 MB: the stream is cut and the partial object removed.
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await form().attach('image', huge, 'grande.png').expect(422)).body.code).toBe('IMAGE_TOO_LARGE');
    // Another file field, and two images.
    expect((await form().attach('arquivo', PNG, 'a.png').expect(422)).body.code).toBe('UPLOAD_INVALID');
    await form().attach('image', PNG, 'a.png').attach('image', PNG, 'b.png').expect(422);
    // A NUL byte in a text field.
    await t.as(t.manager).post('/warnings').field('title', 'A\u0000B').field('text', 'T').expect(422);
    // Malformed bodies: no boundary, a wrong boundary, a body cut short.
    await t.as(t.manager).post('/warnings').set('content-type', 'multipart/form-data').send('title=x').expect(422);
    await t
      .as(t.manager)
      .post('/warnings')
      .set('content-type', 'multipart/form-data; boundary=abc')
      .send('--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nX\r\n--xyz--\r\n')
      .expect(422);
    await t
      .as(t.manager)
      .post('/warnings')
      .set('content-type', 'multipart/form-data; boundary=abc')
      .send(
        '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nX\r\n--abc\r\n' +
          'Content-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
          PNG.toString('latin1'),
      )
      .expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(await storedFiles(t.storageDir)).toEqual(files);
  });
});

describe('GET /warnings', () => {
  it('lists newest first with the read state; students get active ones only; search, status, per_page', async () => {
    const tenant = await t.create.tenant({ domain: 'escola', name: 'Escola' });
    const manager = await t.create.user(tenant, { type: 'manager' });
    const student = await t.create.user(tenant);
    const old = await t.create.warning(tenant, { title: 'Matrículas abertas', text: 'Até sexta.', minutesAgo: 30 });
    const mid = await t.create.warning(tenant, { title: 'Feriado', text: 'Sem aula na quinta.', minutesAgo: 20 });
    const draft = await t.create.warning(tenant, { title: 'Rascunho', status: 'inactive', minutesAgo: 10 });
    await t.create.warning(tenant, { title: 'Removido', deleted: true });
    await t.create.warning(t.acme, { title: 'De outra empresa' });
    await t.create.warningRead(tenant, mid.id, student.id);

    const res = await t.as(student, tenant).get('/warnings').expect(200);
    expect(res.body.meta).toEqual({ current_page: 1, per_page: 30, total: 2, last_page: 1, total_unread_warnings: 1 });
    expect(res.body.data.map((w: { id: number; is_read: boolean }) => [w.id, w.is_read])).toEqual([
      [mid.id, true],
      [old.id, false],
    ]);
    // A student asking for inactive ones still gets the active ones only.
    expect((await t.as(student, tenant).get('/warnings?status=inactive').expect(200)).body.meta.total).toBe(2);

    const staff = await t.as(manager, tenant).get('/warnings').expect(200);
    expect(staff.body.data.map((w: { id: number }) => w.id)).toEqual([draft.id, mid.id, old.id]);
    const inactive = await t.as(manager, tenant).get('/warnings?status=inactive').expect(200);
    expect(inactive.body.data.map((w: { id: number }) => w.id)).toEqual([draft.id]);
    const active = await t.as(manager, tenant).get(`/warnings?status=active&company_id=${tenant.company.id}`).expect(200);
    expect(active.body.meta.total).toBe(2);
    // Search looks in the title and the text, case-insensitive, with % and _ taken literally.
    const found = await t.as(manager, tenant).get('/warnings?search=QUINTA').expect(200);
    expect(found.body.data.map((w: { id: number }) => w.id)).toEqual([mid.id]);
    expect((await t.as(manager, tenant).get('/warnings?search=%25').expect(200)).body.meta.total).toBe(0);
    const paged = await t.as(manager, tenant).get('/warnings?per_page=2&page=2').expect(200);
    expect(paged.body.data.map((w: { id: number }) => w.id)).toEqual([old.id]);
    expect(paged.body.meta).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    // Another company's id lists nothing: the host decides the company.
    expect((await t.as(manager, tenant).get(`/warnings?company_id=${t.acme.company.id}`).expect(200)).body.meta.total).toBe(0);
  });

  it('401; another tenant sees none of them; 422 on a bad query', async () => {
    const w = await t.create.warning(t.demo, { title: 'Só da demo' });
    await t.as(null).get('/warnings').expect(401);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    const theirs = await t.as(acme, t.acme).get('/warnings?per_page=100').expect(200);
    expect(theirs.body.data.map((x: { id: number }) => x.id)).not.toContain(w.id);
    // A demo token on acme's host is refused outright.
    await t.as(t.manager, t.acme).get('/warnings').expect(401);
    await t.as(t.manager).get('/warnings?status=talvez').expect(422);
    await t.as(t.manager).get('/warnings?per_page=0').expect(422);
    await t
      .as(t.manager)
      .get(`/warnings?search=${'x'.repeat(256)}`)
      .expect(422);
    await t.as(t.manager).get('/warnings?company_id=-1').expect(422);
  });
});

describe('POST /warnings/{id}/update', () => {
  it('edits fields, replaces the image (the old file removed) and publishes when it turns active', async () => {
    const created = await t
      .as(t.manager)
      .post('/warnings')
      .field('title', 'Aviso')
      .field('text', 'Texto')
      .field('status', 'inactive')
      .attach('image', PNG, 'a.png')
      .expect(201);
    const id = created.body.data.id as number;
    const firstImage = created.body.data.image as string;
    const published = (await events('warning.published')).length;
    const res = await t
      .as(t.manager)
      .post(`/warnings/${id}/update`)
      .field('title', 'Aviso novo')
      .field('status', 'active')
      .attach('image', PNG, 'b.png')
      .expect(200);
    expect(res.body).toMatchObject({
      message: 'Aviso Atualizado!',
      data: { id, title: 'Aviso novo', text: 'Texto', status: 'active' },
    });
    expect(res.body.data.image).not.toBe(firstImage);
    const files = await storedFiles(t.storageDir);
    expect(files.some((f) => firstImage.endsWith(f.split('/').pop()!))).toBe(false);
    expect(await events('warning.published')).toHaveLength(published + 1);
    // Edited again while active: nobody is told twice.
    await t.as(t.manager).post(`/warnings/${id}/update`).send({ text: 'Outro texto' }).expect(200);
    expect(await events('warning.published')).toHaveLength(published + 1);
    const cleared = await t.as(t.manager).post(`/warnings/${id}/update`).field('remove_image', 'true').expect(200);
    expect(cleared.body.data.image).toBeNull();
    expect(await t.db.warning.findFirstOrThrow({ where: { id } })).toMatchObject({
      title: 'Aviso novo',
      text: 'Outro texto',
      image: null,
    });
  });

  it('401, 403 to a student, 404 for another tenant’s or a removed alert, 422 with nothing changed', async () => {
    const w = await t.create.warning(t.demo, { title: 'Original' });
    const gone = await t.create.warning(t.demo, { deleted: true });
    const student = await t.create.user(t.demo);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    const files = await storedFiles(t.storageDir);
    await t.as(null).post(`/warnings/${w.id}/update`).send({ title: 'X' }).expect(401);
    await t.as(student).post(`/warnings/${w.id}/update`).send({ title: 'X' }).expect(403);
    const other = await t.as(acme, t.acme).post(`/warnings/${w.id}/update`).field('title', 'X').attach('image', PNG, 'a.png');
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(M.warningNotFound);
    await t.as(t.manager).post(`/warnings/${gone.id}/update`).send({ title: 'X' }).expect(404);
    await t.as(t.manager).post('/warnings/2147483647/update').send({ title: 'X' }).expect(404);
    await t.as(t.manager).post(`/warnings/${w.id}/update`).send({ title: '', status: 'talvez' }).expect(422);
    await t.as(t.manager).post(`/warnings/${w.id}/update`).field('title', '').attach('image', PNG, 'a.png').expect(422);
    await t.as(t.manager).post('/warnings/abc/update').send({ title: 'X' }).expect(422);
    expect((await t.db.warning.findFirstOrThrow({ where: { id: w.id } })).title).toBe('Original');
    expect(await storedFiles(t.storageDir)).toEqual(files);
  });
});

describe('DELETE /warnings/{id}', () => {
  it('removes it from every list (soft) and publishes warning.removed; 401/403/404', async () => {
    const w = await t.create.warning(t.demo, { title: 'Apagar' });
    const student = await t.create.user(t.demo);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(null).delete(`/warnings/${w.id}`).expect(401);
    await t.as(student).delete(`/warnings/${w.id}`).expect(403);
    await t.as(acme, t.acme).delete(`/warnings/${w.id}`).expect(404);
    expect((await t.db.warning.findFirstOrThrow({ where: { id: w.id } })).deletedAt).toBeNull();
    const res = await t.as(t.manager).delete(`/warnings/${w.id}`).expect(200);
    expect(res.body).toEqual({ message: 'Aviso Removido!' });
    expect((await t.db.warning.findFirstOrThrow({ where: { id: w.id } })).deletedAt).not.toBeNull();
    expect((await events('warning.removed')).map((e) => e.payload)).toContainEqual({ warning_id: w.id });
    const list = await t.as(t.manager).get('/warnings?per_page=100').expect(200);
    expect(list.body.data.map((x: { id: number }) => x.id)).not.toContain(w.id);
    await t.as(t.manager).delete(`/warnings/${w.id}`).expect(404);
  });
});

describe('PUT /warnings/read-status', () => {
  it('toggles the caller’s own read state and answers the unread count', async () => {
    const tenant = await t.create.tenant({ domain: 'leitura', name: 'Leitura' });
    const a = await t.create.warning(tenant);
    const b = await t.create.warning(tenant);
    const student = await t.create.user(tenant);
    const other = await t.create.user(tenant);
    const read = await t.as(student, tenant).put('/warnings/read-status').send({ warning_id: a.id, is_read: true }).expect(200);
    expect(read.body).toEqual({
      message: M.warningReadStatusSaved,
      data: { warning_id: a.id, is_read: true, total_unread_warnings: 1 },
    });
    const rows = () => t.db.warningRead.findMany({ where: { warningId: a.id } });
    expect((await rows()).map((r) => [r.userId, r.isRead, r.readAt !== null])).toEqual([[student.id, true, true]]);
    const list = await t.as(student, tenant).get('/warnings').expect(200);
    expect(list.body.data.map((w: { id: number; is_read: boolean }) => [w.id, w.is_read])).toEqual([
      [b.id, false],
      [a.id, true],
    ]);
    // Another user's view is their own.
    expect((await t.as(other, tenant).get('/warnings').expect(200)).body.meta.total_unread_warnings).toBe(2);
    const unread = await t
      .as(student, tenant)
      .put('/warnings/read-status')
      .send({ warning_id: a.id, is_read: false })
      .expect(200);
    expect(unread.body.data.total_unread_warnings).toBe(2);
    expect((await rows()).map((r) => [r.isRead, r.readAt])).toEqual([[false, null]]);
  });

  it('401; 404 for another tenant’s, a removed or (to a student) an inactive alert; 422 bad body; nothing written', async () => {
    const w = await t.create.warning(t.demo);
    const inactive = await t.create.warning(t.demo, { status: 'inactive' });
    const gone = await t.create.warning(t.demo, { deleted: true });
    const student = await t.create.user(t.demo);
    const acme = await t.create.user(t.acme);
    const before = await t.rowCounts(TABLES);
    await t.as(null).put('/warnings/read-status').send({ warning_id: w.id, is_read: true }).expect(401);
    await t.as(acme, t.acme).put('/warnings/read-status').send({ warning_id: w.id, is_read: true }).expect(404);
    await t.as(student).put('/warnings/read-status').send({ warning_id: inactive.id, is_read: true }).expect(404);
    await t.as(student).put('/warnings/read-status').send({ warning_id: gone.id, is_read: true }).expect(404);
    await t.as(student).put('/warnings/read-status').send({ warning_id: w.id }).expect(422);
    await t.as(student).put('/warnings/read-status').send({ warning_id: 'x', is_read: true }).expect(422);
    await t
      .as(student)
      .put('/warnings/read-status')
      .send({ warning_id: 2 ** 31, is_read: true })
      .expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    // Staff may mark an inactive one (they see it in their list).
    await t.as(t.manager).put('/warnings/read-status').send({ warning_id: inactive.id, is_read: true }).expect(200);
  });
});
