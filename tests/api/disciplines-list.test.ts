import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../support/db.ts';
import { startTestApi } from '../support/api.ts';
import { createDiscipline, createTenant, createUser, enroll, type TestTenant } from '../support/factories.ts';

/** GET /disciplines is one hand-written statement (list-disciplines.ts): what each column must be. */
let env: Awaited<ReturnType<typeof freshDatabase>>;
let api: Awaited<ReturnType<typeof startTestApi>>;
let t: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  env = await freshDatabase();
  api = await startTestApi(env);
  t = await createTenant(env.db, { domain: 'lista' });
  other = await createTenant(env.db, { domain: 'outra' });
  await env.db.company.update({ where: { id: t.company.id }, data: { topicGenerator: true } });
});
afterAll(async () => {
  await api?.close();
  await env?.drop();
});

const list = (token: string, query: Record<string, unknown> = {}) =>
  request(api.server).get('/disciplines').set('Host', t.host).auth(token, { type: 'bearer' }).query(query).expect(200);
const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((d) => d.name);

describe('GET /disciplines, one statement', () => {
  it('gives owner, tags by id, active inscriptions of this tenant only, flags and no progress for staff', async () => {
    const manager = await createUser(env.db, t, { type: 'manager' });
    const teacher = await createUser(env.db, t, { type: 'teacher', name: 'Profa. Dona' });
    const [b, a] = await Promise.all(
      ['Tag B', 'Tag A'].map((name) => env.db.disciplineTag.create({ data: { companyId: t.company.id, name } })),
    );
    const own = await createDiscipline(env.db, t, { name: 'Campos: Própria', tagIds: [b!.id, a!.id] });
    await env.db.discipline.updateMany({ where: { id: own.id }, data: { ownerId: teacher.id, description: 'Descrição' } });
    const supplied = await createDiscipline(env.db, t, { name: 'Campos: Fornecida', type: 'supplied' });
    const statuses = ['active', 'active', 'finished', 'canceled'] as const;
    for (const status of statuses) {
      const s = await createUser(env.db, t);
      await env.db.disciplineInscription.create({
        data: { companyId: t.company.id, disciplineId: own.id, userId: s.id, status },
      });
    }

    const res = await list(manager.token, { search: 'Campos:' });
    expect(res.body.meta).toEqual({ current_page: 1, per_page: 30, total: 2, last_page: 1 });
    const [first, second] = res.body.data;
    expect(first).toEqual({
      id: supplied.id,
      name: 'Campos: Fornecida',
      description: null,
      companyId: t.company.id,
      visible: true,
      type: 'supplied',
      consumer_id: null,
      image: null,
      owner: null,
      tags: [],
      isEditable: false,
      canGenerateTopics: false,
      canProduceMaterials: false,
      inscriptions_count: 0,
      progress: null,
    });
    expect(second).toMatchObject({
      id: own.id,
      description: 'Descrição',
      owner: { id: teacher.id, name: 'Profa. Dona' },
      isEditable: true,
      canGenerateTopics: true,
      canProduceMaterials: true,
      inscriptions_count: 2,
      progress: null,
    });
    expect(second.tags).toEqual(
      [b!, a!]
        .sort((x, y) => x.id - y.id)
        .map((tag) => ({ id: tag.id, name: tag.name, color: tag.color, companyId: t.company.id, is_editable: true })),
    );

    // The same teacher sees the discipline they own without being enrolled in it.
    expect(names(await list(teacher.token, { search: 'Campos:' }))).toEqual(['Campos: Própria']);
  });

  it('keeps the total on a page past the end, and leaves out deleted disciplines', async () => {
    const manager = await createUser(env.db, t, { type: 'manager' });
    await createDiscipline(env.db, t, { name: 'Fim: 1' });
    const gone = await createDiscipline(env.db, t, { name: 'Fim: 2' });
    await env.db.discipline.updateMany({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    expect(names(await list(manager.token, { search: 'Fim:' }))).toEqual(['Fim: 1']);
    const past = await list(manager.token, { search: 'Fim:', page: 3, per_page: 1 });
    expect(past.body).toEqual({ data: [], meta: { current_page: 3, per_page: 1, total: 1, last_page: 1 } });
    const none = await list(manager.token, { search: 'nada disso' });
    expect(none.body).toEqual({ data: [], meta: { current_page: 1, per_page: 30, total: 0, last_page: 1 } });
  });

  it('matches %, _ and \\ in a search literally, and filters by consumer', async () => {
    const manager = await createUser(env.db, t, { type: 'manager' });
    await createDiscipline(env.db, t, { name: 'Taxa 100%' });
    await createDiscipline(env.db, t, { name: 'Taxa 1000' });
    const linked = await createDiscipline(env.db, t, { name: 'Taxa_a\\b' });
    await env.db.discipline.updateMany({ where: { id: linked.id }, data: { consumerId: t.consumer.id } });
    expect(names(await list(manager.token, { search: '100%' }))).toEqual(['Taxa 100%']);
    expect(names(await list(manager.token, { search: 'taxa_' }))).toEqual(['Taxa_a\\b']);
    expect(names(await list(manager.token, { search: 'a\\b' }))).toEqual(['Taxa_a\\b']);
    expect(names(await list(manager.token, { search: 'Taxa', consumer_id: t.consumer.id }))).toEqual(['Taxa_a\\b']);
  });

  it("shows a student their progress, not canceled enrolments, and no other tenant's rows", async () => {
    const student = await createUser(env.db, t);
    const mine = await createDiscipline(env.db, t, { name: 'Aluno: Ativa' });
    const canceled = await createDiscipline(env.db, t, { name: 'Aluno: Cancelada' });
    await enroll(env.db, t, mine.id, student.id);
    await env.db.disciplineInscription.create({
      data: { companyId: t.company.id, disciplineId: canceled.id, userId: student.id, status: 'canceled' },
    });
    await env.db.disciplineProgress.create({
      data: {
        companyId: t.company.id,
        userId: student.id,
        disciplineId: mine.id,
        checkedItems: 5,
        totalItems: 8,
        progress: 62.5,
      },
    });
    const elsewhere = await createDiscipline(env.db, other, { name: 'Aluno: Outra empresa' });
    await enroll(env.db, other, elsewhere.id, student.id);
    const res = await list(student.token);
    expect(names(res)).toEqual(['Aluno: Ativa']);
    expect(res.body.data[0]).toMatchObject({ progress: 62.5, inscriptions_count: 1, isEditable: false });
  });
});
