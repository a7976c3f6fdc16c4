import { existsSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../support/db.ts';
import { startTestApi } from '../support/api.ts';
import { createTenant, createUser, rowCounts, type TestTenant } from '../support/factories.ts';

let env: Awaited<ReturnType<typeof freshDatabase>>;
let api: Awaited<ReturnType<typeof startTestApi>>;
let demo: TestTenant;
let acme: TestTenant;
let admin: Awaited<ReturnType<typeof createUser>>;
let manager: Awaited<ReturnType<typeof createUser>>;
const HOST = 'demo.localhost';
const LOGO_DIR = resolve('.data/storage/public/consumers');
const logoFiles = () => (existsSync(LOGO_DIR) ? readdirSync(LOGO_DIR).sort() : []);
let filesBefore: string[] = [];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  env = await freshDatabase();
  api = await startTestApi(env.db);
  demo = await createTenant(env.db, { domain: 'demo', name: 'Trilha Demo', primaryColor: '#ea580c' });
  acme = await createTenant(env.db, { domain: 'acme', name: 'Acme' });
  admin = await createUser(env.db, null, { type: 'admin' });
  manager = await createUser(env.db, demo, { type: 'manager', name: 'Gerente Demo' });
  filesBefore = logoFiles();
});
afterAll(async () => {
  for (const f of logoFiles()) if (!filesBefore.includes(f)) rmSync(resolve(LOGO_DIR, f));
  await api?.close();
  await env?.drop();
});

const as = (token: string | null, method: 'get' | 'post', path: string, host = HOST) => {
  const r = request(api.server)[method](path).set('Host', host);
  return token ? r.auth(token, { type: 'bearer' }) : r;
};

describe('GET /consumers and POST /consumers', () => {
  it('lets an admin add a sub-domain to a company and list every company’s consumers', async () => {
    const res = await as(admin.token, 'post', '/consumers')
      .send({
        company_id: demo.company.id,
        name: 'Demo Sul',
        domain: 'demo-sul',
        responsible_id: manager.id,
        primary_color: '#112233',
      })
      .expect(201);
    expect(res.body.data).toMatchObject({
      name: 'Demo Sul',
      domain: 'demo-sul',
      company: { id: demo.company.id },
      responsible: { id: manager.id, name: 'Gerente Demo' },
      primary_color: '#112233',
    });
    expect(await env.db.consumer.findUniqueOrThrow({ where: { domain: 'demo-sul' } })).toMatchObject({
      originalPrimaryColor: '#112233',
    });
    await request(api.server).get('/settings').set('Host', 'demo-sul.localhost').expect(200);

    const all = await as(admin.token, 'get', '/consumers').expect(200);
    expect(all.body.data.map((c: { domain: string }) => c.domain).sort()).toEqual(['acme', 'demo', 'demo-sul']);
    const ofDemo = await as(admin.token, 'get', '/consumers').query({ company_id: demo.company.id, search: 'sul' }).expect(200);
    expect(ofDemo.body.data.map((c: { domain: string }) => c.domain)).toEqual(['demo-sul']);
    const distinct = await as(admin.token, 'get', '/consumers').query({ distinct_responsible_id: 'true' }).expect(200);
    expect(distinct.body.data.map((c: { responsible: { id: number } }) => c.responsible.id)).toEqual([manager.id]);
    expect(distinct.body.meta.total).toBe(1);
  });

  it('shows a manager only their own company’s consumers, read-only', async () => {
    const res = await as(manager.token, 'get', '/consumers').expect(200);
    expect(res.body.data.every((c: { company_id: number }) => c.company_id === demo.company.id)).toBe(true);
    expect(res.body.data.map((c: { domain: string }) => c.domain)).toContain('demo');
    expect((await as(manager.token, 'get', '/consumers').query({ company_id: acme.company.id }).expect(200)).body.data).toEqual(
      [],
    );
    await as(manager.token, 'post', '/consumers')
      .send({ company_id: demo.company.id, name: 'X', domain: 'x-manager' })
      .expect(403);
  });

  it('answers 422 for bad input and writes nothing; 401; 403 to other roles', async () => {
    const before = await rowCounts(env.db, ['consumers']);
    expect(
      (await as(admin.token, 'post', '/consumers').send({ company_id: demo.company.id, name: 'Dup', domain: 'acme' }).expect(422))
        .body.errors.domain,
    ).toEqual(['Este subdomínio já está em uso']);
    await as(admin.token, 'post', '/consumers').send({ company_id: demo.company.id, name: 'X', domain: '-ruim-' }).expect(422);
    await as(admin.token, 'post', '/consumers').send({ company_id: 999999, name: 'X', domain: 'orfao' }).expect(422);
    await as(admin.token, 'post', '/consumers')
      .send({ company_id: demo.company.id, name: 'X', domain: 'cor', primary_color: 'red' })
      .expect(422);
    expect(await rowCounts(env.db, ['consumers'])).toEqual(before);
    await as(null, 'get', '/consumers').expect(401);
    const supervisor = await createUser(env.db, demo, { type: 'supervisor' });
    await as(supervisor.token, 'get', '/consumers').expect(403);
  });
});

describe('GET /consumer-settings', () => {
  it("answers the host tenant's settings to manager, client and admin; 403 to others; 401", async () => {
    const client = await createUser(env.db, demo, { type: 'client' });
    for (const token of [manager.token, client.token, admin.token]) {
      const res = await as(token, 'get', '/consumer-settings').expect(200);
      expect(res.body.data).toMatchObject({
        consumerSettingsId: demo.consumer.id,
        original_primary_color: '#ea580c',
        settings: { primary_color: '#ea580c' },
      });
    }
    const tutor = await createUser(env.db, demo, { type: 'tutor' });
    await as(tutor.token, 'get', '/consumer-settings').expect(403);
    await as(null, 'get', '/consumer-settings').expect(401);
  });
});

describe('POST /consumer-settings/{id}/update', () => {
  it('updates colours, logo and tutoring phone from a multipart form; GET /settings shows them at once', async () => {
    const t = await createTenant(env.db, { domain: 'marca' });
    const boss = await createUser(env.db, t, { type: 'manager' });
    await request(api.server).get('/settings').set('Host', 'marca.localhost').expect(200); // warm the tenant cache
    const res = await as(boss.token, 'post', `/consumer-settings/${t.consumer.id}/update`, 'marca.localhost')
      .field('primary_color', '#123456')
      .field('secondary_color', '#abcdef')
      .field('tutoring_phone_number', '(11) 97777-6666')
      .field('tutoring_phone_number_enabled', 'true')
      .attach('photo', PNG, { filename: 'logo.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.message).toBe('Configurações atualizadas com sucesso!');
    expect(res.body.data).toMatchObject({
      primary_color: '#123456',
      original_primary_color: '#123456',
      secondary_color: '#abcdef',
      settings: { tutoring_phone_number: '11977776666', tutoring_phone_number_enabled: true },
    });
    const photo = new URL(res.body.data.settings.photo);
    expect(photo.host).toBe('marca.localhost:3333');
    await request(api.server).get(photo.pathname).expect(200).expect('content-type', 'image/png');

    const pub = await request(api.server).get('/settings').set('Host', 'marca.localhost').expect(200);
    expect(pub.body.data.primary_color).toBe('#123456');
    expect(pub.body.data.settings.photo).toBe(res.body.data.settings.photo);

    // JSON works too (no logo); disabling keeps the number.
    const json = await as(boss.token, 'post', `/consumer-settings/${t.consumer.id}/update`, 'marca.localhost')
      .send({ tutoring_phone_number_enabled: false })
      .expect(200);
    expect(json.body.data.settings).toMatchObject({
      tutoring_phone_number: '11977776666',
      tutoring_phone_number_enabled: false,
      photo: res.body.data.settings.photo,
    });
  });

  it('answers 422 for bad fields or a non-image, leaving the row and the storage unchanged', async () => {
    const t = await createTenant(env.db, { domain: 'marca-ruim' });
    const client = await createUser(env.db, t, { type: 'client' });
    const before = await env.db.consumer.findUniqueOrThrow({ where: { id: t.consumer.id } });
    const files = logoFiles();
    const send = () => as(client.token, 'post', `/consumer-settings/${t.consumer.id}/update`, 'marca-ruim.localhost');
    const color = await send().field('primary_color', 'azul').attach('photo', PNG, 'logo.png').expect(422);
    expect(color.body.errors.primary_color).toEqual(['Informe a cor no formato #rrggbb']);
    const svg = await send()
      .attach('photo', Buffer.from('<svg/>'), { filename: 'logo.png', contentType: 'image/png' })
      .expect(422);
    expect(svg.body.errors.photo).toEqual(['A imagem deve ser PNG, JPEG ou WEBP']);
    const noPhone = await send().field('tutoring_phone_number_enabled', 'true').attach('photo', PNG, 'logo.png').expect(422);
    expect(noPhone.body.errors.tutoring_phone_number).toEqual(['Informe o telefone de tutoria para habilitá-lo']);
    await send().send({ secondary_color: '#12345' }).expect(422);
    await send().field('tutoring_phone_number', '123').expect(422);
    expect(await env.db.consumer.findUniqueOrThrow({ where: { id: t.consumer.id } })).toEqual(before);
    expect(logoFiles()).toEqual(files);
  });

  it("answers 404 for another tenant's consumer, 403 to roles without settings, 401", async () => {
    const before = await env.db.consumer.findUniqueOrThrow({ where: { id: acme.consumer.id } });
    await as(manager.token, 'post', `/consumer-settings/${acme.consumer.id}/update`)
      .send({ primary_color: '#000000' })
      .expect(404);
    await as(manager.token, 'post', `/consumer-settings/${acme.consumer.id}/update`)
      .field('primary_color', '#000000')
      .expect(404);
    const supervisor = await createUser(env.db, demo, { type: 'supervisor' });
    await as(supervisor.token, 'post', `/consumer-settings/${demo.consumer.id}/update`)
      .send({ primary_color: '#000000' })
      .expect(403);
    await as(null, 'post', `/consumer-settings/${demo.consumer.id}/update`).send({ primary_color: '#000000' }).expect(401);
    expect(await env.db.consumer.findUniqueOrThrow({ where: { id: acme.consumer.id } })).toEqual(before);
  });
});
