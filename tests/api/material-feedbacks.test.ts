import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

async function disciplineWithMaterials(names: string[]) {
  const d = await t.create.discipline(t.demo);
  const materials = [];
  for (const [position, name] of names.entries())
    materials.push(await t.db.material.create({ data: { companyId: t.demo.company.id, disciplineId: d.id, name, position } }));
  return { d, materials };
}

describe('POST /material-feedbacks', () => {
  it('an enrolled student rates a material (201) and posting again edits the rating (200)', async () => {
    const { d, materials } = await disciplineWithMaterials(['Apostila']);
    const s = await t.create.user(t.demo, { name: 'Aluna Avaliadora' });
    await t.create.enroll(t.demo, d.id, s.id);
    const first = await t
      .as(s)
      .post('/material-feedbacks')
      .send({ material_id: materials[0]!.id, rating: 4, comment: ' Muito bom ' })
      .expect(201);
    expect(first.body).toMatchObject({
      message: 'Obrigado pela sua avaliação!',
      data: {
        discipline_id: d.id,
        material: { id: materials[0]!.id, name: 'Apostila' },
        user: { id: s.id, name: 'Aluna Avaliadora', avatar: null },
        rating: 4,
        comment: 'Muito bom',
      },
    });
    const edit = await t
      .as(s)
      .post('/material-feedbacks')
      .send({ material_id: materials[0]!.id, rating: 2, comment: '' })
      .expect(200);
    expect(edit.body.data).toMatchObject({ id: first.body.data.id, rating: 2, comment: null });
    const rows = await t.db.materialReview.findMany({ where: { materialId: materials[0]!.id } });
    expect(rows).toEqual([expect.objectContaining({ userId: s.id, rating: 2, companyId: t.demo.company.id })]);
  });

  it('422 with nothing written for a bad rating, a long comment, an unknown or deleted material', async () => {
    const { d, materials } = await disciplineWithMaterials(['A']);
    const s = await t.create.user(t.demo);
    await t.create.enroll(t.demo, d.id, s.id);
    const gone = await t.db.material.create({
      data: { companyId: t.demo.company.id, disciplineId: d.id, name: 'Apagado', deletedAt: new Date() },
    });
    const before = await t.rowCounts(['material_reviews']);
    const post = (body: object) => t.as(s).post('/material-feedbacks').send(body);
    for (const rating of [0, 6, 3.5, '5']) await post({ material_id: materials[0]!.id, rating }).expect(422);
    await post({ material_id: materials[0]!.id, rating: 5, comment: 'x'.repeat(1001) }).expect(422);
    const unknown = await post({ material_id: gone.id, rating: 5 }).expect(422);
    expect(unknown.body.errors).toEqual({ material_id: ['Material não encontrado nesta disciplina'] });
    expect(await t.rowCounts(['material_reviews'])).toEqual(before);
  });

  it('401; 403 for staff; 404 when not enrolled, outside the window, or another tenant’s material', async () => {
    const { d, materials } = await disciplineWithMaterials(['A']);
    const body = { material_id: materials[0]!.id, rating: 5 };
    const before = await t.rowCounts(['material_reviews']);
    await t.as(null).post('/material-feedbacks').send(body).expect(401);
    await t.as(t.manager).post('/material-feedbacks').send(body).expect(403);
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, d.id, teacher.id, 'teacher');
    await t.as(teacher).post('/material-feedbacks').send(body).expect(403);
    const outsider = await t.create.user(t.demo);
    await t.as(outsider).post('/material-feedbacks').send(body).expect(404);
    const late = await t.create.user(t.demo);
    const i = await t.create.enroll(t.demo, d.id, late.id);
    await t.db.disciplineInscription.updateMany({ where: { id: i.id }, data: { finishedAt: new Date('2020-01-01') } });
    await t.as(late).post('/material-feedbacks').send(body).expect(404);
    const acmeStudent = await t.create.user(t.acme);
    await t.as(acmeStudent, t.acme).post('/material-feedbacks').send(body).expect(422);
    expect(await t.rowCounts(['material_reviews'])).toEqual(before);
  });
});

describe('GET /disciplines/{id}/material-feedbacks', () => {
  it('lists newest first with the mean, the caller’s own reviews, filters and live materials only', async () => {
    const { d, materials } = await disciplineWithMaterials(['Primeiro', 'Segundo']);
    const m1 = materials[0]!;
    const m2 = materials[1]!;
    const a = await t.create.user(t.demo, { name: 'A' });
    const b = await t.create.user(t.demo, { name: 'B' });
    for (const u of [a, b]) await t.create.enroll(t.demo, d.id, u.id);
    await t.as(a).post('/material-feedbacks').send({ material_id: m1.id, rating: 5 }).expect(201);
    await t.as(b).post('/material-feedbacks').send({ material_id: m1.id, rating: 2, comment: 'Confuso' }).expect(201);
    await t.as(a).post('/material-feedbacks').send({ material_id: m2.id, rating: 4 }).expect(201);

    const res = await t.as(a).get(`/disciplines/${d.id}/material-feedbacks`).expect(200);
    expect(res.body.data.map((r: { user: { name: string }; rating: number }) => [r.user.name, r.rating])).toEqual([
      ['A', 4],
      ['B', 2],
      ['A', 5],
    ]);
    expect(res.body.meta).toMatchObject({ total: 3, per_page: 10, average: 3.7 });
    expect(res.body.meta.mine.map((r: { material: { name: string } }) => r.material.name)).toEqual(['Primeiro', 'Segundo']);
    const byMaterial = await t.as(t.manager).get(`/disciplines/${d.id}/material-feedbacks?material_id=${m1.id}`).expect(200);
    expect(byMaterial.body.meta).toMatchObject({ total: 2, average: 3.5, mine: [] });
    const byUser = await t.as(t.manager).get(`/disciplines/${d.id}/material-feedbacks?user_id=${b.id}`).expect(200);
    expect(byUser.body.data).toEqual([expect.objectContaining({ comment: 'Confuso' })]);
    await t.db.material.updateMany({ where: { id: m2.id }, data: { deletedAt: new Date() } });
    const live = await t.as(a).get(`/disciplines/${d.id}/material-feedbacks`).expect(200);
    expect(live.body.meta).toMatchObject({ total: 2, average: 3.5 });
    const empty = await t
      .as(t.manager)
      .get(`/disciplines/${(await t.create.discipline(t.demo)).id}/material-feedbacks`)
      .expect(200);
    expect(empty.body).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 10, total: 0, last_page: 1, average: null, mine: [] },
    });
  });

  it('401; 404 for another tenant’s discipline, a student not enrolled, a hidden one; 422 bad query', async () => {
    const { d } = await disciplineWithMaterials([]);
    await t.as(null).get(`/disciplines/${d.id}/material-feedbacks`).expect(401);
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acmeManager, t.acme).get(`/disciplines/${d.id}/material-feedbacks`).expect(404);
    const s = await t.create.user(t.demo);
    await t.as(s).get(`/disciplines/${d.id}/material-feedbacks`).expect(404);
    await t.create.enroll(t.demo, d.id, s.id);
    await t.db.discipline.updateMany({ where: { id: d.id }, data: { visible: false } });
    await t.as(s).get(`/disciplines/${d.id}/material-feedbacks`).expect(404);
    await t.as(t.manager).get(`/disciplines/${d.id}/material-feedbacks?per_page=0`).expect(422);
  });
});
