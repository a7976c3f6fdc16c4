import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const get = (token: string | null, query: Record<string, unknown> = {}, host?: string) =>
  t.as(token, host).get('/suppliers').query(query);

describe('GET /suppliers', () => {
  it("lists the host tenant's suppliers only, by name, with search, status and pagination", async () => {
    const s1 = await t.create.tenant({ name: 'Editora Alfa' });
    const s2 = await t.create.tenant({ name: 'Beta Cursos' });
    const s3 = await t.create.tenant({ name: 'Gama Inativa' });
    await t.create.supplier(t.demo, s1, { name: 'Editora Alfa' });
    await t.create.supplier(t.demo, s2, { name: 'Beta Cursos' });
    await t.create.supplier(t.demo, s3, { name: 'Gama Inativa', status: 'inactive' });
    await t.create.supplier(t.acme, s1, { name: 'Só da Acme' });
    const manager = await t.create.user(t.demo, { type: 'manager' });

    const all = await get(manager.token).expect(200);
    expect(all.body.data.map((s: { name: string }) => s.name)).toEqual(['Beta Cursos', 'Editora Alfa', 'Gama Inativa']);
    expect(all.body.data[1]).toMatchObject({ status: 'active', supplier_company: { id: s1.company.id, name: 'Editora Alfa' } });
    expect(all.body.meta).toEqual({ current_page: 1, per_page: 30, total: 3, last_page: 1 });
    expect((await get(manager.token, { search: 'alfa' }).expect(200)).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Editora Alfa',
    ]);
    expect((await get(manager.token, { status: 'inactive' }).expect(200)).body.data.map((s: { name: string }) => s.name)).toEqual(
      ['Gama Inativa'],
    );
    const page2 = await get(manager.token, { per_page: 2, page: 2 }).expect(200);
    expect(page2.body.data.map((s: { name: string }) => s.name)).toEqual(['Gama Inativa']);

    for (const type of ['supervisor', 'client'] as const) await get((await t.create.user(t.demo, { type })).token).expect(200);
    const admin = await t.create.user(null, { type: 'admin' });
    expect((await get(admin.token, {}, 'acme.localhost').expect(200)).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Só da Acme',
    ]);
  });

  it('answers 422 for bad parameters, 401 without a token, 403 to academic roles', async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    await get(manager.token, { status: 'talvez' }).expect(422);
    await get(null).expect(401);
    const student = await t.create.user(t.demo, { type: 'student' });
    await get(student.token).expect(403);
  });
});
