import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

describe('LTI consumers', () => {
  it('creates one for any company with a generated key, and shows the secret only once', async () => {
    const res = await t
      .as(t.admin)
      .post('/lti-consumers')
      .send({ name: 'Moodle Acme', company_id: t.acme.company.id })
      .expect(201);
    expect(res.body.data).toMatchObject({
      name: 'Moodle Acme',
      company_id: t.acme.company.id,
      company: { id: t.acme.company.id, name: 'Acme' },
      enabled: true,
      lti_version: '1.1',
    });
    expect(res.body.data.consumer_key).toMatch(/^trilha-[0-9a-f]{24}$/);
    expect(res.body.data.secret.length).toBeGreaterThanOrEqual(40);
    const row = await t.db.ltiConsumer.findFirstOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({ companyId: t.acme.company.id, consumerKey: res.body.data.consumer_key });

    const list = await t.as(t.admin).get('/lti-consumers').query({ company_id: t.acme.company.id }).expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: res.body.data.id })]);
    expect(list.body.data[0].secret).toBeUndefined();
    const updated = await t
      .as(t.admin)
      .put(`/lti-consumers/${res.body.data.id}`)
      .send({ name: 'Moodle 2', enabled: false })
      .expect(200);
    expect(updated.body.data).toMatchObject({ name: 'Moodle 2', enabled: false });
    expect(updated.body.data.secret).toBeUndefined();
  });

  it('lists with search and company_id, paginated, hiding deleted ones', async () => {
    const a = await t.create.ltiConsumer(t.demo, { name: 'Canvas Demo' });
    await t.create.ltiConsumer(t.demo, { name: 'Blackboard Demo' });
    const gone = await t.create.ltiConsumer(t.demo, { name: 'Canvas Antigo' });
    await t.as(t.admin).delete(`/lti-consumers/${gone.id}`).expect(200);
    expect((await t.db.ltiConsumer.findFirstOrThrow({ where: { id: gone.id } })).deletedAt).not.toBeNull();
    const res = await t.as(t.admin).get('/lti-consumers').query({ search: 'canvas', company_id: t.demo.company.id }).expect(200);
    expect(res.body.data.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const page = await t.as(t.admin).get('/lti-consumers').query({ company_id: t.demo.company.id, per_page: 1 }).expect(200);
    expect(page.body.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    await t.as(t.admin).put(`/lti-consumers/${gone.id}`).send({ name: 'Volta' }).expect(404);
    await t.as(t.admin).delete(`/lti-consumers/${gone.id}`).expect(404);
  });

  it('answers 422 for bad input and writes nothing', async () => {
    const before = await t.rowCounts(['lti_consumers']);
    await t.as(t.admin).post('/lti-consumers').send({ name: '', company_id: t.demo.company.id }).expect(422);
    const ghost = await t.as(t.admin).post('/lti-consumers').send({ name: 'X', company_id: 999999 }).expect(422);
    expect(ghost.body.errors.company_id).toEqual(['Empresa não encontrada']);
    await t.as(t.admin).post('/lti-consumers').send({ name: 'X' }).expect(422);
    expect(await t.rowCounts(['lti_consumers'])).toEqual(before);
    const c = await t.create.ltiConsumer(t.demo, { name: 'Fixo' });
    await t
      .as(t.admin)
      .put(`/lti-consumers/${c.id}`)
      .send({ name: 'x'.repeat(256) })
      .expect(422);
    expect((await t.db.ltiConsumer.findFirstOrThrow({ where: { id: c.id } })).name).toBe('Fixo');
    await t.as(t.admin).put('/lti-consumers/999999').send({ name: 'Nada' }).expect(404);
  });

  it('is for admins only: 401 without a token, 403 to a manager', async () => {
    const c = await t.create.ltiConsumer(t.demo);
    await t.as(null).get('/lti-consumers').expect(401);
    await t.as(t.manager).get('/lti-consumers').expect(403);
    await t.as(t.manager).post('/lti-consumers').send({ name: 'X', company_id: t.demo.company.id }).expect(403);
    await t.as(t.manager).put(`/lti-consumers/${c.id}`).send({ name: 'X' }).expect(403);
    await t.as(t.manager).delete(`/lti-consumers/${c.id}`).expect(403);
    expect((await t.db.ltiConsumer.findFirstOrThrow({ where: { id: c.id } })).deletedAt).toBeNull();
  });
});
