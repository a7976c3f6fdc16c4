import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@trilha/shared';
import { freshDatabase } from '../support/db.ts';
import { startTestApi } from '../support/api.ts';
import { createDiscipline, createTenant, createUser, enroll, type TestTenant } from '../support/factories.ts';

let env: Awaited<ReturnType<typeof freshDatabase>>;
let api: Awaited<ReturnType<typeof startTestApi>>;
let demo: TestTenant;
const HOST = 'demo.localhost';

beforeAll(async () => {
  env = await freshDatabase();
  api = await startTestApi(env.db);
  demo = await createTenant(env.db, { domain: 'demo' });
});
afterAll(async () => {
  await api?.close();
  await env?.drop();
});

const list = (token: string, query: Record<string, unknown> = {}) =>
  request(api.server).get('/disciplines').set('Host', HOST).auth(token, { type: 'bearer' }).query(query);

describe('GET /disciplines', () => {
  it('answers 401 without a token', async () => {
    await request(api.server).get('/disciplines').set('Host', HOST).expect(401);
  });

  it('shows a student only the visible disciplines they are enrolled in', async () => {
    const student = await createUser(env.db, demo, { type: 'student' });
    const mine = await createDiscipline(env.db, demo, { name: 'Aluno: Matriculada' });
    const hidden = await createDiscipline(env.db, demo, { name: 'Aluno: Oculta', visible: false });
    await createDiscipline(env.db, demo, { name: 'Aluno: Não matriculada' });
    await enroll(env.db, demo, mine.id, student.id);
    await enroll(env.db, demo, hidden.id, student.id);
    const res = await list(student.token).expect(200);
    expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(['Aluno: Matriculada']);
    expect(res.body.data[0]).toMatchObject({ isEditable: false, inscriptions_count: 1, tags: [], progress: 0 });
    await env.db.disciplineProgress.create({
      data: {
        companyId: demo.company.id,
        userId: student.id,
        disciplineId: mine.id,
        checkedItems: 1,
        totalItems: 4,
        progress: 25,
      },
    });
    expect((await list(student.token).expect(200)).body.data[0].progress).toBe(25);
  });

  it('shows a tutor the disciplines they teach', async () => {
    const tutor = await createUser(env.db, demo, { type: 'tutor' });
    const taught = await createDiscipline(env.db, demo, { name: 'Tutor: Ensinada' });
    await enroll(env.db, demo, taught.id, tutor.id, 'tutor');
    const res = await list(tutor.token).expect(200);
    expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(['Tutor: Ensinada']);
  });

  it('paginates 30 per page in the database with meta', async () => {
    const t = await createTenant(env.db, { domain: 'paginada' });
    const manager = await createUser(env.db, t, { type: 'manager' });
    for (let i = 0; i < 35; i++) await createDiscipline(env.db, t, { name: `D${String(i).padStart(2, '0')}` });
    const page1 = await request(api.server)
      .get('/disciplines')
      .set('Host', 'paginada.localhost')
      .auth(manager.token, { type: 'bearer' })
      .expect(200);
    expect(page1.body.data).toHaveLength(PAGE_SIZE.disciplines);
    expect(page1.body.meta).toEqual({ current_page: 1, per_page: 30, total: 35, last_page: 2 });
    const page2 = await request(api.server)
      .get('/disciplines')
      .query({ page: 2 })
      .set('Host', 'paginada.localhost')
      .auth(manager.token, { type: 'bearer' })
      .expect(200);
    expect(page2.body.data.map((d: { name: string }) => d.name)).toEqual(['D30', 'D31', 'D32', 'D33', 'D34']);
    expect(page2.body.data[0].isEditable).toBe(true);
  });

  it('filters by search, tags_ids[] and type', async () => {
    const t = await createTenant(env.db, { domain: 'filtros' });
    const supervisor = await createUser(env.db, t, { type: 'supervisor' });
    const tag = await env.db.disciplineTag.create({ data: { companyId: t.company.id, name: 'Compliance' } });
    await createDiscipline(env.db, t, { name: 'LGPD na Prática', tagIds: [tag.id] });
    await createDiscipline(env.db, t, { name: 'Liderança', type: 'supplied' });
    const get = (query: Record<string, unknown>) =>
      request(api.server)
        .get('/disciplines')
        .query(query)
        .set('Host', 'filtros.localhost')
        .auth(supervisor.token, { type: 'bearer' })
        .expect(200);
    expect((await get({ search: 'lgpd' })).body.data.map((d: { name: string }) => d.name)).toEqual(['LGPD na Prática']);
    const byTag = await get({ 'tags_ids[]': tag.id });
    expect(byTag.body.data.map((d: { name: string }) => d.name)).toEqual(['LGPD na Prática']);
    expect(byTag.body.data[0].tags[0]).toMatchObject({ id: tag.id, name: 'Compliance' });
    expect((await get({ type: 'supplied' })).body.data.map((d: { name: string }) => d.name)).toEqual(['Liderança']);
  });

  it('answers 422 for bad query parameters', async () => {
    const manager = await createUser(env.db, demo, { type: 'manager' });
    const res = await list(manager.token, { per_page: 0, type: 'weird' }).expect(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['per_page', 'type']));
  });
});

describe('GET /admin/metrics', () => {
  it('counts companies by status and users, for admins only', async () => {
    const admin = await createUser(env.db, null, { type: 'admin' });
    const manager = await createUser(env.db, demo, { type: 'manager' });
    await env.db.company.create({ data: { name: 'Inativa', status: 'inactive' } });
    const companies = await env.db.company.groupBy({ by: ['status'], _count: { _all: true } });
    const users = await env.db.user.count();
    const res = await request(api.server)
      .get('/admin/metrics')
      .set('Host', HOST)
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    const active = companies.find((c) => c.status === 'active')?._count._all ?? 0;
    expect(res.body.data).toEqual({ companies: { total: active + 1, active, inactive: 1 }, users: { total: users } });
    await request(api.server).get('/admin/metrics').set('Host', HOST).auth(manager.token, { type: 'bearer' }).expect(403);
    await request(api.server).get('/admin/metrics').set('Host', HOST).expect(401);
  });
});
