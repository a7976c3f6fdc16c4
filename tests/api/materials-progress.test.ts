import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

async function course() {
  const discipline = await t.create.discipline(t.demo);
  const teacher = await t.create.user(t.demo, { type: 'teacher' });
  const student = await t.create.user(t.demo, { type: 'student' });
  await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
  await t.create.enroll(t.demo, discipline.id, student.id);
  const m1 = await t.create.material(t.demo, discipline.id, { position: 0 });
  const m2 = await t.create.material(t.demo, discipline.id, { position: 1 });
  const items = [
    await t.create.materialItem(t.demo, m1.id, { position: 0 }),
    await t.create.materialItem(t.demo, m1.id, { position: 1 }),
    await t.create.materialItem(t.demo, m2.id, { position: 0 }),
    await t.create.materialItem(t.demo, m2.id, { position: 1 }),
  ];
  return { discipline, teacher, student, m1, m2, items };
}

const mark = (who: { token: string }, id: number, checked: boolean | string) =>
  t.as(who).post(`/progress/material-items/${id}/mark`).send({ checked });

const cached = (userId: number, disciplineId: number) =>
  t.db.disciplineProgress.findFirstOrThrow({
    where: { userId, disciplineId },
    select: { checkedItems: true, totalItems: true, progress: true },
  });

describe('POST /progress/material-items/{id}/mark', () => {
  it('returns the material and discipline progress, computed in the same transaction', async () => {
    const c = await course();
    const [a, b, d] = c.items;
    expect((await mark(c.student, a!.id, true).expect(200)).body).toMatchObject({
      material_item_id: a!.id,
      checked: true,
      material_id: c.m1.id,
      discipline_id: c.discipline.id,
      material_progress: 50,
      discipline_progress: 25,
    });
    expect((await mark(c.student, b!.id, true).expect(200)).body).toMatchObject({
      material_progress: 100,
      discipline_progress: 50,
    });
    expect((await mark(c.student, d!.id, 'true').expect(200)).body).toMatchObject({
      material_progress: 50,
      discipline_progress: 75,
    });
    // Marking twice changes nothing; unchecking goes back.
    expect((await mark(c.student, d!.id, true).expect(200)).body.discipline_progress).toBe(75);
    expect((await mark(c.student, a!.id, false).expect(200)).body).toMatchObject({
      checked: false,
      material_progress: 50,
      discipline_progress: 50,
    });
    expect(await cached(c.student.id, c.discipline.id)).toEqual({ checkedItems: 2, totalItems: 4, progress: 50 });
    // The discipline card (GET /disciplines) shows the same number.
    const cards = await t.as(c.student).get('/disciplines').expect(200);
    expect(cards.body.data.find((x: { id: number }) => x.id === c.discipline.id).progress).toBe(50);
    expect(await t.db.materialItemProgress.count({ where: { userId: c.student.id } })).toBe(3);
  });

  it('keeps total_items right when items are created, hidden, duplicated and deleted', async () => {
    const c = await course();
    const [a, b] = c.items;
    await mark(c.student, a!.id, true).expect(200);
    await mark(c.student, b!.id, true).expect(200);
    expect(await cached(c.student.id, c.discipline.id)).toEqual({ checkedItems: 2, totalItems: 4, progress: 50 });
    const created = await t
      .as(c.teacher)
      .post('/material-items')
      .send({ material_id: c.m2.id, type: 'task', title: 'Nova', description: 'Faça.' })
      .expect(201);
    expect(await cached(c.student.id, c.discipline.id)).toEqual({ checkedItems: 2, totalItems: 5, progress: 40 });
    await t.as(c.teacher).post(`/material-items/${created.body.data.id}/update`).send({ visible: false }).expect(200);
    expect(await cached(c.student.id, c.discipline.id)).toEqual({ checkedItems: 2, totalItems: 4, progress: 50 });
    await t.as(c.teacher).post(`/material-items/${a!.id}/duplicate`).expect(201);
    expect((await cached(c.student.id, c.discipline.id)).totalItems).toBe(5);
    await t.as(c.teacher).delete(`/material-items/${a!.id}`).expect(200);
    expect(await cached(c.student.id, c.discipline.id)).toEqual({ checkedItems: 1, totalItems: 4, progress: 25 });
    await t.as(c.teacher).delete(`/materials/${c.m1.id}`).expect(200);
    // m1 held b and a's copy: only m2's two items are left, none checked.
    expect(await cached(c.student.id, c.discipline.id)).toEqual({ checkedItems: 0, totalItems: 2, progress: 0 });
  });

  it('answers 422 with nothing written, 401, 404 across tenants, to outsiders and for hidden items', async () => {
    const c = await course();
    const [a] = c.items;
    const tables = ['material_item_progress', 'discipline_progress'];
    const before = await t.rowCounts(tables);
    await mark(c.student, a!.id, 'talvez').expect(422);
    await t.as(c.student).post(`/progress/material-items/${a!.id}/mark`).send({}).expect(422);
    await t.as(null).post(`/progress/material-items/${a!.id}/mark`).send({ checked: true }).expect(401);
    const outsider = await t.create.user(t.demo, { type: 'student' });
    await mark(outsider, a!.id, true).expect(404);
    const acme = await t.create.user(t.acme, { type: 'student' });
    await t.as(acme, t.acme).post(`/progress/material-items/${a!.id}/mark`).send({ checked: true }).expect(404);
    const hidden = await t.create.materialItem(t.demo, c.m1.id, { visible: false });
    await mark(c.student, hidden.id, true).expect(404);
    expect(await t.rowCounts(tables)).toEqual(before);
  });

  it("is each learner's own", async () => {
    const c = await course();
    const other = await t.create.user(t.demo, { type: 'student' });
    await t.create.enroll(t.demo, c.discipline.id, other.id);
    await mark(c.student, c.items[0]!.id, true).expect(200);
    expect((await mark(other, c.items[1]!.id, true).expect(200)).body.discipline_progress).toBe(25);
    const list = await t.as(other).get('/materials').query({ discipline_id: c.discipline.id }).expect(200);
    expect(list.body.data[0].items.map((i: { checked: boolean }) => i.checked)).toEqual([false, true]);
  });

  it('publishes material-item.progress-marked when the mark changes, not when it is repeated', async () => {
    const c = await course();
    const id = c.items[0]!.id;
    const marked = () =>
      t.db.domainEvent.findMany({
        where: { name: 'material-item.progress-marked', payload: { path: ['material_item_id'], equals: id } },
        orderBy: { id: 'asc' },
        select: { payload: true },
      });
    await mark(c.student, id, true).expect(200);
    await mark(c.student, id, true).expect(200);
    await mark(c.student, id, false).expect(200);
    expect((await marked()).map((e) => e.payload)).toEqual([
      expect.objectContaining({ user_id: c.student.id, checked: true, material_id: c.m1.id, discipline_id: c.discipline.id }),
      expect.objectContaining({ user_id: c.student.id, checked: false, discipline_progress: 0 }),
    ]);
  });
});
