import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

async function forum(disciplineId: number, o: { title: string; isVisible?: boolean; status?: 'open' | 'closed'; ago: number }) {
  return t.db.forum.create({
    data: {
      companyId: t.demo.company.id,
      disciplineId,
      title: o.title,
      isVisible: o.isVisible ?? true,
      status: o.status ?? 'open',
      createdAt: new Date(Date.now() - o.ago * 60_000),
    },
  });
}

describe('GET /forums', () => {
  it('lists a discipline’s forums newest first, 5 per page; students only visible ones; unread counts', async () => {
    const d = await t.create.discipline(t.demo, { name: 'Com Fóruns' });
    const s = await t.create.user(t.demo);
    await t.create.enroll(t.demo, d.id, s.id);
    const forums = [];
    for (let i = 0; i < 6; i++) forums.push(await forum(d.id, { title: `Fórum ${i}`, ago: 60 - i }));
    const hidden = await forum(d.id, { title: 'Oculto', isVisible: false, ago: 1 });
    const closed = forums[1]!;
    await t.db.forum.updateMany({ where: { id: closed.id }, data: { status: 'closed' } });
    await t.db.forumComment.createMany({
      data: [
        { companyId: t.demo.company.id, forumId: forums[5]!.id, authorId: t.manager.id, text: 'novo' },
        { companyId: t.demo.company.id, forumId: forums[5]!.id, authorId: s.id, text: 'meu' },
        {
          companyId: t.demo.company.id,
          forumId: forums[4]!.id,
          authorId: t.manager.id,
          text: 'lido',
          createdAt: new Date(Date.now() - 3_600_000),
        },
      ],
    });
    await t.db.forumRead.create({ data: { companyId: t.demo.company.id, forumId: forums[4]!.id, userId: s.id } });
    await forum((await t.create.discipline(t.demo)).id, { title: 'Outra disciplina', ago: 0 });

    const res = await t.as(s).get(`/forums?discipline=${d.id}`).expect(200);
    expect(res.body.meta).toEqual({ current_page: 1, per_page: 5, total: 6, last_page: 2, total_unread_comments: 1 });
    expect(res.body.data.map((f: { title: string }) => f.title)).toEqual(['Fórum 5', 'Fórum 4', 'Fórum 3', 'Fórum 2', 'Fórum 1']);
    expect(res.body.data[0]).toEqual({
      id: forums[5]!.id,
      title: 'Fórum 5',
      description: null,
      status: 'open',
      is_visible: true,
      votes_enable: true,
      interactive: true,
      total_comments: 0,
      unread_comments: 1,
      discipline: { id: d.id, name: 'Com Fóruns' },
      author: null,
      subscribed: false,
      created_at: forums[5]!.createdAt.toISOString(),
    });
    expect(res.body.data[1].unread_comments).toBe(0);
    // The older ones are on page 2 (issue 29 item 8: paged in the database, 5 a page), for a student
    // and for the discipline's tutor (who also sees the hidden one, so two there).
    const older = await t.as(s).get(`/forums?discipline=${d.id}&page=2`).expect(200);
    expect(older.body.data.map((f: { title: string }) => f.title)).toEqual(['Fórum 0']);
    expect(older.body.meta).toMatchObject({ current_page: 2, per_page: 5, total: 6, last_page: 2 });
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    await t.create.enroll(t.demo, d.id, tutor.id, 'tutor');
    const tutorOlder = await t.as(tutor).get(`/forums?discipline=${d.id}&page=2`).expect(200);
    expect(tutorOlder.body.data.map((f: { title: string }) => f.title)).toEqual(['Fórum 1', 'Fórum 0']);
    expect((await t.as(s).get(`/forums?discipline=${d.id}&page=3`).expect(200)).body.data).toEqual([]);
    for (const bad of ['page=0', 'page=-1', 'page=abc', 'per_page=0', 'page=1.5'])
      await t.as(s).get(`/forums?discipline=${d.id}&${bad}`).expect(422);
    const staff = await t.as(t.manager).get(`/forums?discipline=${d.id}&per_page=10`).expect(200);
    expect(staff.body.data[0].id).toBe(hidden.id);
    expect(staff.body.meta.total).toBe(7);
    const onlyHidden = await t.as(t.manager).get(`/forums?discipline=${d.id}&visible=false`).expect(200);
    expect(onlyHidden.body.data.map((f: { id: number }) => f.id)).toEqual([hidden.id]);
    // A student asking for hidden ones still gets only visible ones.
    expect((await t.as(s).get(`/forums?discipline=${d.id}&visible=false`).expect(200)).body.meta.total).toBe(6);
    const asc = await t.as(s).get(`/forums?discipline=${d.id}&sort=asc&status=closed`).expect(200);
    expect(asc.body.data.map((f: { id: number }) => f.id)).toEqual([closed.id]);
    // Without a discipline: a student gets the forums of the disciplines they are enrolled in.
    const mine = await t.as(s).get('/forums?per_page=20').expect(200);
    expect(mine.body.meta.total).toBe(6);
  });

  it('401; 404 for another tenant’s discipline and for a student not enrolled; 422 bad query', async () => {
    const d = await t.create.discipline(t.demo);
    await forum(d.id, { title: 'F', ago: 0 });
    await t.as(null).get(`/forums?discipline=${d.id}`).expect(401);
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acmeManager, t.acme).get(`/forums?discipline=${d.id}`).expect(404);
    expect((await t.as(acmeManager, t.acme).get('/forums').expect(200)).body.meta.total).toBe(0);
    const s = await t.create.user(t.demo);
    await t.as(s).get(`/forums?discipline=${d.id}`).expect(404);
    expect((await t.as(s).get('/forums').expect(200)).body.meta.total).toBe(0);
    await t.as(t.manager).get('/forums?sort=sideways').expect(422);
    await t.as(t.manager).get('/forums?visible=talvez').expect(422);
  });
});
