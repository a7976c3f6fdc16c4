import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../support/db.ts';
import { startTestApi } from '../support/api.ts';
import { createSupplier, createTenant, createUser, type TestTenant } from '../support/factories.ts';

let env: Awaited<ReturnType<typeof freshDatabase>>;
let api: Awaited<ReturnType<typeof startTestApi>>;
let demo: TestTenant;
let acme: TestTenant;

beforeAll(async () => {
  env = await freshDatabase();
  api = await startTestApi(env.db);
  demo = await createTenant(env.db, { domain: 'demo' });
  acme = await createTenant(env.db, { domain: 'acme' });
});
afterAll(async () => {
  await api?.close();
  await env?.drop();
});

const get = (token: string | null, query: Record<string, unknown> = {}, host = 'demo.localhost') => {
  const r = request(api.server).get('/suppliers').set('Host', host).query(query);
  return token ? r.auth(token, { type: 'bearer' }) : r;
};

describe('GET /suppliers', () => {
  it("lists the host tenant's suppliers only, by name, with search, status and pagination", async () => {
    const s1 = await createTenant(env.db, { name: 'Editora Alfa' });
    const s2 = await createTenant(env.db, { name: 'Beta Cursos' });
    const s3 = await createTenant(env.db, { name: 'Gama Inativa' });
    await createSupplier(env.db, demo, s1, { name: 'Editora Alfa' });
    await createSupplier(env.db, demo, s2, { name: 'Beta Cursos' });
    await createSupplier(env.db, demo, s3, { name: 'Gama Inativa', status: 'inactive' });
    await createSupplier(env.db, acme, s1, { name: 'Só da Acme' });
    const manager = await createUser(env.db, demo, { type: 'manager' });

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

    for (const type of ['supervisor', 'client'] as const) await get((await createUser(env.db, demo, { type })).token).expect(200);
    const admin = await createUser(env.db, null, { type: 'admin' });
    expect((await get(admin.token, {}, 'acme.localhost').expect(200)).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Só da Acme',
    ]);
  });

  it('answers 422 for bad parameters, 401 without a token, 403 to academic roles', async () => {
    const manager = await createUser(env.db, demo, { type: 'manager' });
    await get(manager.token, { status: 'talvez' }).expect(422);
    await get(null).expect(401);
    const student = await createUser(env.db, demo, { type: 'student' });
    await get(student.token).expect(403);
  });
});
