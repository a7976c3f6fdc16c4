import { describe, expect, it } from 'vitest';
import { disciplineTagSchema } from '@trilha/shared/discipline-tags';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const tagRow = (id: number) => t.db.disciplineTag.findFirstOrThrow({ where: { id } });

describe('POST /discipline-tags', () => {
  it('creates a tag for a manager: trimmed name, colour in lower case, editable', async () => {
    const res = await t.as(t.manager).post('/discipline-tags').send({ name: ' Compliance ', color: '#AA00FF' }).expect(201);
    expect(res.body.message).toBe('Tag criada com sucesso!');
    expect(disciplineTagSchema.parse(res.body.data)).toEqual({
      id: expect.any(Number),
      name: 'Compliance',
      color: '#aa00ff',
      companyId: t.demo.company.id,
      is_editable: true,
    });
    // Without a colour it takes the default.
    const plain = await t.as(t.admin).post('/discipline-tags').send({ name: 'Sem cor' }).expect(201);
    expect(plain.body.data.color).toBe('#64748b');
  });

  it('refuses a taken name (any case), bad input, lower roles and anonymous callers, writing nothing', async () => {
    await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Liderança' } });
    // Another tenant's name is no conflict.
    await t.db.disciplineTag.create({ data: { companyId: t.acme.company.id, name: 'Só da Acme' } });
    const before = await t.rowCounts(['discipline_tags']);
    const taken = await t.as(t.manager).post('/discipline-tags').send({ name: 'LIDERANÇA' }).expect(422);
    expect(taken.body.errors.name).toEqual(['Já existe uma tag com este nome']);
    const bad = await t.as(t.manager).post('/discipline-tags').send({ name: '', color: 'red' }).expect(422);
    expect(bad.body.errors).toMatchObject({ name: ['Informe o nome da tag'], color: ['Informe uma cor no formato #RRGGBB'] });
    await t
      .as(t.manager)
      .post('/discipline-tags')
      .send({ name: 'x'.repeat(51) })
      .expect(422);
    for (const type of ['teacher', 'tutor', 'student'] as const) {
      const user = await t.create.user(t.demo, { type });
      await t.as(user).post('/discipline-tags').send({ name: 'Nova' }).expect(403);
    }
    await t.as(null).post('/discipline-tags').send({ name: 'Nova' }).expect(401);
    expect(await t.rowCounts(['discipline_tags'])).toEqual(before);
    await t.as(t.manager).post('/discipline-tags').send({ name: 'Só da Acme' }).expect(201);
  });
  it('creates one tag when the same name is sent many times at once', async () => {
    const name = `Concorrência ${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t
          .as(t.manager)
          .post('/discipline-tags')
          .send({ name: i % 2 ? name.toUpperCase() : name }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect(
      await t.db.disciplineTag.count({ where: { companyId: t.demo.company.id, name: { equals: name, mode: 'insensitive' } } }),
    ).toBe(1);
  });
});

describe('GET /discipline-tags and /discipline-tags/{id}', () => {
  it("lists the tenant's tags by name, searched and paginated, to every member", async () => {
    const tenant = await t.create.tenant({ domain: 'tags' });
    for (const name of ['Beta', 'alfa', 'Gama'])
      await t.db.disciplineTag.create({ data: { companyId: tenant.company.id, name } });
    const student = await t.create.user(tenant);
    const all = await t.as(student, tenant).get('/discipline-tags').expect(200);
    expect(all.body.data.map((x: { name: string }) => x.name)).toEqual(['Beta', 'Gama', 'alfa']);
    expect(all.body.meta).toEqual({ current_page: 1, per_page: 30, total: 3, last_page: 1 });
    const page = await t.as(student, tenant).get('/discipline-tags').query({ per_page: 1, page: 2 }).expect(200);
    expect(page.body.data.map((x: { name: string }) => x.name)).toEqual(['Gama']);
    const found = await t.as(student, tenant).get('/discipline-tags').query({ search: 'AL' }).expect(200);
    expect(found.body.data.map((x: { name: string }) => x.name)).toEqual(['alfa']);
    await t.as(student, tenant).get('/discipline-tags').query({ per_page: 0 }).expect(422);
    await t.as(null, tenant).get('/discipline-tags').expect(401);

    const one = all.body.data[0];
    expect((await t.as(student, tenant).get(`/discipline-tags/${one.id}`).expect(200)).body.data).toEqual(one);
    await t.as(t.manager).get(`/discipline-tags/${one.id}`).expect(404);
  });
});

describe('PUT and DELETE /discipline-tags/{id}', () => {
  it('renames, recolours and deletes a tag; its disciplines stay', async () => {
    const tag = await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Antiga' } });
    const d = await t.create.discipline(t.demo, { tagIds: [tag.id] });
    const res = await t.as(t.manager).put(`/discipline-tags/${tag.id}`).send({ name: 'Nova', color: '#112233' }).expect(200);
    expect(res.body).toMatchObject({ message: 'Tag atualizada com sucesso!', data: { name: 'Nova', color: '#112233' } });
    // Keeping its own name (other case) is no conflict.
    await t.as(t.manager).put(`/discipline-tags/${tag.id}`).send({ name: 'NOVA' }).expect(200);
    const del = await t.as(t.manager).delete(`/discipline-tags/${tag.id}`).expect(200);
    expect(del.body.message).toBe('Tag excluída com sucesso!');
    expect(await t.db.disciplineTag.count({ where: { id: tag.id } })).toBe(0);
    expect(await t.db.disciplineTagLink.count({ where: { tagId: tag.id } })).toBe(0);
    expect(await t.db.discipline.count({ where: { id: d.id, deletedAt: null } })).toBe(1);
  });

  it('refuses platform tags, taken names, bad input, lower roles and other tenants, changing nothing', async () => {
    const fixed = await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Fixa', isEditable: false } });
    const tag = await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Editável' } });
    const foreign = await t.db.disciplineTag.create({ data: { companyId: t.acme.company.id, name: 'Estrangeira' } });
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const locked = await t.as(t.manager).put(`/discipline-tags/${fixed.id}`).send({ name: 'Outra' }).expect(403);
    expect(locked.body.message).toBe('Esta tag não pode ser alterada');
    await t.as(t.manager).delete(`/discipline-tags/${fixed.id}`).expect(403);
    await t.as(t.manager).put(`/discipline-tags/${tag.id}`).send({ name: 'fixa' }).expect(422);
    await t.as(t.manager).put(`/discipline-tags/${tag.id}`).send({ color: '#12345' }).expect(422);
    await t.as(teacher).put(`/discipline-tags/${tag.id}`).send({ name: 'Outra' }).expect(403);
    await t.as(teacher).delete(`/discipline-tags/${tag.id}`).expect(403);
    await t.as(t.manager).put(`/discipline-tags/${foreign.id}`).send({ name: 'Outra' }).expect(404);
    await t.as(t.manager).delete(`/discipline-tags/${foreign.id}`).expect(404);
    await t.as(null).put(`/discipline-tags/${tag.id}`).send({ name: 'Outra' }).expect(401);
    await t.as(null).delete(`/discipline-tags/${tag.id}`).expect(401);
    expect(await tagRow(fixed.id)).toMatchObject({ name: 'Fixa' });
    expect(await tagRow(tag.id)).toMatchObject({ name: 'Editável', color: '#64748b' });
    expect(await tagRow(foreign.id)).toMatchObject({ name: 'Estrangeira' });
  });
});

describe('GET /discipline-tags/{disciplineId}/distinct-tags', () => {
  it("gives a discipline's tags once each to its readers, 404 to others", async () => {
    const a = await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Distinta A' } });
    const b = await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Distinta B' } });
    await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: 'Distinta C' } });
    const d = await t.create.discipline(t.demo, { tagIds: [b.id, a.id] });
    const student = await t.create.user(t.demo);
    await t.as(student).get(`/discipline-tags/${d.id}/distinct-tags`).expect(404);
    await t.create.enroll(t.demo, d.id, student.id);
    const res = await t.as(student).get(`/discipline-tags/${d.id}/distinct-tags`).expect(200);
    expect(res.body.data.map((x: { name: string }) => x.name)).toEqual(['Distinta A', 'Distinta B']);
    const found = await t.as(student).get(`/discipline-tags/${d.id}/distinct-tags`).query({ search: ' b' }).expect(200);
    expect(found.body.data.map((x: { name: string }) => x.name)).toEqual(['Distinta B']);
    const foreign = await t.create.discipline(t.acme);
    await t.as(t.manager).get(`/discipline-tags/${foreign.id}/distinct-tags`).expect(404);
    await t.as(null).get(`/discipline-tags/${d.id}/distinct-tags`).expect(401);
    await t.as(student).get(`/discipline-tags/x/distinct-tags`).expect(422);
  });
});
