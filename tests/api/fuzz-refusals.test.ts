// The refusals the fuzz (fuzz.test.ts) sweeps across every route, each pinned once here with its
// exact answer: what Node's HTTP parser and Fastify's router refuse before any route runs, the
// body parser's refusals, and malformed multipart forms. All in the one error shape, in
// Portuguese, with nothing written.
import { readdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '@trilha/shared';
import { setupApiTest } from '../support/fixture.ts';
import { PNG, listen, multipartBody, send, type RawRequest } from './fuzz-http.ts';

const t = setupApiTest();
let port = 0;
beforeAll(async () => {
  port = await listen((t.api.get('/') as unknown as { app: Server }).app);
});

const get = (target: string, headers: Record<string, string> = {}): RawRequest => ({
  method: 'GET',
  target,
  headers: { host: t.demo.host, authorization: `Bearer ${t.manager.token}`, ...headers },
});

function expectRefusal(res: { status: number; json: unknown; headers: Record<string, string> }, code: ErrorCode) {
  expect(res.status).toBe(ERRORS[code].status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json).toMatchObject({ code, message: ERRORS[code].message, request_id: expect.any(String) });
}

const files = async () =>
  (await readdir(t.storageDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).length;

describe('refused before any route runs', () => {
  it('answers a path parameter over 100 characters with 414 in Portuguese', async () => {
    const res = await send(port, get(`/users/${'1'.repeat(101)}`));
    expectRefusal(res, 'URI_TOO_LONG');
    expect(ERRORS.URI_TOO_LONG.message).toBe('O endereço da requisição é longo demais');
  });

  it('answers headers or a URL over 16 KB (Node’s parser) with 431 in Portuguese', async () => {
    expectRefusal(await send(port, get('/users', { 'x-big': 'x'.repeat(17_000) })), 'HEADERS_TOO_LARGE');
    expectRefusal(await send(port, get(`/users?search=${'a'.repeat(17_000)}`)), 'HEADERS_TOO_LARGE');
  });

  it('answers a malformed percent-encoding in the path with 400 in Portuguese', async () => {
    expectRefusal(await send(port, get('/users/%E0%A4%A')), 'BAD_URL');
  });

  it('answers what the HTTP parser cannot read with 400 in Portuguese', async () => {
    const res = await send(
      port,
      Buffer.from(`POST /users HTTP/1.1\r\nHost: ${t.demo.host}\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`),
    );
    expectRefusal(res, 'BAD_REQUEST');
  });

  it('lets a request without Host through to the tenant check: 404 in the one shape', async () => {
    const res = await send(port, Buffer.from('GET /users HTTP/1.1\r\nConnection: close\r\n\r\n'));
    expectRefusal(res, 'TENANT_NOT_FOUND');
  });
});

describe('refused by the body parser', () => {
  const post = (body: string | Buffer, contentType: string): RawRequest => ({
    method: 'POST',
    target: '/users',
    headers: { host: t.demo.host, authorization: `Bearer ${t.manager.token}`, 'content-type': contentType },
    body,
  });

  it('answers 413, 415, bad and empty JSON in Portuguese, writing nothing', async () => {
    const before = await t.rowCounts(['users', 'company_users']);
    expectRefusal(
      await send(port, post(JSON.stringify({ name: 'x'.repeat(1_100_000) }), 'application/json')),
      'PAYLOAD_TOO_LARGE',
    );
    expectRefusal(await send(port, post('x', 'application/x-nope')), 'UNSUPPORTED_MEDIA_TYPE');
    expectRefusal(await send(port, post('{"name":', 'application/json')), 'MALFORMED_BODY');
    expectRefusal(await send(port, post('', 'application/json')), 'MALFORMED_BODY');
    expect(await t.rowCounts(['users', 'company_users'])).toEqual(before);
  });

  it('answers a JSON body nested 100,000 deep with 422, not a stack overflow', async () => {
    const deep = `{"name": ${'['.repeat(100_000)}"a\\u0000"${']'.repeat(100_000)}}`;
    const res = await send(port, post(deep, 'application/json'));
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a multipart body on a route that takes JSON with 415', async () => {
    const res = await send(port, post(multipartBody('b', [{ name: 'name', value: 'x' }]), 'multipart/form-data; boundary=b'));
    expectRefusal(res, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('a declared length over what the route reads', () => {
  // 8 GiB declared, a few bytes sent: the answer must come from the header alone, before the body.
  const EIGHT_GIB = String(8 * 1024 ** 3);
  const declared = (target: string, token: string, contentType: string, body: string): RawRequest => ({
    method: 'POST',
    target,
    headers: { host: t.demo.host, authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': EIGHT_GIB },
    body,
    noContentLength: true,
  });
  const form = 'multipart/form-data; boundary=b';
  const start =
    '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-';

  it('answers 413 at once on a JSON route and on the item and task upload routes, in the same shape', async () => {
    const discipline = await t.create.discipline(t.demo);
    const material = await t.create.material(t.demo, discipline.id);
    const task = await t.create.materialItem(t.demo, material.id, { type: 'task', description: 'Escreva.' });
    const student = await t.create.user(t.demo, { type: 'student' });
    await t.create.enroll(t.demo, discipline.id, student.id);
    const tables = ['material_items', 'files', 'assignment_submissions'];
    const before = await t.rowCounts(tables);
    const stored = await files();

    expectRefusal(await send(port, declared('/users', t.manager.token, 'application/json', '{"na'), 3_000), 'PAYLOAD_TOO_LARGE');
    for (const req of [
      declared('/material-items', t.manager.token, form, start),
      declared(`/material-items/${task.id}/update`, t.manager.token, form, start),
      declared('/material-items/upload', t.manager.token, form, start),
      declared(`/material-items/${task.id}/submit`, student.token, form, start),
    ]) {
      const res = await send(port, req, 3_000);
      expectRefusal(res, 'PAYLOAD_TOO_LARGE');
      expect(res.json).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: ERRORS.PAYLOAD_TOO_LARGE.message,
        request_id: expect.any(String),
      });
    }
    expect(await t.rowCounts(tables)).toEqual(before);
    expect(await files()).toBe(stored);
  });

  it('still reads a form whose declared length is within the limit', async () => {
    const discipline = await t.create.discipline(t.demo);
    const material = await t.create.material(t.demo, discipline.id);
    const body = multipartBody('b', [
      { name: 'material_id', value: String(material.id) },
      { name: 'type', value: 'task' },
      { name: 'title', value: 'Tarefa' },
      { name: 'description', value: 'Escreva.' },
    ]);
    const res = await send(port, {
      method: 'POST',
      target: '/material-items',
      headers: { host: t.demo.host, authorization: `Bearer ${t.manager.token}`, 'content-type': form },
      body,
    });
    expect(res.status).toBe(201);
  });
});

describe('malformed multipart on the upload routes', () => {
  const good = (boundary: string) =>
    multipartBody(boundary, [
      { name: 'primary_color', value: '#123456' },
      { name: 'photo', filename: 'logo.png', type: 'image/png', data: PNG },
    ]);
  const cases: [string, string, Buffer][] = [
    ['a wrong boundary', 'multipart/form-data; boundary=other', good('mine')],
    ['no boundary', 'multipart/form-data', good('mine')],
    [
      'a body cut before the closing boundary',
      'multipart/form-data; boundary=mine',
      good('mine').subarray(0, good('mine').length - 20),
    ],
    [
      'a body cut inside a part header',
      'multipart/form-data; boundary=mine',
      Buffer.from('--mine\r\nContent-Disposition: form-da'),
    ],
    ['garbage', 'multipart/form-data; boundary=mine', Buffer.from('hello world')],
    ['an empty body', 'multipart/form-data; boundary=mine', Buffer.alloc(0)],
  ];

  it.each(cases)(
    'POST /consumer-settings/{id}/update with %s: 422 in Portuguese, nothing written',
    async (_name, contentType, body) => {
      const before = await t.db.consumer.findUniqueOrThrow({ where: { id: t.demo.consumer.id } });
      const filesBefore = await files();
      const res = await send(port, {
        method: 'POST',
        target: `/consumer-settings/${t.demo.consumer.id}/update`,
        headers: { host: t.demo.host, authorization: `Bearer ${t.manager.token}`, 'content-type': contentType },
        body,
      });
      expectRefusal(res, 'UPLOAD_INVALID');
      expect(await t.db.consumer.findUniqueOrThrow({ where: { id: t.demo.consumer.id } })).toEqual(before);
      expect(await files()).toBe(filesBefore);
    },
  );

  it.each(cases)('POST /users/{id}/avatar with %s: 4xx in Portuguese, nothing written', async (_name, contentType, body) => {
    const user = await t.create.user(t.demo);
    const res = await send(port, {
      method: 'POST',
      target: `/users/${user.id}/avatar`,
      headers: { host: t.demo.host, authorization: `Bearer ${user.token}`, 'content-type': contentType },
      body,
    });
    expect(res.status).toBe(422);
    expect((res.json as { code: string }).code).toMatch(/^(UPLOAD_INVALID|IMAGE_REQUIRED)$/);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).avatar).toBeNull();
    expect(await files()).toBe(0);
  });

  it('removes the stored image when the client drops the connection mid-upload', async () => {
    const filesBefore = await files();
    const body = multipartBody('mine', [
      { name: 'photo', filename: 'a.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(200_000)]) },
    ]);
    const head =
      `POST /consumer-settings/${t.demo.consumer.id}/update HTTP/1.1\r\nHost: ${t.demo.host}\r\n` +
      `Authorization: Bearer ${t.manager.token}\r\nContent-Type: multipart/form-data; boundary=mine\r\nContent-Length: ${body.length}\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(head);
        socket.write(body.subarray(0, 100_000), () => setTimeout(() => socket.destroy(), 100));
      });
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
    // The server notices the abort asynchronously: wait until its cleanup has run (up to 10 s: a
    // loaded 2-core machine once took over 2.5 s).
    for (let i = 0; i < 200 && (await files()) !== filesBefore; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await files()).toBe(filesBefore);
  });
});
