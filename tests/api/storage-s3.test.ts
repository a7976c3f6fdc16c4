import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@trilha/shared';
import { createS3Storage } from '@trilha/storage';
import { setupApiTest } from '../support/fixture.ts';
import { startTestApi } from '../support/api.ts';
import { samplePdf, storedFiles } from '../support/factories/materials.ts';
import { startS3Server } from '../support/s3-server.ts';
import { scormPackage } from '../support/zip-builder.ts';

// The API with STORAGE_DRIVER=s3 against a local S3-compatible server (s3rver, started here):
// uploads land in the bucket (nothing on disk) and come back through the same routes and the same
// access checks as with local disk. The driver itself: tests/platform/storage-contract.test.ts.
const s3Env: Record<string, string> = {};
let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: ReturnType<typeof createS3Storage>;
// Registered before setupApiTest's hooks: the server is up before the API starts, and stops after it.
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(s3Env, s3.env);
  bucket = createS3Storage(s3.options('http://{tenant}.localhost/storage'));
});
afterAll(async () => {
  bucket?.client.destroy();
  await s3?.stop();
});

const t = setupApiTest({ config: s3Env });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const inBucket = async (prefix: string): Promise<string[]> => {
  const keys: string[] = [];
  for await (const o of bucket.list(prefix)) keys.push(o.key);
  return keys;
};

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

const uploadPdf = async (c: Awaited<ReturnType<typeof course>>, bytes: Buffer) =>
  t
    .as(c.teacher)
    .post('/material-items')
    .field('material_id', String(c.material.id))
    .field('type', 'file')
    .field('title', 'Apostila')
    .attach('file', bytes, 'apostila.pdf')
    .expect(201);

describe('STORAGE_DRIVER=s3', () => {
  it('stores a material file in the bucket and serves it to who may read it only', async () => {
    const c = await course();
    const bytes = samplePdf('Apostila no bucket');
    const created = await uploadPdf(c, bytes);
    const key = created.body.data.file.url as string;
    expect(await inBucket(`private/c${t.demo.company.id}/`)).toContain(key);
    expect(await storedFiles(t.storageDir)).toEqual([]);

    const path = (userId: number) =>
      `/download/companies/${t.demo.company.id}/users/${userId}/file?url=${encodeURIComponent(key)}`;
    const ok = await t.as(c.student).get(path(c.student.id)).buffer(true).expect(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(ok.body as Buffer, bytes)).toBe(0);
    await t.as(c.outsider).get(path(c.outsider.id)).expect(404);

    // Deleting the item removes the row the download needs: the file is no longer served.
    await t.as(c.teacher).delete(`/material-items/${created.body.data.id}`).expect(200);
    await t.as(c.student).get(path(c.student.id)).expect(404);
  });

  it('stores an avatar in the bucket; GET /storage serves it and a replaced one is deleted', async () => {
    const u = await t.create.user(t.demo, { type: 'student' });
    const first = await t
      .as(u)
      .post(`/users/${u.id}/avatar`)
      .attach('avatar', PNG, { filename: 'eu.png', contentType: 'image/png' })
      .expect(200);
    const firstKey = new URL(first.body.data.avatar).pathname.replace(/^\/storage\//, '');
    expect(await inBucket('public/avatars/')).toContain(firstKey);
    const served = await t.api.get(`/storage/${firstKey}`).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

    const second = await t
      .as(u)
      .post(`/users/${u.id}/avatar`)
      .attach('avatar', PNG, { filename: 'eu.png', contentType: 'image/png' })
      .expect(200);
    const secondKey = new URL(second.body.data.avatar).pathname.replace(/^\/storage\//, '');
    const avatars = await inBucket('public/avatars/');
    expect(avatars).toContain(secondKey);
    expect(avatars).not.toContain(firstKey);
    await t.api.get(`/storage/${firstKey}`).expect(404);
  });

  it('extracts a SCORM package into the bucket and serves its files to the launch', async () => {
    const c = await course();
    const res = await t
      .as(c.teacher)
      .post('/material-items')
      .field('material_id', String(c.material.id))
      .field('type', 'scorm')
      .field('title', 'Pacote')
      .attach('file', scormPackage('1.2'), 'pacote.zip')
      .expect(201);
    const itemId = res.body.data.id as number;
    const launch = await t.as(c.student).post(`/scorm/${itemId}/launch`).expect(200);
    const token = new URL(launch.body.data.launch_url).pathname.split('/').pop();
    const page = await t.api.get(`/scorm/${itemId}/content/${token}/content/index.html`).set('host', t.demo.host).expect(200);
    expect(page.text).toContain('Aula SCORM 1.2');
    const keys = await inBucket(`private/c${t.demo.company.id}/scorm/`);
    expect(keys.some((k) => k.endsWith('/content/index.html'))).toBe(true);
    expect(keys.some((k) => k.endsWith('.extracted'))).toBe(true);
    expect(await storedFiles(t.storageDir)).toEqual([]);
  });

  it('reports the bucket in /readyz, and answers 503 (not 500 or 404) while it is missing', async () => {
    const ready = await t.api.get('/readyz').set('Host', '127.0.0.1').expect(200);
    expect(ready.body.checks).toEqual({ database: 'ok', storage: 'ok' });
    const lost = await startTestApi({ db: t.db, tenantDb: t.tenantDb }, { env: { ...s3Env, S3_BUCKET: 'sumiu' } });
    try {
      const res = await request(lost.app.server).get('/readyz').set('Host', '127.0.0.1').expect(503);
      expect(res.body.checks).toEqual({ database: 'ok', storage: 'error: bucket sumiu: not found' });

      // A request that needs the bucket: 503 in the error shape, not a 500 and not a 404 (the file
      // is not missing: the storage is), and an upload records nothing.
      const c = await course();
      const key = (await uploadPdf(c, samplePdf('Antes do sumiço'))).body.data.file.url as string;
      const on = (r: request.Test, u: { token: string }) => r.set('host', t.demo.host).set('authorization', `Bearer ${u.token}`);
      const unavailable = {
        code: 'SERVICE_UNAVAILABLE',
        message: ERRORS.SERVICE_UNAVAILABLE.message,
        request_id: expect.any(String),
      };
      const download = await on(
        request(lost.app.server).get(`/download/companies/${t.demo.company.id}/users/${c.student.id}/file`).query({ url: key }),
        c.student,
      ).expect(503);
      expect(download.body).toEqual(unavailable);
      expect(download.headers['retry-after']).toBeDefined();
      const items = await t.db.materialItem.count();
      const upload = await on(
        request(lost.app.server)
          .post('/material-items')
          .field('material_id', String(c.material.id))
          .field('type', 'file')
          .field('title', 'Apostila perdida')
          .attach('file', samplePdf('Sem balde'), 'apostila.pdf'),
        c.teacher,
      ).expect(503);
      expect(upload.body).toEqual(unavailable);
      expect(await t.db.materialItem.count()).toBe(items);
      // The same download through the API whose bucket is there.
      await t
        .as(c.student)
        .get(`/download/companies/${t.demo.company.id}/users/${c.student.id}/file`)
        .query({ url: key })
        .expect(200);
    } finally {
      await lost.close();
    }
  });

  it('with STORAGE_SIGNED_DOWNLOADS, answers a reader with a short-lived signed URL, an outsider still with 404', async () => {
    const signing = await startTestApi(
      { db: t.db, tenantDb: t.tenantDb },
      { env: { ...s3Env, STORAGE_SIGNED_DOWNLOADS: 'true' } },
    );
    try {
      const c = await course();
      const bytes = samplePdf('Assinado');
      const key = (await uploadPdf(c, bytes)).body.data.file.url as string;
      const get = (userId: number, token: string) =>
        request(signing.app.server)
          .get(`/download/companies/${t.demo.company.id}/users/${userId}/file`)
          .query({ url: key, disposition: 'attachment' })
          .set('host', t.demo.host)
          .set('authorization', `Bearer ${token}`);
      const redirect = await get(c.student.id, c.student.token).expect(302);
      const location = new URL(redirect.headers.location!);
      expect(location.origin).toBe(s3.endpoint);
      expect(location.searchParams.get('X-Amz-Expires')).toBe('60');
      const file = await fetch(location);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;.*apostila\.pdf/);
      expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), bytes)).toBe(0);
      await get(c.outsider.id, c.outsider.token).expect(404);
    } finally {
      await signing.close();
    }
  });
});
