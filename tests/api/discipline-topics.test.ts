import { describe, expect, it } from 'vitest';
import { disciplineTopicSchema } from '@trilha/shared/discipline-topics';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((x) => x.title);

describe('POST /discipline-topics', () => {
  it('adds topics at the end, for a manager or the teacher who owns the discipline', async () => {
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const d = (await t.as(teacher).post('/disciplines').send({ name: 'Com tópicos' }).expect(201)).body.data;
    const first = await t
      .as(teacher)
      .post('/discipline-topics')
      .send({ title: 'Um', description: 'Primeiro', discipline_id: d.id })
      .expect(201);
    expect(first.body.message).toBe('Tópico criado com sucesso!');
    expect(disciplineTopicSchema.parse(first.body.data)).toMatchObject({
      title: 'Um',
      description: 'Primeiro',
      discipline_id: d.id,
      position: 0,
    });
    const second = await t.as(t.manager).post('/discipline-topics').send({ title: 'Dois', discipline_id: d.id }).expect(201);
    expect(second.body.data).toMatchObject({ position: 1, description: null });
    const row = await t.db.disciplineTopic.findFirstOrThrow({ where: { id: second.body.data.id } });
    expect(row.companyId).toBe(t.demo.company.id);
  });

  it('refuses lower roles, teachers of other disciplines, supplied and foreign disciplines and bad input', async () => {
    const d = await t.create.discipline(t.demo);
    const student = await t.create.user(t.demo);
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const reader = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, d.id, student.id);
    await t.create.enroll(t.demo, d.id, tutor.id, 'tutor');
    await t.create.enroll(t.demo, d.id, reader.id, 'tutor');
    const stranger = await t.create.user(t.demo, { type: 'teacher' });
    const supplied = await t.create.discipline(t.demo, { type: 'supplied' });
    const foreign = await t.create.discipline(t.acme);
    const before = await t.rowCounts(['discipline_topics']);
    const body = { title: 'Não', discipline_id: d.id };
    await t.as(student).post('/discipline-topics').send(body).expect(403);
    await t.as(tutor).post('/discipline-topics').send(body).expect(403);
    await t.as(reader).post('/discipline-topics').send(body).expect(403);
    await t.as(stranger).post('/discipline-topics').send(body).expect(404);
    await t
      .as(t.manager)
      .post('/discipline-topics')
      .send({ ...body, discipline_id: supplied.id })
      .expect(403);
    await t
      .as(t.manager)
      .post('/discipline-topics')
      .send({ ...body, discipline_id: foreign.id })
      .expect(404);
    const bad = await t.as(t.manager).post('/discipline-topics').send({ title: ' ', discipline_id: 'x' }).expect(422);
    expect(bad.body.errors.title).toEqual(['Informe o título do tópico']);
    expect(bad.body.errors.discipline_id).toBeDefined();
    await t.as(null).post('/discipline-topics').send(body).expect(401);
    expect(await t.rowCounts(['discipline_topics'])).toEqual(before);
  });
});

describe('GET /discipline-topics', () => {
  it("lists a discipline's topics in order, 5 per page, searched, for its readers only", async () => {
    const d = await t.create.discipline(t.demo);
    for (let i = 0; i < 7; i++) await t.create.topic(t.demo, d.id, { title: `Tópico ${i}`, position: 6 - i });
    const gone = await t.create.topic(t.demo, d.id, { title: 'Tópico apagado', position: 99 });
    await t.db.disciplineTopic.updateMany({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    await t.create.topic(t.demo, (await t.create.discipline(t.demo)).id, { title: 'Tópico de outra' });
    const student = await t.create.user(t.demo);
    await t.as(student).get('/discipline-topics').query({ discipline_id: d.id }).expect(404);
    await t.create.enroll(t.demo, d.id, student.id);
    const page1 = await t.as(student).get('/discipline-topics').query({ discipline_id: d.id }).expect(200);
    expect(titles(page1)).toEqual(['Tópico 6', 'Tópico 5', 'Tópico 4', 'Tópico 3', 'Tópico 2']);
    expect(page1.body.meta).toEqual({ current_page: 1, per_page: 5, total: 7, last_page: 2 });
    const page2 = await t.as(student).get('/discipline-topics').query({ discipline_id: d.id, page: 2 }).expect(200);
    expect(titles(page2)).toEqual(['Tópico 1', 'Tópico 0']);
    const found = await t.as(student).get('/discipline-topics').query({ discipline_id: d.id, search: 'CO 3' }).expect(200);
    expect(titles(found)).toEqual(['Tópico 3']);

    const foreign = await t.create.discipline(t.acme);
    await t.as(t.manager).get('/discipline-topics').query({ discipline_id: foreign.id }).expect(404);
    await t.as(t.manager).get('/discipline-topics').expect(422);
    await t.as(null).get('/discipline-topics').query({ discipline_id: d.id }).expect(401);
  });
});

describe('GET, PUT, DELETE /discipline-topics/{id}', () => {
  it('reads, updates and soft-deletes a topic', async () => {
    const d = await t.create.discipline(t.demo);
    const topic = await t.create.topic(t.demo, d.id, { title: 'Original' });
    const read = await t.as(t.manager).get(`/discipline-topics/${topic.id}`).expect(200);
    expect(read.body.data).toMatchObject({ id: topic.id, title: 'Original', discipline_id: d.id });
    const res = await t
      .as(t.manager)
      .put(`/discipline-topics/${topic.id}`)
      .send({ title: 'Revisto', description: 'Com texto' })
      .expect(200);
    expect(res.body).toMatchObject({
      message: 'Tópico atualizado com sucesso!',
      data: { title: 'Revisto', description: 'Com texto' },
    });
    const del = await t.as(t.manager).delete(`/discipline-topics/${topic.id}`).expect(200);
    expect(del.body.message).toBe('Tópico excluído com sucesso!');
    expect((await t.db.disciplineTopic.findFirstOrThrow({ where: { id: topic.id } })).deletedAt).toBeInstanceOf(Date);
    await t.as(t.manager).get(`/discipline-topics/${topic.id}`).expect(404);
    await t.as(t.manager).put(`/discipline-topics/${topic.id}`).send({ title: 'X' }).expect(404);
  });

  it('refuses lower roles, strangers, bad input and other tenants, changing nothing', async () => {
    const d = await t.create.discipline(t.demo);
    const topic = await t.create.topic(t.demo, d.id, { title: 'Fica' });
    const student = await t.create.user(t.demo);
    await t.create.enroll(t.demo, d.id, student.id);
    const stranger = await t.create.user(t.demo, { type: 'teacher' });
    const outsider = await t.create.user(t.demo);
    const foreign = await t.create.topic(t.acme, (await t.create.discipline(t.acme)).id, { title: 'Da Acme' });
    expect((await t.as(student).get(`/discipline-topics/${topic.id}`).expect(200)).body.data.title).toBe('Fica');
    await t.as(outsider).get(`/discipline-topics/${topic.id}`).expect(404);
    await t.as(student).put(`/discipline-topics/${topic.id}`).send({ title: 'X' }).expect(403);
    await t.as(student).delete(`/discipline-topics/${topic.id}`).expect(403);
    await t.as(stranger).put(`/discipline-topics/${topic.id}`).send({ title: 'X' }).expect(404);
    await t.as(stranger).delete(`/discipline-topics/${topic.id}`).expect(404);
    await t.as(t.manager).put(`/discipline-topics/${topic.id}`).send({ title: '' }).expect(422);
    await t.as(t.manager).get(`/discipline-topics/${foreign.id}`).expect(404);
    await t.as(t.manager).put(`/discipline-topics/${foreign.id}`).send({ title: 'X' }).expect(404);
    await t.as(t.manager).delete(`/discipline-topics/${foreign.id}`).expect(404);
    await t.as(null).get(`/discipline-topics/${topic.id}`).expect(401);
    await t.as(null).delete(`/discipline-topics/${topic.id}`).expect(401);
    expect(await t.db.disciplineTopic.findFirstOrThrow({ where: { id: topic.id } })).toMatchObject({
      title: 'Fica',
      deletedAt: null,
    });
    expect(await t.db.disciplineTopic.findFirstOrThrow({ where: { id: foreign.id } })).toMatchObject({
      title: 'Da Acme',
      deletedAt: null,
    });
  });
});

describe('POST /discipline-topics/{id}/duplicate', () => {
  it('copies a topic to the end of a discipline the caller manages', async () => {
    const from = await t.create.discipline(t.demo);
    const to = await t.create.discipline(t.demo);
    const topic = await t.create.topic(t.demo, from.id, { title: 'Reaproveitado' });
    await t.create.topic(t.demo, to.id, { title: 'Já lá', position: 3 });
    const res = await t.as(t.manager).post(`/discipline-topics/${topic.id}/duplicate`).send({ discipline_id: to.id }).expect(201);
    expect(res.body).toMatchObject({
      message: 'Tópico duplicado com sucesso!',
      data: { title: 'Reaproveitado', discipline_id: to.id, position: 4 },
    });
    expect(res.body.data.id).not.toBe(topic.id);
    expect(await t.db.disciplineTopic.count({ where: { disciplineId: from.id } })).toBe(1);
  });

  it('refuses a target the caller may not manage, foreign records, bad input and lower roles', async () => {
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const mine = (await t.as(teacher).post('/disciplines').send({ name: 'Do professor' }).expect(201)).body.data;
    const notMine = await t.create.discipline(t.demo);
    const topic = await t.create.topic(t.demo, mine.id);
    const foreignDiscipline = await t.create.discipline(t.acme);
    const foreignTopic = await t.create.topic(t.acme, foreignDiscipline.id);
    const student = await t.create.user(t.demo);
    await t.create.enroll(t.demo, mine.id, student.id);
    const before = await t.rowCounts(['discipline_topics']);
    await t.as(teacher).post(`/discipline-topics/${topic.id}/duplicate`).send({ discipline_id: notMine.id }).expect(404);
    await t
      .as(t.manager)
      .post(`/discipline-topics/${topic.id}/duplicate`)
      .send({ discipline_id: foreignDiscipline.id })
      .expect(404);
    await t.as(t.manager).post(`/discipline-topics/${foreignTopic.id}/duplicate`).send({ discipline_id: mine.id }).expect(404);
    await t.as(student).post(`/discipline-topics/${topic.id}/duplicate`).send({ discipline_id: mine.id }).expect(403);
    await t.as(t.manager).post(`/discipline-topics/${topic.id}/duplicate`).send({}).expect(422);
    await t.as(null).post(`/discipline-topics/${topic.id}/duplicate`).send({ discipline_id: mine.id }).expect(401);
    expect(await t.rowCounts(['discipline_topics'])).toEqual(before);
    await t.as(teacher).post(`/discipline-topics/${topic.id}/duplicate`).send({ discipline_id: mine.id }).expect(201);
  });
});
