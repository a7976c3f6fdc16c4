import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();
const logoFiles = () => {
  const dir = join(t.storageDir, 'public/consumers');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('GET /consumers and POST /consumers', () => {
  it('lets an admin add a sub-domain to a company and list every company’s consumers', async () => {
    const res = await t
      .as(t.admin)
      .post('/consumers')
      .send({
        company_id: t.demo.company.id,
        name: 'Demo Sul',
        domain: 'demo-sul',
        responsible_id: t.manager.id,
        primary_color: '#112233',
      })
      .expect(201);
    expect(res.body.data).toMatchObject({
      name: 'Demo Sul',
      domain: 'demo-sul',
      company: { id: t.demo.company.id },
      responsible: { id: t.manager.id, name: 'Gerente Demo' },
      primary_color: '#112233',
    });
    expect(await t.db.consumer.findUniqueOrThrow({ where: { domain: 'demo-sul' } })).toMatchObject({
      originalPrimaryColor: '#112233',
    });
    await t.api.get('/settings').set('Host', 'demo-sul.localhost').expect(200);

    const all = await t.as(t.admin).get('/consumers').expect(200);
    expect(all.body.data.map((c: { domain: string }) => c.domain).sort()).toEqual(['acme', 'demo', 'demo-sul']);
    const ofDemo = await t.as(t.admin).get('/consumers').query({ company_id: t.demo.company.id, search: 'sul' }).expect(200);
    expect(ofDemo.body.data.map((c: { domain: string }) => c.domain)).toEqual(['demo-sul']);
    const distinct = await t.as(t.admin).get('/consumers').query({ distinct_responsible_id: 'true' }).expect(200);
    expect(distinct.body.data.map((c: { responsible: { id: number } }) => c.responsible.id)).toEqual([t.manager.id]);
    expect(distinct.body.meta.total).toBe(1);
  });

  it('shows a manager only their own company’s consumers, read-only', async () => {
    const res = await t.as(t.manager).get('/consumers').expect(200);
    expect(res.body.data.every((c: { company_id: number }) => c.company_id === t.demo.company.id)).toBe(true);
    expect(res.body.data.map((c: { domain: string }) => c.domain)).toContain('demo');
    expect((await t.as(t.manager).get('/consumers').query({ company_id: t.acme.company.id }).expect(200)).body.data).toEqual([]);
    await t.as(t.manager).post('/consumers').send({ company_id: t.demo.company.id, name: 'X', domain: 'x-manager' }).expect(403);
  });

  it('answers 422 for bad input and writes nothing; 401; 403 to other roles', async () => {
    const before = await t.rowCounts(['consumers']);
    expect(
      (await t.as(t.admin).post('/consumers').send({ company_id: t.demo.company.id, name: 'Dup', domain: 'acme' }).expect(422))
        .body.errors.domain,
    ).toEqual(['Este subdomínio já está em uso']);
    await t.as(t.admin).post('/consumers').send({ company_id: t.demo.company.id, name: 'X', domain: '-ruim-' }).expect(422);
    await t.as(t.admin).post('/consumers').send({ company_id: 999999, name: 'X', domain: 'orfao' }).expect(422);
    await t
      .as(t.admin)
      .post('/consumers')
      .send({ company_id: t.demo.company.id, name: 'X', domain: 'cor', primary_color: 'red' })
      .expect(422);
    expect(await t.rowCounts(['consumers'])).toEqual(before);
    await t.as(null).get('/consumers').expect(401);
    const supervisor = await t.create.user(t.demo, { type: 'supervisor' });
    await t.as(supervisor).get('/consumers').expect(403);
  });
});

describe('GET /consumer-settings', () => {
  it("answers the host tenant's settings to manager, client and admin; 403 to others; 401", async () => {
    const client = await t.create.user(t.demo, { type: 'client' });
    for (const token of [t.manager.token, client.token, t.admin.token]) {
      const res = await t.as(token).get('/consumer-settings').expect(200);
      expect(res.body.data).toMatchObject({
        consumerSettingsId: t.demo.consumer.id,
        original_primary_color: '#ea580c',
        settings: { primary_color: '#ea580c' },
      });
    }
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    await t.as(tutor).get('/consumer-settings').expect(403);
    await t.as(null).get('/consumer-settings').expect(401);
  });
});

describe('POST /consumer-settings/{id}/update', () => {
  it('updates colours, logo and tutoring phone from a multipart form; GET /settings shows them at once', async () => {
    const tenant = await t.create.tenant({ domain: 'marca' });
    const boss = await t.create.user(tenant, { type: 'manager' });
    await t.api.get('/settings').set('Host', 'marca.localhost').expect(200); // warm the tenant cache
    const res = await t
      .as(boss, 'marca.localhost')
      .post(`/consumer-settings/${tenant.consumer.id}/update`)
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
    await t.api.get(photo.pathname).expect(200).expect('content-type', 'image/png');

    const pub = await t.api.get('/settings').set('Host', 'marca.localhost').expect(200);
    expect(pub.body.data.primary_color).toBe('#123456');
    expect(pub.body.data.settings.photo).toBe(res.body.data.settings.photo);

    // JSON works too (no logo); disabling keeps the number.
    const json = await t
      .as(boss, 'marca.localhost')
      .post(`/consumer-settings/${tenant.consumer.id}/update`)
      .send({ tutoring_phone_number_enabled: false })
      .expect(200);
    expect(json.body.data.settings).toMatchObject({
      tutoring_phone_number: '11977776666',
      tutoring_phone_number_enabled: false,
      photo: res.body.data.settings.photo,
    });
  });

  it('answers 422 for bad fields or a non-image, leaving the row and the storage unchanged', async () => {
    const tenant = await t.create.tenant({ domain: 'marca-ruim' });
    const client = await t.create.user(tenant, { type: 'client' });
    const before = await t.db.consumer.findUniqueOrThrow({ where: { id: tenant.consumer.id } });
    const files = logoFiles();
    const send = () => t.as(client, 'marca-ruim.localhost').post(`/consumer-settings/${tenant.consumer.id}/update`);
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
    expect(await t.db.consumer.findUniqueOrThrow({ where: { id: tenant.consumer.id } })).toEqual(before);
    expect(logoFiles()).toEqual(files);
  });

  it("answers 404 for another tenant's consumer, 403 to roles without settings, 401", async () => {
    const before = await t.db.consumer.findUniqueOrThrow({ where: { id: t.acme.consumer.id } });
    await t.as(t.manager).post(`/consumer-settings/${t.acme.consumer.id}/update`).send({ primary_color: '#000000' }).expect(404);
    await t.as(t.manager).post(`/consumer-settings/${t.acme.consumer.id}/update`).field('primary_color', '#000000').expect(404);
    const supervisor = await t.create.user(t.demo, { type: 'supervisor' });
    await t.as(supervisor).post(`/consumer-settings/${t.demo.consumer.id}/update`).send({ primary_color: '#000000' }).expect(403);
    await t.as(null).post(`/consumer-settings/${t.demo.consumer.id}/update`).send({ primary_color: '#000000' }).expect(401);
    expect(await t.db.consumer.findUniqueOrThrow({ where: { id: t.acme.consumer.id } })).toEqual(before);
  });
});
