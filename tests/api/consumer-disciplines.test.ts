import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';
import type { TestTenant, TestUser } from '../support/factories/index.ts';

const t = setupApiTest();

// The cross-tenant path: supplier tenant A (acme) offers one of its disciplines to consumer tenant
// B (demo), which lists A as its supplier; B's staff decide. A third tenant C sees nothing.
type World = { supplierManager: TestUser; offered: { id: number; name: string }; c: TestTenant; cManager: TestUser };
let world: World | undefined;
async function setup(): Promise<World> {
  if (world) return world;
  await t.create.supplier(t.demo, t.acme);
  const c = await t.create.tenant();
  world = {
    supplierManager: await t.create.user(t.acme, { type: 'manager' }),
    offered: await t.create.discipline(t.acme, { name: 'Segurança do Trabalho' }),
    c,
    cManager: await t.create.user(c, { type: 'manager' }),
  };
  return world;
}

/** A fresh discipline of A offered to B, through the API; its offer id in B. */
async function offer(name?: string): Promise<{ offerId: number; sourceId: number }> {
  const w = await setup();
  const source = await t.create.discipline(t.acme, { name });
  const res = await t
    .as(w.supplierManager, t.acme)
    .post('/consumer-disciplines')
    .send({ discipline_id: source.id, consumer_id: t.demo.consumer.id })
    .expect(201);
  return { offerId: res.body.data.id, sourceId: source.id };
}

describe('POST /consumer-disciplines (supplier offers)', () => {
  it('writes the offer in the consumer’s tenant with a copy of the name, pending', async () => {
    const w = await setup();
    await t.db.discipline.updateMany({ where: { id: w.offered.id }, data: { description: 'NR-35' } });
    const res = await t
      .as(w.supplierManager, t.acme)
      .post('/consumer-disciplines')
      .send({ discipline_id: w.offered.id, consumer_id: t.demo.consumer.id, type: 'personalized' })
      .expect(201);
    expect(res.body.message).toBe('Disciplina oferecida com sucesso!');
    expect(res.body.data).toMatchObject({
      name: 'Segurança do Trabalho',
      description: 'NR-35',
      type: 'personalized',
      status: 'pending',
      consumer_id: t.demo.consumer.id,
      supplier: { name: 'Acme' },
      source_discipline_id: w.offered.id,
      discipline: null,
    });
    const row = await t.db.consumerDiscipline.findFirstOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({ companyId: t.demo.company.id, sourceDisciplineId: w.offered.id, status: 'pending' });
  });

  it('refuses (422, nothing written) a consumer that does not list the supplier, an unknown one, a repeat', async () => {
    const w = await setup();
    const source = await t.create.discipline(t.acme);
    const before = await t.rowCounts(['consumer_disciplines']);
    const post = (body: object) => t.as(w.supplierManager, t.acme).post('/consumer-disciplines').send(body);
    // C does not list A as supplier: same answer as a consumer that does not exist.
    const notMine = await post({ discipline_id: source.id, consumer_id: w.c.consumer.id }).expect(422);
    expect(notMine.body).toMatchObject({
      code: 'CONSUMER_DISCIPLINE_CONSUMER_NOT_FOUND',
      errors: { consumer_id: ['Cliente não encontrado entre as empresas que recebem suas disciplinas'] },
    });
    await post({ discipline_id: source.id, consumer_id: 2_000_000 }).expect(422);
    // Its own consumer.
    await post({ discipline_id: source.id, consumer_id: t.acme.consumer.id }).expect(422);
    await post({ discipline_id: source.id }).expect(422);
    // An inactive supplier relation.
    await t.db.supplier.updateMany({ where: { companyId: t.demo.company.id }, data: { status: 'inactive' } });
    await post({ discipline_id: source.id, consumer_id: t.demo.consumer.id }).expect(422);
    await t.db.supplier.updateMany({ where: { companyId: t.demo.company.id }, data: { status: 'active' } });
    expect(await t.rowCounts(['consumer_disciplines'])).toEqual(before);
    const { sourceId } = await offer();
    const again = await post({ discipline_id: sourceId, consumer_id: t.demo.consumer.id }).expect(422);
    expect(again.body.code).toBe('CONSUMER_DISCIPLINE_OFFERED');
  });

  it('offers a disapproved one again (pending); 401; 403 below manager; 404 for a discipline not the host’s', async () => {
    const w = await setup();
    const { offerId, sourceId } = await offer();
    await t.as(t.manager).post(`/consumer-disciplines/${offerId}/disapprove`).expect(200);
    const again = await t
      .as(w.supplierManager, t.acme)
      .post('/consumer-disciplines')
      .send({ discipline_id: sourceId, consumer_id: t.demo.consumer.id })
      .expect(201);
    expect(again.body.data).toMatchObject({ id: offerId, status: 'pending', decided_by: null });
    const before = await t.rowCounts(['consumer_disciplines']);
    const body = { discipline_id: sourceId, consumer_id: t.demo.consumer.id };
    await t.as(null, t.acme).post('/consumer-disciplines').send(body).expect(401);
    const teacher = await t.create.user(t.acme, { type: 'teacher' });
    await t.as(teacher, t.acme).post('/consumer-disciplines').send(body).expect(403);
    // Offering B's own discipline from A's host: not A's.
    const demoDiscipline = await t.create.discipline(t.demo);
    await t
      .as(w.supplierManager, t.acme)
      .post('/consumer-disciplines')
      .send({ discipline_id: demoDiscipline.id, consumer_id: t.demo.consumer.id })
      .expect(404);
    expect(await t.rowCounts(['consumer_disciplines'])).toEqual(before);
  });
});

describe('GET /consumer-disciplines/clients (whom the supplier may offer to)', () => {
  it('lists only the consumers of active companies that chose the host as active supplier, with search', async () => {
    const w = await setup();
    const list = (user: TestUser | null, tenant: TestTenant, query = '') =>
      t.as(user, tenant).get(`/consumer-disciplines/clients${query}`);
    const res = await list(w.supplierManager, t.acme).expect(200);
    expect(res.body.data).toEqual([
      {
        consumer_id: t.demo.consumer.id,
        name: t.demo.consumer.name,
        domain: t.demo.consumer.domain,
        company_name: t.demo.company.name,
      },
    ]);
    expect(res.body.meta).toMatchObject({ total: 1, current_page: 1, per_page: 30 });
    // Search on the consumer's or company's name; wildcards are literal.
    expect(
      (await list(w.supplierManager, t.acme, `?search=${encodeURIComponent(t.demo.company.name.slice(0, 3))}`).expect(200)).body
        .meta.total,
    ).toBe(1);
    expect((await list(w.supplierManager, t.acme, '?search=%25').expect(200)).body.data).toEqual([]);
    // C chose nobody; demo (the consumer) is nobody's supplier: both see an empty list.
    expect((await list(w.cManager, w.c).expect(200)).body.data).toEqual([]);
    expect((await list(t.manager, t.demo).expect(200)).body.data).toEqual([]);
    // An inactive relation or an inactive client company drops out.
    await t.db.supplier.updateMany({ where: { companyId: t.demo.company.id }, data: { status: 'inactive' } });
    expect((await list(w.supplierManager, t.acme).expect(200)).body.data).toEqual([]);
    await t.db.supplier.updateMany({ where: { companyId: t.demo.company.id }, data: { status: 'active' } });
    await list(null, t.acme).expect(401);
    const teacher = await t.create.user(t.acme, { type: 'teacher' });
    await list(teacher, t.acme).expect(403);
    await list(w.supplierManager, t.acme, '?per_page=0').expect(422);
  });
});

describe('the consumer’s side', () => {
  it('lists pending offers newest first with search and type; approve and disapprove remove them from pending', async () => {
    await setup();
    const first = await offer('Primeira Oferta 10%');
    const second = await offer('Segunda Oferta');
    const pending = await t.as(t.manager).get('/consumer-disciplines?status=pending').expect(200);
    const ids = pending.body.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(second.offerId)).toBeLessThan(ids.indexOf(first.offerId));
    expect(pending.body.meta.per_page).toBe(30);
    const search = await t.as(t.manager).get('/consumer-disciplines?search=10%25').expect(200);
    expect(search.body.data.map((r: { id: number }) => r.id)).toEqual([first.offerId]);
    const typed = await t.as(t.manager).get('/consumer-disciplines?type=personalized&search=Oferta').expect(200);
    expect(typed.body.meta.total).toBe(0);

    const approved = await t.as(t.manager).post(`/consumer-disciplines/${first.offerId}/approve`).expect(200);
    expect(approved.body).toMatchObject({
      message: 'Disciplina aprovada com sucesso!',
      data: { status: 'approved', decided_by: { id: t.manager.id, name: 'Gerente Demo' } },
    });
    const disapproved = await t.as(t.manager).post(`/consumer-disciplines/${second.offerId}/disapprove`).expect(200);
    expect(disapproved.body).toMatchObject({ message: 'Disciplina reprovada com sucesso!', data: { status: 'disapproved' } });
    const after = await t.as(t.manager).get('/consumer-disciplines?status=pending').expect(200);
    const left = after.body.data.map((r: { id: number }) => r.id);
    expect(left).not.toContain(first.offerId);
    expect(left).not.toContain(second.offerId);
    const one = await t.as(t.manager).get(`/consumer-disciplines/${first.offerId}`).expect(200);
    expect(one.body.data).toMatchObject({ id: first.offerId, status: 'approved' });
  });

  it('attaches to one of its disciplines (approving it) and detaches; edits and removes', async () => {
    await setup();
    const { offerId } = await offer();
    const local = await t.create.discipline(t.demo, { name: 'Local' });
    const attached = await t.as(t.manager).post(`/consumer-disciplines/${offerId}/discipline/${local.id}/attach`).expect(200);
    expect(attached.body).toMatchObject({
      message: 'Disciplina vinculada com sucesso!',
      data: { status: 'approved', discipline: { id: local.id, name: 'Local' } },
    });
    const other = await t.create.discipline(t.demo);
    const wrong = await t.as(t.manager).post(`/consumer-disciplines/${offerId}/discipline/${other.id}/detach`).expect(422);
    expect(wrong.body.code).toBe('CONSUMER_DISCIPLINE_NOT_ATTACHED');
    const detached = await t.as(t.manager).post(`/consumer-disciplines/${offerId}/discipline/${local.id}/detach`).expect(200);
    expect(detached.body.data.discipline).toBeNull();
    // Another tenant's discipline cannot be attached.
    const foreign = await t.create.discipline(t.acme);
    await t.as(t.manager).post(`/consumer-disciplines/${offerId}/discipline/${foreign.id}/attach`).expect(404);
    expect((await t.db.consumerDiscipline.findFirstOrThrow({ where: { id: offerId } })).disciplineId).toBeNull();

    const edited = await t
      .as(t.manager)
      .put(`/consumer-disciplines/${offerId}`)
      .send({ name: 'Nome Local', description: '', type: 'personalized' })
      .expect(200);
    expect(edited.body.data).toMatchObject({ name: 'Nome Local', description: null, type: 'personalized' });
    await t.as(t.manager).put(`/consumer-disciplines/${offerId}`).send({ name: '   ' }).expect(422);
    expect((await t.db.consumerDiscipline.findFirstOrThrow({ where: { id: offerId } })).name).toBe('Nome Local');
    await t.as(t.manager).delete(`/consumer-disciplines/${offerId}`).expect(200);
    await t.as(t.manager).get(`/consumer-disciplines/${offerId}`).expect(404);
  });

  it('401; 403 for a lower role; 404 for the supplier, a third tenant and anyone not the consumer', async () => {
    const w = await setup();
    const { offerId } = await offer();
    const snapshot = await t.db.consumerDiscipline.findFirstOrThrow({ where: { id: offerId } });
    await t.as(null).get('/consumer-disciplines').expect(401);
    await t.as(null).post(`/consumer-disciplines/${offerId}/approve`).expect(401);
    const student = await t.create.user(t.demo);
    await t.as(student).get('/consumer-disciplines').expect(403);
    const supervisor = await t.create.user(t.demo, { type: 'supervisor' });
    await t.as(supervisor).get(`/consumer-disciplines/${offerId}`).expect(200);
    await t.as(supervisor).post(`/consumer-disciplines/${offerId}/approve`).expect(403);
    const local = await t.create.discipline(t.demo);
    for (const [who, tenant] of [
      [w.supplierManager, t.acme],
      [w.cManager, w.c],
    ] as const) {
      await t.as(who, tenant).get(`/consumer-disciplines/${offerId}`).expect(404);
      await t.as(who, tenant).put(`/consumer-disciplines/${offerId}`).send({ name: 'X' }).expect(404);
      await t.as(who, tenant).post(`/consumer-disciplines/${offerId}/approve`).expect(404);
      await t.as(who, tenant).post(`/consumer-disciplines/${offerId}/disapprove`).expect(404);
      await t.as(who, tenant).post(`/consumer-disciplines/${offerId}/discipline/${local.id}/attach`).expect(404);
      await t.as(who, tenant).delete(`/consumer-disciplines/${offerId}`).expect(404);
      const list = await t.as(who, tenant).get('/consumer-disciplines').expect(200);
      expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(offerId);
    }
    expect(await t.db.consumerDiscipline.findFirstOrThrow({ where: { id: offerId } })).toEqual(snapshot);
  });

  // Issue 17: detach had no screen; the route's rules, checked whole before the screen relies on them.
  it('detach: 401; 403 for roles that may not decide; 404 for the supplier and a third tenant; nothing changes until the manager detaches', async () => {
    const w = await setup();
    const { offerId } = await offer();
    const local = await t.create.discipline(t.demo, { name: 'Local vinculada' });
    await t.as(t.manager).post(`/consumer-disciplines/${offerId}/discipline/${local.id}/attach`).expect(200);
    const attached = await t.db.consumerDiscipline.findFirstOrThrow({ where: { id: offerId } });
    const path = `/consumer-disciplines/${offerId}/discipline/${local.id}/detach`;
    await t.as(null).post(path).expect(401);
    for (const type of ['supervisor', 'client', 'teacher', 'tutor', 'student'] as const) {
      const who = await t.create.user(t.demo, { type });
      const r = await t.as(who).post(path).expect(403);
      expect(r.body.code).toBeDefined();
    }
    for (const [who, tenant] of [
      [w.supplierManager, t.acme],
      [w.cManager, w.c],
    ] as const)
      await t.as(who, tenant).post(path).expect(404);
    expect(await t.db.consumerDiscipline.findFirstOrThrow({ where: { id: offerId } })).toEqual(attached);

    const admin = await t.create.user(t.demo, { type: 'admin' });
    const r = await t.as(admin).post(path).expect(200);
    expect(r.body).toMatchObject({
      message: 'Disciplina desvinculada com sucesso!',
      data: { status: 'approved', discipline: null },
    });
    expect(await t.db.consumerDiscipline.findFirstOrThrow({ where: { id: offerId } })).toMatchObject({
      disciplineId: null,
      status: 'approved',
    });
    // The local discipline stays in the catalogue; detaching again is 422.
    expect(await t.db.discipline.findFirstOrThrow({ where: { id: local.id } })).toMatchObject({ deletedAt: null });
    await t.as(t.manager).post(path).expect(422);
  });

  it('never lets the consumer reach the source discipline through the content routes', async () => {
    const { sourceId } = await offer();
    await t.as(t.manager).get(`/disciplines/${sourceId}/material-feedbacks`).expect(404);
    await t.as(t.manager).get(`/forums?discipline=${sourceId}`).expect(404);
    await t
      .as(t.manager)
      .get(`/discipline-inscriptions?discipline_id=${sourceId}`)
      .expect(200, /"total":0/);
  });
});

describe('POST /consumer-disciplines/{id}/copy', () => {
  it('deep-copies the source into the consumer, owned by the copier; the offer is approved and points at the copy', async () => {
    await setup();
    const { offerId, sourceId } = await offer('Curso Completo');
    await t.create.topic(t.acme, sourceId, { title: 'Tema do fornecedor' });
    const material = await t.create.material(t.acme, sourceId);
    await t.create.materialItem(t.acme, material.id, { title: 'Leitura', type: 'task' });
    const student = await t.create.user(t.acme);
    await t.create.enroll(t.acme, sourceId, student.id);

    const res = await t.as(t.manager).post(`/consumer-disciplines/${offerId}/copy`).expect(200);
    expect(res.body.message).toBe('Disciplina copiada com sucesso!');
    expect(res.body.data).toMatchObject({ status: 'approved', decided_by: { id: t.manager.id } });
    expect(res.body.data.copied_at).toEqual(expect.any(String));
    const copyId = res.body.data.discipline.id as number;
    const copy = await t.db.discipline.findFirstOrThrow({
      where: { id: copyId },
      include: { topics: true, materials: true, materialItems: true, inscriptions: true },
    });
    expect(copy).toMatchObject({ companyId: t.demo.company.id, name: 'Curso Completo', ownerId: t.manager.id });
    expect(copy.topics.map((x) => [x.title, x.companyId])).toEqual([['Tema do fornecedor', t.demo.company.id]]);
    expect(copy.materials).toHaveLength(1);
    expect(copy.materialItems.map((i) => i.title)).toEqual(['Leitura']);
    expect(copy.inscriptions).toEqual([]);
    // The copy is the consumer's own: its staff open it like any discipline of theirs.
    await t.as(t.manager).get(`/disciplines/${copyId}/material-feedbacks`).expect(200);
    // The source is untouched and still the supplier's.
    expect(await t.db.discipline.findFirstOrThrow({ where: { id: sourceId } })).toMatchObject({ companyId: t.acme.company.id });
  });

  it('422 (nothing written) copying twice or when the source is gone; 401; 403; 404 for the supplier and a third tenant', async () => {
    const w = await setup();
    const { offerId } = await offer();
    await t.as(t.manager).post(`/consumer-disciplines/${offerId}/copy`).expect(200);
    const tables = ['disciplines', 'discipline_topics', 'materials', 'material_items', 'consumer_disciplines', 'files'];
    let before = await t.rowCounts(tables);
    expect((await t.as(t.manager).post(`/consumer-disciplines/${offerId}/copy`).expect(422)).body.code).toBe(
      'CONSUMER_DISCIPLINE_ALREADY_COPIED',
    );
    expect(await t.rowCounts(tables)).toEqual(before);
    const gone = await offer();
    const fresh = await offer();
    await t.db.discipline.updateMany({ where: { id: gone.sourceId }, data: { deletedAt: new Date() } });
    before = await t.rowCounts(tables);
    const res = await t.as(t.manager).post(`/consumer-disciplines/${gone.offerId}/copy`).expect(422);
    expect(res.body).toMatchObject({
      code: 'CONSUMER_DISCIPLINE_SOURCE_GONE',
      message: 'A disciplina de origem não está mais disponível',
    });
    expect(await t.rowCounts(tables)).toEqual(before);
    await t.as(null).post(`/consumer-disciplines/${fresh.offerId}/copy`).expect(401);
    const supervisor = await t.create.user(t.demo, { type: 'supervisor' });
    await t.as(supervisor).post(`/consumer-disciplines/${fresh.offerId}/copy`).expect(403);
    await t.as(w.supplierManager, t.acme).post(`/consumer-disciplines/${fresh.offerId}/copy`).expect(404);
    await t.as(w.cManager, w.c).post(`/consumer-disciplines/${fresh.offerId}/copy`).expect(404);
    expect(await t.rowCounts(tables)).toEqual(before);
    expect((await t.db.consumerDiscipline.findFirstOrThrow({ where: { id: fresh.offerId } })).status).toBe('pending');
  });
});
