import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@trilha/shared';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const list = (token: string, query: Record<string, unknown> = {}) => t.as(token).get('/disciplines').query(query);

describe('GET /disciplines', () => {
  it('answers 401 without a token', async () => {
    await t.as(null).get('/disciplines').expect(401);
  });

  it('shows a student only the visible disciplines they are enrolled in', async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    const mine = await t.create.discipline(t.demo, { name: 'Aluno: Matriculada' });
    const hidden = await t.create.discipline(t.demo, { name: 'Aluno: Oculta', visible: false });
    await t.create.discipline(t.demo, { name: 'Aluno: Não matriculada' });
    await t.create.enroll(t.demo, mine.id, student.id);
    await t.create.enroll(t.demo, hidden.id, student.id);
    const res = await list(student.token).expect(200);
    expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(['Aluno: Matriculada']);
    // Enrolled but never studied: not started (null), not 0%.
    expect(res.body.data[0]).toMatchObject({ isEditable: false, inscriptions_count: 1, tags: [], progress: null });
    await t.db.disciplineProgress.create({
      data: {
        companyId: t.demo.company.id,
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
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const taught = await t.create.discipline(t.demo, { name: 'Tutor: Ensinada' });
    await t.create.enroll(t.demo, taught.id, tutor.id, 'tutor');
    const res = await list(tutor.token).expect(200);
    expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(['Tutor: Ensinada']);
  });

  it('paginates 30 per page in the database with meta', async () => {
    const tenant = await t.create.tenant({ domain: 'paginada' });
    const manager = await t.create.user(tenant, { type: 'manager' });
    for (let i = 0; i < 35; i++) await t.create.discipline(tenant, { name: `D${String(i).padStart(2, '0')}` });
    const page1 = await t.as(manager, 'paginada.localhost').get('/disciplines').expect(200);
    expect(page1.body.data).toHaveLength(PAGE_SIZE.disciplines);
    expect(page1.body.meta).toEqual({ current_page: 1, per_page: 30, total: 35, last_page: 2 });
    const page2 = await t.as(manager, 'paginada.localhost').get('/disciplines').query({ page: 2 }).expect(200);
    expect(page2.body.data.map((d: { name: string }) => d.name)).toEqual(['D30', 'D31', 'D32', 'D33', 'D34']);
    expect(page2.body.data[0].isEditable).toBe(true);
  });

  it('filters by search, tags_ids[] and type', async () => {
    const tenant = await t.create.tenant({ domain: 'filtros' });
    const supervisor = await t.create.user(tenant, { type: 'supervisor' });
    const tag = await t.db.disciplineTag.create({ data: { companyId: tenant.company.id, name: 'Compliance' } });
    await t.create.discipline(tenant, { name: 'LGPD na Prática', tagIds: [tag.id] });
    await t.create.discipline(tenant, { name: 'Liderança', type: 'supplied' });
    const get = (query: Record<string, unknown>) =>
      t.as(supervisor, 'filtros.localhost').get('/disciplines').query(query).expect(200);
    expect((await get({ search: 'lgpd' })).body.data.map((d: { name: string }) => d.name)).toEqual(['LGPD na Prática']);
    const byTag = await get({ 'tags_ids[]': tag.id });
    expect(byTag.body.data.map((d: { name: string }) => d.name)).toEqual(['LGPD na Prática']);
    expect(byTag.body.data[0].tags[0]).toMatchObject({ id: tag.id, name: 'Compliance' });
    expect((await get({ type: 'supplied' })).body.data.map((d: { name: string }) => d.name)).toEqual(['Liderança']);
  });

  it('answers 422 for bad query parameters', async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const res = await list(manager.token, { per_page: 0, type: 'weird' }).expect(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['per_page', 'type']));
  });
});

describe('GET /admin/metrics', () => {
  it('counts companies by status and users, for admins only', async () => {
    const admin = await t.create.user(null, { type: 'admin' });
    const manager = await t.create.user(t.demo, { type: 'manager' });
    await t.db.company.create({ data: { name: 'Inativa', status: 'inactive' } });
    const companies = await t.db.company.groupBy({ by: ['status'], _count: { _all: true } });
    const users = await t.db.user.count();
    const res = await t.as(admin).get('/admin/metrics').expect(200);
    const active = companies.find((c) => c.status === 'active')?._count._all ?? 0;
    expect(res.body.data).toEqual({ companies: { total: active + 1, active, inactive: 1 }, users: { total: users } });
    await t.as(manager).get('/admin/metrics').expect(403);
    await t.as(null).get('/admin/metrics').expect(401);
  });
});
