import { describe, expect, it } from 'vitest';
import { FORUM_MESSAGES as M } from '@trilha/shared/forums';
import { localBus, type LocalBroadcast, LOCAL_BROADCAST } from '@trilha/realtime-emitter';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const TABLES = ['forum_subscriptions', 'thread_subscriptions', 'notifications', 'domain_events'];

/** A discipline with a teacher, a tutor, two enrolled students and a forum. */
async function course(o: { isVisible?: boolean } = {}) {
  const discipline = await t.create.discipline(t.demo);
  const teacher = await t.create.user(t.demo, { type: 'teacher' });
  const tutor = await t.create.user(t.demo, { type: 'tutor' });
  const ana = await t.create.user(t.demo, { type: 'student' });
  const bia = await t.create.user(t.demo, { type: 'student' });
  await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
  await t.create.enroll(t.demo, discipline.id, tutor.id, 'tutor');
  await t.create.enroll(t.demo, discipline.id, ana.id);
  await t.create.enroll(t.demo, discipline.id, bia.id);
  const forum = await t.create.forum(t.demo, discipline.id, o);
  return { discipline, teacher, tutor, ana, bia, forum };
}

const told = async (type: string, commentId: number) =>
  (
    await t.db.notification.findMany({
      where: { type, data: { path: ['comment_id'], equals: commentId } },
      orderBy: { userId: 'asc' },
    })
  ).map((n) => n.userId);
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

/** Broadcasts published while `fn` runs, after-commit pushes included. */
async function broadcasts<T>(fn: () => Promise<T>): Promise<{ result: T; events: LocalBroadcast[] }> {
  const events: LocalBroadcast[] = [];
  const on = (e: LocalBroadcast) => events.push(e);
  localBus.on(LOCAL_BROADCAST, on);
  try {
    const result = await fn();
    await t.delivered();
    return { result, events };
  } finally {
    localBus.off(LOCAL_BROADCAST, on);
  }
}

describe('following a forum ("Seguir fórum")', () => {
  it('PUT/DELETE /forums/{id}/subscription: idempotent, and the state in GET /forums/{id} and GET /forums', async () => {
    const c = await course();
    expect((await t.as(c.ana).get(`/forums/${c.forum.id}`).expect(200)).body.subscribed).toBe(false);
    const on = await t.as(c.ana).put(`/forums/${c.forum.id}/subscription`).expect(200);
    expect(on.body).toEqual({ message: M.forumFollowed, data: { forum_id: c.forum.id, thread: null, subscribed: true } });
    await t.as(c.ana).put(`/forums/${c.forum.id}/subscription`).expect(200);
    expect(await t.db.forumSubscription.count({ where: { forumId: c.forum.id } })).toBe(1);
    expect((await t.as(c.ana).get(`/forums/${c.forum.id}`).expect(200)).body.subscribed).toBe(true);
    expect((await t.as(c.bia).get(`/forums/${c.forum.id}`).expect(200)).body.subscribed).toBe(false);
    const list = await t.as(c.ana).get(`/forums?discipline=${c.discipline.id}`).expect(200);
    expect(list.body.data[0]).toMatchObject({ id: c.forum.id, subscribed: true });
    const off = await t.as(c.ana).delete(`/forums/${c.forum.id}/subscription`).expect(200);
    expect(off.body).toEqual({ message: M.forumUnfollowed, data: { forum_id: c.forum.id, thread: null, subscribed: false } });
    await t.as(c.ana).delete(`/forums/${c.forum.id}/subscription`).expect(200);
    expect(await t.db.forumSubscription.count({ where: { forumId: c.forum.id } })).toBe(0);
  });

  it('a new first-level comment tells the forum’s followers who may open it, never its author', async () => {
    const c = await course();
    const gone = await t.create.user(t.demo, { type: 'student' });
    const acme = await t.create.user(t.acme, { type: 'manager' });
    for (const u of [c.ana, c.bia, c.teacher, gone, t.manager])
      await t
        .as(u)
        .put(`/forums/${c.forum.id}/subscription`)
        .expect(gone === u ? 404 : 200);
    await t.as(acme, t.acme).put(`/forums/${c.forum.id}/subscription`).expect(404);
    // Bia follows, then leaves the discipline: she is no longer told.
    const leave = await t.create.user(t.demo, { type: 'student' });
    const ins = await t.create.enroll(t.demo, c.discipline.id, leave.id);
    await t.as(leave).put(`/forums/${c.forum.id}/subscription`).expect(200);
    await t.db.disciplineInscription.updateMany({ where: { id: ins.id }, data: { status: 'finished' } });

    const post = await t.as(c.ana).post('/forums-comments').send({ forum: c.forum.id, text: 'Pergunta' }).expect(201);
    await t.delivered();
    const id = post.body.data.id as number;
    expect(await told('ForumCommentCreated', id)).toEqual(sorted(c.bia.id, c.teacher.id, t.manager.id));
    const bell = await t.as(c.bia).get('/notifications').expect(200);
    expect(bell.body.data[0]).toMatchObject({
      type: 'ForumCommentCreated',
      title: `${c.ana.name} comentou em ${c.forum.title}`,
      discipline_id: c.discipline.id,
      subject_id: c.forum.id,
      comment_id: id,
    });
    // A reply is not a first-level comment: forum followers are not told of it.
    const reply = await t
      .as(c.bia)
      .post('/forums-comments')
      .send({ forum: c.forum.id, parent: id, text: 'Resposta' })
      .expect(201);
    await t.delivered();
    expect(await told('ForumCommentCreated', reply.body.data.id)).toEqual([]);
  });

  it('a hidden comment tells no student follower; staff followers are told', async () => {
    const c = await course();
    for (const u of [c.bia, c.tutor]) await t.as(u).put(`/forums/${c.forum.id}/subscription`).expect(200);
    // A comment hidden by the time its event is delivered (written here as the API would publish it,
    // so the delivery cannot win the race): the subscriber reads the comment as it is then.
    const hidden = await t.create.forumComment(t.demo, c.forum.id, c.ana.id, { status: 'hidden' });
    await t.db.domainEvent.create({
      data: {
        companyId: t.demo.company.id,
        name: 'forum-comment.sent',
        payload: {
          comment_id: hidden.id,
          forum_id: c.forum.id,
          discipline_id: c.discipline.id,
          parent_id: null,
          thread_id: hidden.id,
          author_id: c.ana.id,
          consumer_domain: 'demo',
        },
      },
    });
    await t.delivered();
    expect(await told('ForumCommentCreated', hidden.id)).toEqual([c.tutor.id]);
  });

  it('401; 404 for another tenant, a student not enrolled, a hidden forum for students, unknown ids; 422 bad ids; nothing written', async () => {
    const c = await course();
    const hidden = await t.create.forum(t.demo, c.discipline.id, { isVisible: false });
    const outsider = await t.create.user(t.demo, { type: 'student' });
    const acme = await t.create.user(t.acme, { type: 'student' });
    await t.delivered();
    const before = await t.rowCounts(TABLES);
    for (const m of ['put', 'delete'] as const) {
      await t.as(null)[m](`/forums/${c.forum.id}/subscription`).expect(401);
      await t.as(acme, t.acme)[m](`/forums/${c.forum.id}/subscription`).expect(404);
      await t.as(outsider)[m](`/forums/${c.forum.id}/subscription`).expect(404);
      await t.as(c.ana)[m](`/forums/${hidden.id}/subscription`).expect(404);
      await t.as(c.ana)[m](`/forums/99999999/subscription`).expect(404);
      await t.as(c.ana)[m](`/forums/99999999999999/subscription`).expect(422);
      await t.as(c.ana)[m](`/forums/0/subscription`).expect(422);
      await t.as(c.ana)[m](`/forums/1%00/subscription`).expect(422);
    }
    expect(await t.rowCounts(TABLES)).toEqual(before);
    // Staff may follow a hidden forum (they see it).
    await t.as(c.teacher).put(`/forums/${hidden.id}/subscription`).expect(200);
  });
});

describe('following a thread ("Seguir discussão")', () => {
  it('a comment’s author follows its thread; a reply tells the thread’s followers, never its author', async () => {
    const c = await course();
    const root = await t.as(c.ana).post('/forums-comments').send({ forum: c.forum.id, text: 'Dúvida' }).expect(201);
    const rootId = root.body.data.id as number;
    expect(root.body.data.subscribed).toBe(true);
    expect(await t.db.threadSubscription.findMany({ where: { threadId: rootId }, select: { userId: true } })).toEqual([
      { userId: c.ana.id },
    ]);
    // The tutor follows through a reply's id: that is the thread.
    const first = await t
      .as(c.bia)
      .post('/forums-comments')
      .send({ forum: c.forum.id, parent: rootId, text: 'Eu também' })
      .expect(201);
    const firstId = first.body.data.id as number;
    await t.delivered();
    const follow = await t.as(c.tutor).put(`/forums-comments/${firstId}/subscription`).expect(200);
    expect(follow.body).toEqual({ message: M.threadFollowed, data: { forum_id: c.forum.id, thread: rootId, subscribed: true } });
    await t.delivered();
    // Bia's reply: Ana (auto-follower) told; Bia (its author, now a follower too) not.
    expect(await told('ForumReplyCreated', firstId)).toEqual([c.ana.id]);

    const deeper = await t
      .as(c.teacher)
      .post('/forums-comments')
      .send({ forum: c.forum.id, parent: firstId, text: 'Respondo' })
      .expect(201);
    await t.delivered();
    expect(await told('ForumReplyCreated', deeper.body.data.id)).toEqual(sorted(c.ana.id, c.bia.id, c.tutor.id));
    const bell = await t.as(c.ana).get('/notifications').expect(200);
    expect(bell.body.data[0]).toMatchObject({
      type: 'ForumReplyCreated',
      subject_id: c.forum.id,
      comment_id: deeper.body.data.id,
    });

    // The state on comments, and unfollowing.
    const listed = await t.as(c.tutor).get(`/forums-comments?forum=${c.forum.id}`).expect(200);
    expect(listed.body.data[0]).toMatchObject({ id: rootId, subscribed: true });
    expect(listed.body.data[0].replies[0]).toMatchObject({ id: firstId, subscribed: true });
    const off = await t.as(c.tutor).delete(`/forums-comments/${rootId}/subscription`).expect(200);
    expect(off.body.data).toEqual({ forum_id: c.forum.id, thread: rootId, subscribed: false });
    await t.as(c.tutor).delete(`/forums-comments/${rootId}/subscription`).expect(200);
    const last = await t
      .as(c.ana)
      .post('/forums-comments')
      .send({ forum: c.forum.id, parent: rootId, text: 'Obrigada' })
      .expect(201);
    await t.delivered();
    expect(await told('ForumReplyCreated', last.body.data.id)).toEqual(sorted(c.bia.id, c.teacher.id));
    // A redelivery of the last event writes nothing more (the rows are keyed by the event). Followers
    // are read at delivery: an older event redelivered after follows changed would reach today's set.
    const before = await t.rowCounts(['notifications']);
    await t.db.$executeRaw`UPDATE domain_events SET status = 'pending', available_at = now()
      WHERE name = 'forum-comment.sent' AND (payload->>'comment_id')::int = ${last.body.data.id as number}`;
    await t.delivered();
    expect(await t.rowCounts(['notifications'])).toEqual(before);
  });

  it('replies under a hidden comment tell no student follower', async () => {
    const c = await course();
    const root = await t.create.forumComment(t.demo, c.forum.id, c.teacher.id);
    for (const u of [c.ana, c.tutor])
      await t.db.threadSubscription.create({
        data: { companyId: t.demo.company.id, threadId: root.id, forumId: c.forum.id, userId: u.id },
      });
    const hidden = await t.create.forumComment(t.demo, c.forum.id, c.bia.id, { parentId: root.id, status: 'hidden' });
    const under = await t
      .as(c.teacher)
      .post('/forums-comments')
      .send({ forum: c.forum.id, parent: hidden.id, text: 'Sob oculto' })
      .expect(201);
    await t.delivered();
    expect(await told('ForumReplyCreated', under.body.data.id)).toEqual([c.tutor.id]);
  });

  it('401; 404 for another tenant, a hidden comment for students, a deleted one, unknown ids; 422 bad ids; nothing written', async () => {
    const c = await course();
    const root = await t.create.forumComment(t.demo, c.forum.id, c.teacher.id);
    const hidden = await t.create.forumComment(t.demo, c.forum.id, c.teacher.id, { status: 'hidden' });
    const deleted = await t.create.forumComment(t.demo, c.forum.id, c.teacher.id);
    await t.db.forumComment.updateMany({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    const acme = await t.create.user(t.acme, { type: 'manager' });
    const outsider = await t.create.user(t.demo, { type: 'student' });
    await t.delivered();
    const before = await t.rowCounts(TABLES);
    for (const m of ['put', 'delete'] as const) {
      await t.as(null)[m](`/forums-comments/${root.id}/subscription`).expect(401);
      expect((await t.as(acme, t.acme)[m](`/forums-comments/${root.id}/subscription`).expect(404)).body.code).toBe(
        'FORUM_COMMENT_NOT_FOUND',
      );
      await t.as(outsider)[m](`/forums-comments/${root.id}/subscription`).expect(404);
      await t.as(c.ana)[m](`/forums-comments/${hidden.id}/subscription`).expect(404);
      await t.as(c.ana)[m](`/forums-comments/${deleted.id}/subscription`).expect(404);
      await t.as(c.ana)[m](`/forums-comments/99999999/subscription`).expect(404);
      await t.as(c.ana)[m](`/forums-comments/99999999999999/subscription`).expect(422);
      await t.as(c.ana)[m](`/forums-comments/abc/subscription`).expect(422);
    }
    expect(await t.rowCounts(TABLES)).toEqual(before);
    await t.as(c.tutor).put(`/forums-comments/${hidden.id}/subscription`).expect(200);
  });
});

describe('gaps: a hidden forum shown later; students’ total_comments', () => {
  it('a forum created hidden sends ForumCreated when first shown, once; a visible one never again', async () => {
    const c = await course();
    const created = await t
      .as(c.teacher)
      .post('/forums')
      .send({ discipline_id: c.discipline.id, title: 'Rascunho', is_visible: false })
      .expect(201);
    const id = created.body.data.id as number;
    await t.delivered();
    const forumCreated = () => t.db.notification.findMany({ where: { type: 'ForumCreated', subjectId: id } });
    expect(await forumCreated()).toEqual([]);
    await t.as(c.teacher).post(`/forums/${id}`).send({ title: 'Agora sim' }).expect(200);
    await t.as(c.teacher).post(`/forums/${id}`).send({ is_visible: false }).expect(200);
    await t.delivered();
    expect(await forumCreated()).toEqual([]);
    await t.as(c.teacher).post(`/forums/${id}`).send({ is_visible: true }).expect(200);
    await t.delivered();
    const first = await forumCreated();
    expect(first.map((n) => [n.userId, n.title]).sort()).toEqual(
      [
        [c.ana.id, 'Novo fórum: Agora sim'],
        [c.bia.id, 'Novo fórum: Agora sim'],
      ].sort(),
    );
    for (const is_visible of [false, true, true]) await t.as(c.teacher).post(`/forums/${id}`).send({ is_visible }).expect(200);
    await t.delivered();
    expect(await forumCreated()).toHaveLength(2);
    expect(await t.db.domainEvent.count({ where: { name: 'forum.published' } })).toBe(1);

    // Visible from the start: told at creation, and a hide/show later tells nobody again.
    const shown = await t.as(c.teacher).post('/forums').send({ discipline_id: c.discipline.id, title: 'Aberto' }).expect(201);
    await t.as(c.teacher).post(`/forums/${shown.body.data.id}`).send({ is_visible: false }).expect(200);
    await t.as(c.teacher).post(`/forums/${shown.body.data.id}`).send({ is_visible: true }).expect(200);
    await t.delivered();
    expect(await t.db.notification.count({ where: { type: 'ForumCreated', subjectId: shown.body.data.id } })).toBe(2);
  });

  it('students’ total_comments leaves out hidden comments and everything under them; staff count every live one', async () => {
    const c = await course();
    const add = (authorId: number, o: { parentId?: number; status?: 'visible' | 'hidden' } = {}) =>
      t.create.forumComment(t.demo, c.forum.id, authorId, o);
    const a = await add(c.teacher.id); // visible
    const a1 = await add(c.ana.id, { parentId: a.id }); // visible
    const gone = await add(c.ana.id, { parentId: a.id }); // deleted below
    const h = await add(c.bia.id, { status: 'hidden' }); // hidden root
    const h1 = await add(c.ana.id, { parentId: h.id }); // under hidden
    const h2 = await add(c.ana.id, { parentId: h1.id, status: 'hidden' }); // hidden under hidden
    await add(c.ana.id, { parentId: h2.id }); // under both
    await add(c.tutor.id, { parentId: a1.id, status: 'hidden' }); // a hidden leaf
    const b = await add(c.teacher.id); // visible
    // A deleted comment leaves the counter (as the API does).
    await t.db.forumComment.updateMany({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    await t.db.forum.updateMany({ where: { id: c.forum.id }, data: { totalComments: { decrement: 1 } } });
    void b;
    // Staff: every live comment (8). Students: a, a1, b (3).
    expect((await t.as(c.teacher).get(`/forums/${c.forum.id}`).expect(200)).body.total_comments).toBe(8);
    const student = await t.as(c.ana).get(`/forums/${c.forum.id}`).expect(200);
    expect(student.body.total_comments).toBe(3);
    const list = await t.as(c.bia).get(`/forums?discipline=${c.discipline.id}`).expect(200);
    expect(list.body.data[0]).toMatchObject({ id: c.forum.id, total_comments: 3 });
    // Unread for Bia: a (teacher), a1 (Ana), b (teacher); nothing hidden or under hidden.
    expect(list.body.data[0].unread_comments).toBe(3);
    expect(list.body.meta.total_unread_comments).toBe(3);
    // The same as what a student can list.
    const top = await t.as(c.ana).get(`/forums-comments?forum=${c.forum.id}`).expect(200);
    expect(top.body.meta.total).toBe(2);
    // Live: the student channel carries the students' count, the staff one the counter.
    const posted = await broadcasts(() =>
      t.as(c.teacher).post('/forums-comments').send({ forum: c.forum.id, text: 'Novo' }).expect(201),
    );
    const totals = Object.fromEntries(
      posted.events
        .filter((e) => e.event === '.comment.sent')
        .map((e) => [e.channel, (e.data as { total_comments: number }).total_comments]),
    );
    expect(totals).toEqual({ [`forum.${c.forum.id}`]: 9, [`forum.${c.forum.id}.student`]: 4 });
  });
});
