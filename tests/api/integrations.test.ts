import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../support/db.ts';
import { startTestApi } from '../support/api.ts';
import { createLtiConsumer, createTenant, createUser, rowCounts, type TestTenant } from '../support/factories.ts';

let env: Awaited<ReturnType<typeof freshDatabase>>;
let api: Awaited<ReturnType<typeof startTestApi>>;
let demo: TestTenant;
let acme: TestTenant;
let admin: Awaited<ReturnType<typeof createUser>>;
let manager: Awaited<ReturnType<typeof createUser>>;
const HOST = 'demo.localhost';

beforeAll(async () => {
  env = await freshDatabase();
  api = await startTestApi(env.db);
  demo = await createTenant(env.db, { domain: 'demo' });
  acme = await createTenant(env.db, { domain: 'acme', name: 'Acme' });
  admin = await createUser(env.db, null, { type: 'admin' });
  manager = await createUser(env.db, demo, { type: 'manager' });
});
afterAll(async () => {
  await api?.close();
  await env?.drop();
});

const as = (token: string | null, method: 'get' | 'post' | 'put' | 'delete', path: string) => {
  const r = request(api.server)[method](path).set('Host', HOST);
  return token ? r.auth(token, { type: 'bearer' }) : r;
};

describe('LTI consumers', () => {
  it('creates one for any company with a generated key, and shows the secret only once', async () => {
    const res = await as(admin.token, 'post', '/lti-consumers')
      .send({ name: 'Moodle Acme', company_id: acme.company.id })
      .expect(201);
    expect(res.body.data).toMatchObject({
      name: 'Moodle Acme',
      company_id: acme.company.id,
      company: { id: acme.company.id, name: 'Acme' },
      enabled: true,
      lti_version: '1.1',
    });
    expect(res.body.data.consumer_key).toMatch(/^trilha-[0-9a-f]{24}$/);
    expect(res.body.data.secret.length).toBeGreaterThanOrEqual(40);
    const row = await env.db.ltiConsumer.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({ companyId: acme.company.id, consumerKey: res.body.data.consumer_key });

    const list = await as(admin.token, 'get', '/lti-consumers').query({ company_id: acme.company.id }).expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: res.body.data.id })]);
    expect(list.body.data[0].secret).toBeUndefined();
    const updated = await as(admin.token, 'put', `/lti-consumers/${res.body.data.id}`)
      .send({ name: 'Moodle 2', enabled: false })
      .expect(200);
    expect(updated.body.data).toMatchObject({ name: 'Moodle 2', enabled: false });
    expect(updated.body.data.secret).toBeUndefined();
  });

  it('lists with search and company_id, paginated, hiding deleted ones', async () => {
    const a = await createLtiConsumer(env.db, demo, { name: 'Canvas Demo' });
    await createLtiConsumer(env.db, demo, { name: 'Blackboard Demo' });
    const gone = await createLtiConsumer(env.db, demo, { name: 'Canvas Antigo' });
    await as(admin.token, 'delete', `/lti-consumers/${gone.id}`).expect(200);
    expect((await env.db.ltiConsumer.findUniqueOrThrow({ where: { id: gone.id } })).deletedAt).not.toBeNull();
    const res = await as(admin.token, 'get', '/lti-consumers')
      .query({ search: 'canvas', company_id: demo.company.id })
      .expect(200);
    expect(res.body.data.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const page = await as(admin.token, 'get', '/lti-consumers').query({ company_id: demo.company.id, per_page: 1 }).expect(200);
    expect(page.body.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    await as(admin.token, 'put', `/lti-consumers/${gone.id}`).send({ name: 'Volta' }).expect(404);
    await as(admin.token, 'delete', `/lti-consumers/${gone.id}`).expect(404);
  });

  it('answers 422 for bad input and writes nothing', async () => {
    const before = await rowCounts(env.db, ['lti_consumers']);
    await as(admin.token, 'post', '/lti-consumers').send({ name: '', company_id: demo.company.id }).expect(422);
    const ghost = await as(admin.token, 'post', '/lti-consumers').send({ name: 'X', company_id: 999999 }).expect(422);
    expect(ghost.body.errors.company_id).toEqual(['Empresa não encontrada']);
    await as(admin.token, 'post', '/lti-consumers').send({ name: 'X' }).expect(422);
    expect(await rowCounts(env.db, ['lti_consumers'])).toEqual(before);
    const c = await createLtiConsumer(env.db, demo, { name: 'Fixo' });
    await as(admin.token, 'put', `/lti-consumers/${c.id}`)
      .send({ name: 'x'.repeat(256) })
      .expect(422);
    expect((await env.db.ltiConsumer.findUniqueOrThrow({ where: { id: c.id } })).name).toBe('Fixo');
    await as(admin.token, 'put', '/lti-consumers/999999').send({ name: 'Nada' }).expect(404);
  });

  it('is for admins only: 401 without a token, 403 to a manager', async () => {
    const c = await createLtiConsumer(env.db, demo);
    await as(null, 'get', '/lti-consumers').expect(401);
    await as(manager.token, 'get', '/lti-consumers').expect(403);
    await as(manager.token, 'post', '/lti-consumers').send({ name: 'X', company_id: demo.company.id }).expect(403);
    await as(manager.token, 'put', `/lti-consumers/${c.id}`).send({ name: 'X' }).expect(403);
    await as(manager.token, 'delete', `/lti-consumers/${c.id}`).expect(403);
    expect((await env.db.ltiConsumer.findUniqueOrThrow({ where: { id: c.id } })).deletedAt).toBeNull();
  });
});
