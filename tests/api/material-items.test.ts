import { describe, expect, it } from 'vitest';
import { MATERIAL_MESSAGES as M, MATERIAL_ITEM_PASSWORD_RATE_LIMIT } from '@trilha/shared/materials';
import { setupApiTest } from '../support/fixture.ts';
import { startTestApi } from '../support/api.ts';
import { sampleDocx, samplePdf, sampleWav, sampleZip, storedFiles } from '../support/factories/materials.ts';
import { sanitizeIframe } from '../../apps/api/src/domains/materials/kinds/iframe.ts';
import request from 'supertest';

const t = setupApiTest();

const TABLES = [
  'material_items',
  'files',
  'material_item_questions',
  'material_item_settings',
  'notifications',
  'material_item_unlocks',
];

async function course() {
  const discipline = await t.create.discipline(t.demo);
  const teacher = await t.create.user(t.demo, { type: 'teacher' });
  const student = await t.create.user(t.demo, { type: 'student' });
  const outsider = await t.create.user(t.demo, { type: 'student' });
  await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
  await t.create.enroll(t.demo, discipline.id, student.id);
  const material = await t.create.material(t.demo, discipline.id);
  return { discipline, teacher, student, outsider, material };
}

const question = async () =>
  t.db.question.create({ data: { companyId: t.demo.company.id, title: 'Soma', text: 'Quanto é 2+2?', type: 'choice' } });

describe('POST /material-items: every kind', () => {
  it('creates a task, a url, an iframe and a quiz from JSON', async () => {
    const c = await course();
    const as = t.as(c.teacher);
    const task = await as
      .post('/material-items')
      .send({ material_id: c.material.id, type: 'task', title: 'Redação', description: 'Escreva 20 linhas.' })
      .expect(201);
    expect(task.body).toMatchObject({
      message: M.materialItemCreated,
      data: { type: 'task', description: 'Escreva 20 linhas.', position: 0 },
    });
    const url = await as
      .post('/material-items')
      .send({ material_id: c.material.id, type: 'url', title: 'Site', url: 'HTTPS://Example.com/a?b=1' })
      .expect(201);
    expect(url.body.data).toMatchObject({ url: 'https://example.com/a?b=1', position: 1 });
    const iframe = await as
      .post('/material-items')
      .send({
        material_id: c.material.id,
        type: 'iframe',
        title: 'Vídeo',
        iframe_code: '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc" onload="alert(1)"></iframe>',
      })
      .expect(201);
    expect(iframe.body.data.iframe_code).toMatch(
      /^<iframe src="https:\/\/www\.youtube\.com\/embed\/abc" width="560" height="315" /,
    );
    expect(iframe.body.data.iframe_code).not.toContain('onload');
    const q1 = await question();
    const q2 = await question();
    const quiz = await as
      .post('/material-items')
      .send({ material_id: c.material.id, type: 'quiz', title: 'Quiz', quizzes_ids: [q2.id, q1.id] })
      .expect(201);
    expect(quiz.body.data.quizzes_ids).toEqual([q2.id, q1.id]);
    // Students were told about each.
    await t.delivered();
    expect(await t.db.notification.count({ where: { userId: c.student.id, type: 'MaterialItemCreated' } })).toBe(4);
  });

  it('creates file (pdf, docx, txt), audio and scorm items from multipart, checked by content', async () => {
    const c = await course();
    const post = (type: string, title: string, data: Buffer, name: string) =>
      t
        .as(c.teacher)
        .post('/material-items')
        .field('material_id', String(c.material.id))
        .field('type', type)
        .field('title', title)
        .attach('file', data, name);
    const pdf = await post('file', 'PDF', samplePdf(), 'a.pdf').expect(201);
    expect(pdf.body.data).toMatchObject({ file_type: 'pdf', file: { name: 'a.pdf', mime_type: 'application/pdf' } });
    expect(pdf.body.data.file.url).toMatch(new RegExp(`^private/c${t.demo.company.id}/file/[0-9a-f-]{36}\\.pdf$`));
    expect((await post('file', 'DOCX', sampleDocx(), 'b.docx').expect(201)).body.data.file_type).toBe('docx');
    expect((await post('file', 'TXT', Buffer.from('texto simples'), 'c.txt').expect(201)).body.data.file_type).toBe('txt');
    const audio = await post('audio', 'Áudio', sampleWav(), 'som.wav').expect(201);
    expect(audio.body.data.file).toMatchObject({ mime_type: 'audio/wav' });
    const scorm = await post('scorm', 'Pacote', sampleZip(), 'pacote.zip').expect(201);
    expect(scorm.body.data).toMatchObject({ type: 'scorm', scorm: { entry_point: 'index.html' } });
    expect(scorm.body.data.file.url).toMatch(/\/scorm\/[0-9a-f-]{36}\.zip$/);
    // The list (one SQL statement) shows each item exactly as GET by id does.
    await t
      .as(c.teacher)
      .post('/material-item-settings')
      .send({ material_item_id: pdf.body.data.id, password: 'x1', required: true })
      .expect(201);
    const q = await question();
    await t
      .as(c.teacher)
      .post('/material-items')
      .send({ material_id: c.material.id, type: 'quiz', title: 'Q', quizzes_ids: [q.id] })
      .expect(201);
    await t.as(c.student).post(`/progress/material-items/${audio.body.data.id}/mark`).send({ checked: true }).expect(200);
    for (const who of [c.teacher, c.student]) {
      const list = await t.as(who).get('/material-items').query({ material_id: c.material.id }).expect(200);
      expect(list.body.meta.total).toBe(6);
      for (const item of list.body.data) {
        const one = await t.as(who).get(`/material-items/${item.id}`).expect(200);
        expect(item).toEqual(one.body.data);
      }
    }
  });

  it('refuses wrong types, disguised files, oversize uploads and bad kinds with nothing written or stored', async () => {
    const c = await course();
    const before = await t.rowCounts(TABLES);
    const files = await storedFiles(t.storageDir);
    const post = () => t.as(c.teacher).post('/material-items').field('material_id', String(c.material.id));
    // An executable named .pdf.
    const fake = await post()
      .field('type', 'file')
      .field('title', 'X')
      .attach('file', Buffer.from('MZ\x90\x00 evil'), 'x.pdf')
      .expect(422);
    expect(fake.body.code).toBe('MATERIAL_ITEM_FILE_TYPE_INVALID');
    // A zip named .docx without a document inside.
    await post().field('type', 'file').field('title', 'X').attach('file', sampleZip(), 'x.docx').expect(422);
    // A .docx cut short: its first entries are there, its central directory is not.
    const docx = sampleDocx();
    const cut = await post()
      .field('type', 'file')
      .field('title', 'X')
      .attach('file', docx.subarray(0, docx.length - 30), 'x.docx')
      .expect(422);
    expect(cut.body.code).toBe('MATERIAL_ITEM_FILE_TYPE_INVALID');
    // A pdf on an audio item.
    const wrong = await post().field('type', 'audio').field('title', 'X').attach('file', samplePdf(), 'x.pdf').expect(422);
    expect(wrong.body.code).toBe('MATERIAL_ITEM_AUDIO_INVALID');
    // A WAV named .mp3 and an executable named .mp3: each extension takes only its own content.
    for (const [bytes, name] of [
      [sampleWav(), 'x.mp3'],
      [Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]), 'x.mp3'],
    ] as const) {
      const audio = await post().field('type', 'audio').field('title', 'X').attach('file', bytes, name).expect(422);
      expect(audio.body.code).toBe('MATERIAL_ITEM_FILE_TYPE_INVALID');
    }
    // A file item without its file; a file title over 50 characters.
    await post().field('type', 'file').field('title', 'X').expect(422);
    await post().field('type', 'file').field('title', 'a'.repeat(51)).attach('file', samplePdf(), 'x.pdf').expect(422);
    // url and iframe kinds.
    await t
      .as(c.teacher)
      .post('/material-items')
      .send({ material_id: c.material.id, type: 'url', title: 'X', url: 'javascript:alert(1)' })
      .expect(422);
    await t
      .as(c.teacher)
      .post('/material-items')
      .send({ material_id: c.material.id, type: 'iframe', title: 'X', iframe_code: '<script>alert(1)</script>' })
      .expect(422);
    await t.as(c.teacher).post('/material-items').send({ material_id: c.material.id, type: 'task', title: 'X' }).expect(422);
    await t
      .as(c.teacher)
      .post('/material-items')
      .send({ material_id: c.material.id, type: 'quiz', title: 'X', quizzes_ids: [999999] })
      .expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(await storedFiles(t.storageDir)).toEqual(files);
  });

  it('refuses a file over MATERIAL_UPLOAD_MAX_BYTES (413) with nothing left', async () => {
    const small = await startTestApi({ db: t.db, tenantDb: t.tenantDb }, { env: { MATERIAL_UPLOAD_MAX_BYTES: '2048' } });
    try {
      const c = await course();
      const before = await t.rowCounts(TABLES);
      const big = Buffer.concat([samplePdf(), Buffer.alloc(8192, 0x20)]);
      const res = await request(small.server)
        .post('/material-items')
        .set('Host', t.demo.host)
        .auth(c.teacher.token, { type: 'bearer' })
        .field('material_id', String(c.material.id))
        .field('type', 'file')
        .field('title', 'Grande')
        .attach('file', big, 'grande.pdf')
        .expect(413);
      expect(res.body.code).toBe('MATERIAL_ITEM_FILE_TOO_LARGE');
      expect(await t.rowCounts(TABLES)).toEqual(before);
      expect(await storedFiles(small.storageDir)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('answers 401, 403 for a student and a tutor, 404 across tenants', async () => {
    const c = await course();
    const body = { material_id: c.material.id, type: 'task', title: 'X', description: 'Y' };
    await t.as(null).post('/material-items').send(body).expect(401);
    await t.as(c.student).post('/material-items').send(body).expect(403);
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    await t.create.enroll(t.demo, c.discipline.id, tutor.id, 'tutor');
    await t.as(tutor).post('/material-items').send(body).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).post('/material-items').send(body).expect(404);
  });
});

describe('narration and image of any item', () => {
  it('adds an audio narration and an image to a task, and removes the narration', async () => {
    const c = await course();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1d5b00000000049454e44ae426082',
      'hex',
    );
    const res = await t
      .as(c.teacher)
      .post('/material-items')
      .field('material_id', String(c.material.id))
      .field('type', 'task')
      .field('title', 'Tarefa narrada')
      .field('description', 'Ouça e responda.')
      .attach('audio', sampleWav(), 'narracao.wav')
      .attach('image', png, 'capa.png')
      .expect(201);
    expect(res.body.data).toMatchObject({ audio: { name: 'narracao.wav', mime_type: 'audio/wav' }, file: null });
    expect(res.body.data.image).toMatch(/\/storage\/public\/materials\/[0-9a-f-]+\.png$/);
    // A pdf is not a narration.
    await t.as(c.teacher).post(`/material-items/${res.body.data.id}/update`).attach('audio', samplePdf(), 'x.pdf').expect(422);
    const removed = await t
      .as(c.teacher)
      .post(`/material-items/${res.body.data.id}/update`)
      .send({ remove_audio: true })
      .expect(200);
    expect(removed.body.data.audio).toBeNull();
  });
});

describe('iframe sanitiser', () => {
  const ok = (code: string) => sanitizeIframe(code);
  const bad = (code: string) =>
    expect(() => sanitizeIframe(code)).toThrow(expect.objectContaining({ code: 'MATERIAL_ITEM_IFRAME_INVALID' }));
  it('rebuilds one allow-listed https iframe from its parsed attributes', () => {
    expect(ok(' <iframe src="https://player.vimeo.com/video/1" title="A &quot;b&quot;" width="100%"></iframe> ')).toBe(
      '<iframe src="https://player.vimeo.com/video/1" width="100%" title="A &quot;b&quot;" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-forms" allow="fullscreen; encrypted-media; picture-in-picture" allowfullscreen></iframe>',
    );
    expect(ok('<IFRAME SRC="https://www.youtube.com/embed/x" srcdoc="<script>1</script>" style="x" height="1e9"></IFRAME>')).toBe(
      '<iframe src="https://www.youtube.com/embed/x" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-forms" allow="fullscreen; encrypted-media; picture-in-picture" allowfullscreen></iframe>',
    );
  });
  it('refuses anything else', () => {
    bad('<iframe src="http://www.youtube.com/embed/x"></iframe>');
    bad('<iframe src="https://evil.example/x"></iframe>');
    bad('<iframe src="https://www.youtube.com.evil.example/x"></iframe>');
    bad('<iframe src="https://user:pw@www.youtube.com/x"></iframe>');
    bad('<iframe src="javascript:alert(1)"></iframe>');
    bad('<iframe src="https://www.youtube.com/x"></iframe><iframe src="https://www.youtube.com/y"></iframe>');
    bad('<iframe src="https://www.youtube.com/x"><script>alert(1)</script></iframe>');
    bad('<div><iframe src="https://www.youtube.com/x"></iframe></div>');
    bad('texto <iframe src="https://www.youtube.com/x"></iframe>');
    bad('<img src=x onerror=alert(1)>');
    bad('');
  });
});

describe('GET /material-items and /material-items/{id}', () => {
  it('lists in order, paginated, hides hidden items from students, and filters', async () => {
    const c = await course();
    const m2 = await t.create.material(t.demo, c.discipline.id, { position: 1 });
    await t.create.materialItem(t.demo, m2.id, { title: 'm2-a', position: 0 });
    await t.create.materialItem(t.demo, c.material.id, { title: 'm1-b', position: 1 });
    await t.create.materialItem(t.demo, c.material.id, { title: 'm1-a', position: 0, type: 'url', url: 'https://example.com/' });
    await t.create.materialItem(t.demo, c.material.id, { title: 'm1-oculto', position: 2, visible: false });
    const list = (who: { token: string }, q: Record<string, unknown>) => t.as(who).get('/material-items').query(q).expect(200);
    const s = await list(c.student, { discipline_id: c.discipline.id });
    expect(s.body.data.map((i: { title: string }) => i.title)).toEqual(['m1-a', 'm1-b', 'm2-a']);
    expect(s.body.meta).toEqual({ current_page: 1, per_page: 30, total: 3, last_page: 1 });
    const staff = await list(c.teacher, { discipline_id: c.discipline.id, per_page: 2, page: 2 });
    expect(staff.body.data.map((i: { title: string }) => i.title)).toEqual(['m1-oculto', 'm2-a']);
    expect((await list(c.student, { material_id: m2.id })).body.data.map((i: { title: string }) => i.title)).toEqual(['m2-a']);
    expect(
      (await list(c.student, { discipline_id: c.discipline.id, search: 'B' })).body.data.map((i: { title: string }) => i.title),
    ).toEqual(['m1-b']);
    const distinct = await list(c.student, { discipline_id: c.discipline.id, distinct_type: 'true' });
    expect(distinct.body.data.map((i: { type: string }) => i.type)).toEqual(['url', 'task']);
  });

  it('answers 404 to outsiders, across tenants, and for a hidden item to a student; 422 without a scope', async () => {
    const c = await course();
    const item = await t.create.materialItem(t.demo, c.material.id);
    const hidden = await t.create.materialItem(t.demo, c.material.id, { visible: false });
    expect((await t.as(c.student).get(`/material-items/${item.id}`).expect(200)).body.data.id).toBe(item.id);
    await t.as(c.student).get(`/material-items/${hidden.id}`).expect(404);
    await t.as(c.teacher).get(`/material-items/${hidden.id}`).expect(200);
    await t.as(c.outsider).get(`/material-items/${item.id}`).expect(404);
    await t.as(c.outsider).get('/material-items').query({ discipline_id: c.discipline.id }).expect(404);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).get(`/material-items/${item.id}`).expect(404);
    await t.as(c.student).get('/material-items').expect(422);
    await t.as(null).get(`/material-items/${item.id}`).expect(401);
  });
});

describe('update, delete, duplicate, index, upload', () => {
  it('updates fields, refuses a type change, and replaces the file', async () => {
    const c = await course();
    const created = await t
      .as(c.teacher)
      .post('/material-items')
      .field('material_id', String(c.material.id))
      .field('type', 'file')
      .field('title', 'Apostila')
      .attach('file', samplePdf(), 'v1.pdf')
      .expect(201);
    const id = created.body.data.id;
    const res = await t
      .as(c.teacher)
      .post(`/material-items/${id}/update`)
      .send({ title: 'Apostila 2', visible: false })
      .expect(200);
    expect(res.body.data).toMatchObject({ title: 'Apostila 2', visible: false });
    const type = await t.as(c.teacher).post(`/material-items/${id}/update`).send({ type: 'url' }).expect(422);
    expect(type.body.code).toBe('MATERIAL_ITEM_TYPE_IMMUTABLE');
    const up = await t
      .as(c.teacher)
      .post(`/material-items/${id}/update`)
      .field('title', 'Nova')
      .attach('file', sampleDocx(), 'v2.docx')
      .expect(200);
    expect(up.body.data).toMatchObject({ title: 'Nova', file_type: 'docx', file: { name: 'v2.docx' } });
    // A student may not edit at all (route permission), whatever the item.
    await t.as(c.student).post(`/material-items/${id}/update`).send({ title: 'X' }).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).post(`/material-items/${id}/update`).send({ title: 'X' }).expect(404);
  });

  it('POST /material-items/upload replaces the main file or adds a narration', async () => {
    const c = await course();
    const created = await t
      .as(c.teacher)
      .post('/material-items')
      .field('material_id', String(c.material.id))
      .field('type', 'audio')
      .field('title', 'Podcast')
      .attach('file', sampleWav(), 'ep1.wav')
      .expect(201);
    const id = created.body.data.id;
    const res = await t
      .as(c.teacher)
      .post('/material-items/upload')
      .field('material_item_id', String(id))
      .field('field', 'file')
      .attach('file', sampleWav(400), 'ep1-v2.wav')
      .expect(200);
    expect(res.body.data.file.name).toBe('ep1-v2.wav');
    const files = await storedFiles(t.storageDir);
    await t
      .as(c.teacher)
      .post('/material-items/upload')
      .field('material_item_id', String(id))
      .attach('file', samplePdf(), 'x.pdf')
      .expect(422);
    await t
      .as(c.student)
      .post('/material-items/upload')
      .field('material_item_id', String(id))
      .attach('file', sampleWav(), 'x.wav')
      .expect(403);
    expect(await storedFiles(t.storageDir)).toEqual(files);
  });

  it('deletes, duplicates and reorders items (also into another material)', async () => {
    const c = await course();
    const a = await t.create.materialItem(t.demo, c.material.id, { title: 'a', position: 0 });
    const b = await t.create.materialItem(t.demo, c.material.id, { title: 'b', position: 1 });
    const dup = await t.as(c.teacher).post(`/material-items/${a.id}/duplicate`).expect(201);
    expect(dup.body.data).toMatchObject({ title: 'a (cópia)', position: 2 });
    const moved = await t.as(c.teacher).post(`/material-items/${dup.body.data.id}/index`).send({ index: 0 }).expect(200);
    expect(moved.body.data.map((x: { id: number }) => x.id)).toEqual([dup.body.data.id, a.id, b.id]);
    const other = await t.create.material(t.demo, c.discipline.id, { position: 1 });
    const across = await t
      .as(c.teacher)
      .post(`/material-items/${b.id}/index`)
      .send({ index: 0, material_id: other.id })
      .expect(200);
    expect(across.body.data).toEqual([{ id: b.id, material_id: other.id, position: 0 }]);
    const foreign = await t.create.material(t.demo, (await t.create.discipline(t.demo)).id);
    await t.as(c.teacher).post(`/material-items/${a.id}/index`).send({ index: 0, material_id: foreign.id }).expect(404);
    await t.as(c.student).post(`/material-items/${a.id}/index`).send({ index: 0 }).expect(403);
    await t.as(c.student).delete(`/material-items/${a.id}`).expect(403);
    await t.as(c.teacher).delete(`/material-items/${a.id}`).expect(200);
    await t.as(c.student).get(`/material-items/${a.id}`).expect(404);
  });
});

describe('settings, password and download', () => {
  it('protects an item with a password: hidden content, wrong password refused, right one opens it', async () => {
    const c = await course();
    const created = await t
      .as(c.teacher)
      .post('/material-items')
      .field('material_id', String(c.material.id))
      .field('type', 'file')
      .field('title', 'Gabarito')
      .attach('file', samplePdf('segredo'), 'gabarito.pdf')
      .expect(201);
    const id = created.body.data.id;
    const download = created.body.data.file.download_url.replace(`/users/${c.teacher.id}/`, `/users/${c.student.id}/`);
    const s = await t
      .as(c.teacher)
      .post('/material-item-settings')
      .send({ material_item_id: id, password: 'abc123', required: true })
      .expect(201);
    expect(s.body.data).toMatchObject({ material_item_id: id, has_password: true, required: true });
    await t.as(c.teacher).post('/material-item-settings').send({ material_item_id: id }).expect(409);

    const locked = await t.as(c.student).get(`/material-items/${id}`).expect(200);
    expect(locked.body.data).toMatchObject({ lock: 'password', file: null, has_password: true });
    await t.as(c.student).get(download).expect(404);
    await t.as(c.student).post(`/progress/material-items/${id}/mark`).send({ checked: true }).expect(403);
    const wrong = await t.as(c.student).post(`/material-items/${id}/password`).send({ password: 'nope' }).expect(422);
    expect(wrong.body.message).toBe('Senha Inválida! Tente novamente');
    const right = await t.as(c.student).post(`/material-items/${id}/password`).send({ password: 'abc123' }).expect(200);
    expect(right.body.data).toMatchObject({ lock: null, file: { name: 'gabarito.pdf' } });
    const bytes = await t.as(c.student).get(download).buffer(true).expect(200);
    expect(bytes.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(bytes.headers['content-disposition']).toContain('inline; filename="gabarito.pdf"');
    expect(bytes.body.toString('latin1')).toContain('segredo');

    // A new password closes it again.
    await t.as(c.teacher).put(`/material-item-settings/${s.body.data.id}`).send({ password: 'outra' }).expect(200);
    expect((await t.as(c.student).get(`/material-items/${id}`).expect(200)).body.data.lock).toBe('password');
    await t.as(c.student).put(`/material-item-settings/${s.body.data.id}`).send({ password: null }).expect(403);
  });

  it('throttles password tries per user and item', async () => {
    const c = await course();
    const item = await t.create.materialItem(t.demo, c.material.id);
    await t.db.materialItem.updateMany({
      where: { id: item.id },
      data: { passwordHash: '$argon2id$v=19$m=1024,t=1,p=1$9WJqqYcZ5+omwbGBu/pd+Q$kbwtPDI63dGtlxA8bHALJ0UFGPuxGgnNwjXrXd62UMI' },
    });
    for (let i = 0; i < MATERIAL_ITEM_PASSWORD_RATE_LIMIT.max; i++)
      await t.as(c.student).post(`/material-items/${item.id}/password`).send({ password: 'errada' }).expect(422);
    const limited = await t.as(c.student).post(`/material-items/${item.id}/password`).send({ password: 'Senha@123' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not held back by it.
    const other = await t.create.user(t.demo, { type: 'student' });
    await t.create.enroll(t.demo, c.discipline.id, other.id);
    await t.as(other).post(`/material-items/${item.id}/password`).send({ password: 'Senha@123' }).expect(200);
  });

  it('hides content outside the availability window; refuses a window that ends before it starts', async () => {
    const c = await course();
    const item = await t.create.materialItem(t.demo, c.material.id, { description: 'conteúdo' });
    const before = await t.rowCounts(TABLES);
    await t
      .as(c.teacher)
      .post('/material-item-settings')
      .send({ material_item_id: item.id, available_from: '2030-01-02T00:00:00Z', available_until: '2030-01-01T00:00:00Z' })
      .expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    await t
      .as(c.teacher)
      .post('/material-item-settings')
      .send({ material_item_id: item.id, available_from: '2099-01-01T00:00:00Z' })
      .expect(201);
    const s = await t.as(c.student).get(`/material-items/${item.id}`).expect(200);
    expect(s.body.data).toMatchObject({ lock: 'not_yet_available', description: null });
    expect((await t.as(c.teacher).get(`/material-items/${item.id}`).expect(200)).body.data.description).toBe('conteúdo');
  });

  it('serves a file only to callers who may read it (404 otherwise)', async () => {
    const c = await course();
    const created = await t
      .as(c.teacher)
      .post('/material-items')
      .field('material_id', String(c.material.id))
      .field('type', 'file')
      .field('title', 'Texto')
      .attach('file', Buffer.from('<script>alert(1)</script>'), 'texto.txt')
      .expect(201);
    const key = created.body.data.file.url as string;
    const path = (companyId: number, userId: number) =>
      `/download/companies/${companyId}/users/${userId}/file?url=${encodeURIComponent(key)}`;
    const ok = await t.as(c.student).get(path(t.demo.company.id, c.student.id)).query({ disposition: 'attachment' }).expect(200);
    expect(ok.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(ok.headers['content-disposition']).toMatch(/^attachment;/);
    await t.as(c.student).get(path(t.demo.company.id, c.teacher.id)).expect(404);
    await t.as(c.student).get(path(t.acme.company.id, c.student.id)).expect(404);
    await t.as(c.outsider).get(path(t.demo.company.id, c.outsider.id)).expect(404);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).get(path(t.acme.company.id, acme.id)).expect(404);
    await t.as(null).get(path(t.demo.company.id, c.student.id)).expect(401);
    await t
      .as(c.student)
      .get(`/download/companies/${t.demo.company.id}/users/${c.student.id}/file?url=../../etc/passwd`)
      .expect(422);
    await t.as(c.teacher).delete(`/material-items/${created.body.data.id}`).expect(200);
    await t.as(c.student).get(path(t.demo.company.id, c.student.id)).expect(404);
  });
});
