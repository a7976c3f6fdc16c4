import { describe, expect, it } from 'vitest';
import { FORUM_MESSAGES as M } from '@trilha/shared/forums';
import { localBus, type LocalBroadcast, LOCAL_BROADCAST } from '@trilha/realtime-emitter';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const TABLES = ['forums', 'forum_comments', 'comment_votes', 'forum_reads', 'domain_events'];

/** A discipline with its teacher, a tutor, two enrolled students and a forum. */
async function course(o: { status?: 'open' | 'closed'; isVisible?: boolean; votesEnable?: boolean } = {}) {
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
const sent = (events: LocalBroadcast[]) => events.map((e) => `${e.channel} ${e.event}`).sort();

describe('forums: create, read, update, delete, mark read', () => {
  it('a teacher creates a forum (forum.created published), updates, reads and deletes it', async () => {
    const c = await course();
    const res = await t
      .as(c.teacher)
      .post('/forums')
      .send({ discipline_id: c.discipline.id, title: '  Dúvidas  ', description: 'Pergunte aqui' })
      .expect(201);
    expect(res.body.message).toBe(M.forumCreated);
    expect(res.body.data).toMatchObject({
      title: 'Dúvidas',
      description: 'Pergunte aqui',
      status: 'open',
      is_visible: true,
      votes_enable: true,
      interactive: true,
      total_comments: 0,
      discipline: { id: c.discipline.id },
      author: { id: c.teacher.id },
    });
    const id = res.body.data.id as number;
    const event = await t.db.domainEvent.findFirstOrThrow({ where: { name: 'forum.created' }, orderBy: { id: 'desc' } });
    expect(event.payload).toEqual({
      forum_id: id,
      discipline_id: c.discipline.id,
      title: 'Dúvidas',
      visible: true,
    });

    expect((await t.as(c.ana).get(`/forums/${id}`).expect(200)).body).toMatchObject({ id, title: 'Dúvidas', unread_comments: 0 });
    const upd = await t.as(c.teacher).post(`/forums/${id}`).send({ status: 'closed', is_visible: false }).expect(200);
    expect(upd.body).toMatchObject({
      message: M.forumUpdated,
      data: { status: 'closed', is_visible: false, interactive: false, title: 'Dúvidas' },
    });
    // Hidden now: a student no longer reaches it; staff do.
    await t.as(c.ana).get(`/forums/${id}`).expect(404);
    await t.as(c.tutor).get(`/forums/${id}`).expect(200);

    expect((await t.as(c.teacher).delete(`/forums/${id}`).expect(200)).body).toEqual({ message: M.forumDeleted });
    await t.as(c.teacher).get(`/forums/${id}`).expect(404);
    expect((await t.db.forum.findFirstOrThrow({ where: { id } })).deletedAt).not.toBeNull();
  });

  it('PUT /forums/{id}/read clears the caller’s unread comments only', async () => {
    const c = await course();
    await t.create.forumComment(t.demo, c.forum.id, c.teacher.id);
    await t.create.forumComment(t.demo, c.forum.id, c.teacher.id);
    expect((await t.as(c.ana).get(`/forums/${c.forum.id}`).expect(200)).body.unread_comments).toBe(2);
    expect((await t.as(c.ana).put(`/forums/${c.forum.id}/read`).expect(200)).body).toEqual({ message: M.forumRead });
    expect((await t.as(c.ana).get(`/forums/${c.forum.id}`).expect(200)).body.unread_comments).toBe(0);
    expect((await t.as(c.bia).get(`/forums/${c.forum.id}`).expect(200)).body.unread_comments).toBe(2);
    // Again: still one row per reader.
    await t.as(c.ana).put(`/forums/${c.forum.id}/read`).expect(200);
    expect(await t.db.forumRead.count({ where: { forumId: c.forum.id } })).toBe(1);
  });

  it('401 without a token, 403 for a role that may not, 404 across tenants and disciplines, 422 bad input; nothing written', async () => {
    const c = await course();
    const acme = await t.create.user(t.acme, { type: 'manager' });
    const otherTeacher = await t.create.user(t.demo, { type: 'teacher' });
    const before = await t.rowCounts(TABLES);
    await t.as(null).post('/forums').send({ discipline_id: c.discipline.id, title: 'X' }).expect(401);
    await t.as(null).get(`/forums/${c.forum.id}`).expect(401);
    await t.as(null).put(`/forums/${c.forum.id}/read`).expect(401);
    await t.as(c.ana).post('/forums').send({ discipline_id: c.discipline.id, title: 'X' }).expect(403);
    await t.as(c.tutor).post(`/forums/${c.forum.id}`).send({ title: 'X' }).expect(403);
    await t.as(c.ana).delete(`/forums/${c.forum.id}`).expect(403);
    // A teacher of another discipline: may not build this one.
    expect(
      (await t.as(otherTeacher).post('/forums').send({ discipline_id: c.discipline.id, title: 'X' }).expect(404)).body.code,
    ).toBe('DISCIPLINE_NOT_FOUND');
    expect((await t.as(otherTeacher).post(`/forums/${c.forum.id}`).send({ title: 'X' }).expect(404)).body.code).toBe(
      'FORUM_NOT_FOUND',
    );
    await t.as(acme, t.acme).get(`/forums/${c.forum.id}`).expect(404);
    await t.as(acme, t.acme).post(`/forums/${c.forum.id}`).send({ title: 'X' }).expect(404);
    await t.as(acme, t.acme).delete(`/forums/${c.forum.id}`).expect(404);
    await t.as(acme, t.acme).put(`/forums/${c.forum.id}/read`).expect(404);
    await t.as(acme, t.acme).post('/forums').send({ discipline_id: c.discipline.id, title: 'X' }).expect(404);
    const bad = await t.as(c.teacher).post('/forums').send({ discipline_id: c.discipline.id, title: '   ' }).expect(422);
    expect(bad.body.errors.title).toEqual([M.forumTitleRequired]);
    await t
      .as(c.teacher)
      .post('/forums')
      .send({ discipline_id: c.discipline.id, title: 'x'.repeat(256) })
      .expect(422);
    await t.as(c.teacher).post(`/forums/${c.forum.id}`).send({ status: 'talvez' }).expect(422);
    await t.as(c.teacher).get('/forums/abc').expect(422);
    await t.as(c.teacher).get('/forums/99999999').expect(404);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});

describe('comments: threads, counters, edit, delete', () => {
  it('threads replies by materialised path and keeps the counters', async () => {
    const c = await course();
    const root = await t.as(c.ana).post('/forums-comments').send({ forum: c.forum.id, text: 'Primeira pergunta' }).expect(201);
    expect(root.body.message).toBe(M.forumCommentCreated);
    const r = root.body.data;
    expect(r).toMatchObject({
      forum: c.forum.id,
      parent: null,
      thread: r.id,
      depth: 0,
      path: String(r.id).padStart(10, '0'),
      text: 'Primeira pergunta',
      status: 'visible',
      votes: 0,
      user_vote: null,
      num_children: 0,
      thread_lenght: 1,
      author: { id: c.ana.id },
      modified_by: null,
      deleted_at: null,
    });
    const reply = (
      await t.as(c.teacher).post('/forums-comments').send({ forum: c.forum.id, parent: r.id, text: 'Resposta' }).expect(201)
    ).body.data;
    const deep = (
      await t.as(c.bia).post('/forums-comments').send({ forum: c.forum.id, parent: reply.id, text: 'Tréplica' }).expect(201)
    ).body.data;
    expect(reply).toMatchObject({
      parent: r.id,
      thread: r.id,
      depth: 1,
      path: `${r.path}.${String(reply.id).padStart(10, '0')}`,
    });
    expect(deep).toMatchObject({
      parent: reply.id,
      thread: r.id,
      depth: 2,
      path: `${reply.path}.${String(deep.id).padStart(10, '0')}`,
    });
    expect((await t.db.forum.findFirstOrThrow({ where: { id: c.forum.id } })).totalComments).toBe(3);
    expect((await t.db.forumComment.findFirstOrThrow({ where: { id: r.id } })).numChildren).toBe(1);

    // Depth-first by path.
    const ordered = await t.db.forumComment.findMany({ where: { forumId: c.forum.id }, orderBy: { path: 'asc' } });
    expect(ordered.map((x) => x.id)).toEqual([r.id, reply.id, deep.id]);

    // A reply to another forum's comment, or to a missing one: 422 on `parent`.
    const other = await t.create.forum(t.demo, c.discipline.id);
    const elsewhere = await t.create.forumComment(t.demo, other.id, c.teacher.id);
    const bad = await t
      .as(c.ana)
      .post('/forums-comments')
      .send({ forum: c.forum.id, parent: elsewhere.id, text: 'x' })
      .expect(422);
    expect(bad.body).toMatchObject({
      code: 'FORUM_COMMENT_PARENT_NOT_FOUND',
      errors: { parent: [M.forumCommentParentNotFound] },
    });
  });

  it('lists a level newest first with 10 replies each, pages replies with parent, and keeps a deleted comment’s place', async () => {
    const c = await course();
    const base = Date.now() - 3_600_000;
    const roots = [];
    for (let i = 0; i < 12; i++)
      roots.push(
        await t.create.forumComment(t.demo, c.forum.id, c.ana.id, { text: `R${i}`, createdAt: new Date(base + i * 1000) }),
      );
    const first = roots[11]!;
    for (let i = 0; i < 13; i++)
      await t.create.forumComment(t.demo, c.forum.id, c.bia.id, {
        parentId: first.id,
        text: `F${i}`,
        createdAt: new Date(base + 60_000 + i * 1000),
      });

    const page = await t.as(c.ana).get(`/forums-comments?forum=${c.forum.id}`).expect(200);
    expect(page.body.meta).toEqual({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(page.body.data.map((x: { text: string }) => x.text)).toEqual([
      'R11',
      'R10',
      'R9',
      'R8',
      'R7',
      'R6',
      'R5',
      'R4',
      'R3',
      'R2',
    ]);
    expect(page.body.data[0].num_children).toBe(13);
    expect(page.body.data[0].thread_lenght).toBe(14);
    expect(page.body.data[0].replies.map((x: { text: string }) => x.text)).toEqual([
      'F0',
      'F1',
      'F2',
      'F3',
      'F4',
      'F5',
      'F6',
      'F7',
      'F8',
      'F9',
    ]);
    expect(page.body.data[1].replies).toEqual([]);

    // Load more: the next replies of that level.
    const more = await t
      .as(c.ana)
      .get(`/forums-comments?forum=${c.forum.id}&parent=${first.id}&page=2&num_children=0`)
      .expect(200);
    expect(more.body.data.map((x: { text: string }) => x.text)).toEqual(['F10', 'F11', 'F12']);
    expect(more.body.meta.total).toBe(13);

    // Delete: keeps its place, empty text, one fewer in total_comments; its replies stay.
    expect((await t.db.forum.findFirstOrThrow({ where: { id: c.forum.id } })).totalComments).toBe(25);
    expect((await t.as(c.ana).delete(`/forums-comments/${first.id}`).expect(200)).body).toEqual({
      message: M.forumCommentDeleted,
    });
    const after = await t.as(c.bia).get(`/forums-comments?forum=${c.forum.id}`).expect(200);
    expect(after.body.data[0]).toMatchObject({ id: first.id, text: '', num_children: 13 });
    expect(after.body.data[0].deleted_at).not.toBeNull();
    expect(after.body.data[0].replies).toHaveLength(10);
    expect((await t.db.forum.findFirstOrThrow({ where: { id: c.forum.id } })).totalComments).toBe(24);
    // Deleted twice: not found, the count stays.
    await t.as(c.ana).delete(`/forums-comments/${first.id}`).expect(404);
    expect((await t.db.forum.findFirstOrThrow({ where: { id: c.forum.id } })).totalComments).toBe(24);
  });

  it('edits: the author or a moderator (modified_by); another student is refused', async () => {
    const c = await course();
    const mine = await t.create.forumComment(t.demo, c.forum.id, c.ana.id, { text: 'Antes' });
    const edited = await t.as(c.ana).post(`/forums-comments/${mine.id}`).send({ text: 'Depois' }).expect(200);
    expect(edited.body).toMatchObject({
      message: M.forumCommentUpdated,
      data: { text: 'Depois', modified_by: { id: c.ana.id } },
    });
    const refused = await t.as(c.bia).post(`/forums-comments/${mine.id}`).send({ text: 'Meu agora' }).expect(403);
    expect(refused.body).toMatchObject({ code: 'FORUM_COMMENT_NOT_EDITABLE', message: M.forumCommentNotEditable });
    await t.as(c.bia).delete(`/forums-comments/${mine.id}`).expect(403);
    const moderated = await t.as(c.tutor).post(`/forums-comments/${mine.id}`).send({ text: 'Moderado' }).expect(200);
    expect(moderated.body.data).toMatchObject({ text: 'Moderado', author: { id: c.ana.id }, modified_by: { id: c.tutor.id } });
    await t.as(c.ana).post(`/forums-comments/${mine.id}`).send({ text: '  ' }).expect(422);
    expect((await t.db.forumComment.findFirstOrThrow({ where: { id: mine.id } })).text).toBe('Moderado');
  });

  it("a closed or hidden forum refuses interaction with the spec's message; moderators may still hide and delete", async () => {
    const closed = await course({ status: 'closed' });
    const comment = await t.create.forumComment(t.demo, closed.forum.id, closed.ana.id);
    const before = await t.rowCounts(TABLES);
    for (const req of [
      t.as(closed.ana).post('/forums-comments').send({ forum: closed.forum.id, text: 'Oi' }),
      t.as(closed.teacher).post('/forums-comments').send({ forum: closed.forum.id, parent: comment.id, text: 'Oi' }),
      t.as(closed.ana).post(`/forums-comments/${comment.id}`).send({ text: 'Oi' }),
      t.as(closed.bia).put(`/forums-comments/${comment.id}/vote`).send({ vote: 1 }),
      t.as(closed.ana).delete(`/forums-comments/${comment.id}`),
    ]) {
      const res = await req.expect(409);
      expect(res.body).toMatchObject({ code: 'FORUM_UNAVAILABLE', message: 'Este fórum está indisponível para interações' });
    }
    expect(await t.rowCounts(TABLES)).toEqual(before);
    await t.as(closed.tutor).put(`/forums-comments/${comment.id}/visibility`).send({ status: 'hidden' }).expect(200);
    await t.as(closed.tutor).delete(`/forums-comments/${comment.id}`).expect(200);

    const hidden = await course({ isVisible: false });
    // Staff see the hidden forum but may not post in it; students do not even see it.
    expect(
      (await t.as(hidden.teacher).post('/forums-comments').send({ forum: hidden.forum.id, text: 'Oi' }).expect(409)).body.message,
    ).toBe(M.forumUnavailable);
    await t.as(hidden.ana).post('/forums-comments').send({ forum: hidden.forum.id, text: 'Oi' }).expect(404);
    await t.as(hidden.ana).get(`/forums-comments?forum=${hidden.forum.id}`).expect(404);
  });
});

describe('votes', () => {
  it('a new vote moves the count by 1, a changed vote by 2, the same vote by nothing', async () => {
    const c = await course();
    const comment = await t.create.forumComment(t.demo, c.forum.id, c.teacher.id);
    const vote = (user: { token: string }, v: number) =>
      t.as(user).put(`/forums-comments/${comment.id}/vote`).send({ vote: v }).expect(200);
    const { result, events } = await broadcasts(() => vote(c.ana, 1));
    expect(result.body).toEqual({ message: M.forumVoted, data: { comment_id: comment.id, votes: 1, user_vote: { vote: 1 } } });
    expect(sent(events)).toEqual([`forum.${c.forum.id} .vote.made`, `forum.${c.forum.id}.student .vote.made`]);
    expect((await broadcasts(() => vote(c.bia, 1))).result.body.data.votes).toBe(2);
    const changed = await broadcasts(() => vote(c.ana, -1));
    expect(changed.result.body.data).toEqual({ comment_id: comment.id, votes: 0, user_vote: { vote: -1 } });
    expect(changed.events.map((e) => [e.event, (e.data as { votes: number }).votes])).toEqual([
      ['.vote.changed', 0],
      ['.vote.changed', 0],
    ]);
    const same = await broadcasts(() => vote(c.ana, -1));
    expect(same.result.body.data.votes).toBe(0);
    expect(same.events).toEqual([]);
    expect((await vote(c.tutor, -1)).body.data.votes).toBe(-1);
    // The count is the sum of the votes.
    const rows = await t.db.commentVote.findMany({ where: { commentId: comment.id } });
    expect(rows.reduce((s, r) => s + r.vote, 0)).toBe(-1);
    expect((await t.db.forumComment.findFirstOrThrow({ where: { id: comment.id } })).votes).toBe(-1);
    const listed = await t.as(c.ana).get(`/forums-comments?forum=${c.forum.id}`).expect(200);
    expect(listed.body.data[0]).toMatchObject({ votes: -1, user_vote: { vote: -1 } });
  });

  it('DELETE …/vote withdraws the caller’s vote: the count moves back by it, once, whatever the replays', async () => {
    const c = await course();
    const comment = await t.create.forumComment(t.demo, c.forum.id, c.teacher.id);
    const vote = (user: { token: string }, v: number) =>
      t.as(user).put(`/forums-comments/${comment.id}/vote`).send({ vote: v }).expect(200);
    const withdraw = (user: { token: string }) => t.as(user).delete(`/forums-comments/${comment.id}/vote`).expect(200);
    await vote(c.ana, 1);
    await vote(c.bia, -1);
    await vote(c.tutor, 1);
    await t.delivered(); // their pushes are out before the withdrawal's

    const { result, events } = await broadcasts(() => withdraw(c.ana));
    expect(result.body).toEqual({ message: M.forumVoteWithdrawn, data: { comment_id: comment.id, votes: 0, user_vote: null } });
    expect(sent(events)).toEqual([`forum.${c.forum.id} .vote.withdrawn`, `forum.${c.forum.id}.student .vote.withdrawn`]);
    expect(events.map((e) => e.data)).toEqual([
      { forum_id: c.forum.id, comment_id: comment.id, votes: 0 },
      { forum_id: c.forum.id, comment_id: comment.id, votes: 0 },
    ]);
    // Replayed (a double click, a retried request): nothing moves, nothing is published.
    const events0 = await t.db.domainEvent.count({ where: { name: 'forum-comment.voted' } });
    const again = await broadcasts(() => Promise.all([withdraw(c.ana), withdraw(c.ana), withdraw(c.ana)]));
    expect(again.result.map((r) => r.body.data)).toEqual(Array(3).fill({ comment_id: comment.id, votes: 0, user_vote: null }));
    expect(again.events).toEqual([]);
    expect(await t.db.domainEvent.count({ where: { name: 'forum-comment.voted' } })).toBe(events0);
    // A down vote withdrawn moves the count up; never having voted changes nothing.
    expect((await withdraw(c.bia)).body.data.votes).toBe(1);
    expect((await withdraw(c.teacher)).body.data).toEqual({ comment_id: comment.id, votes: 1, user_vote: null });
    // Vote again after withdrawing: a first vote again (by 1).
    await t.delivered();
    const revote = await broadcasts(() => vote(c.ana, -1));
    expect(revote.result.body.data.votes).toBe(0);
    expect(sent(revote.events)).toEqual([`forum.${c.forum.id} .vote.made`, `forum.${c.forum.id}.student .vote.made`]);

    // Concurrent votes and withdrawals by many: the count is the sum of the stored votes.
    await Promise.all(
      [c.ana, c.bia, c.tutor, c.teacher].flatMap((u, i) => [vote(u, i % 2 ? 1 : -1), withdraw(u), vote(u, 1), withdraw(u)]),
    );
    const rows = await t.db.commentVote.findMany({ where: { commentId: comment.id } });
    const stored = await t.db.forumComment.findFirstOrThrow({ where: { id: comment.id } });
    expect(stored.votes).toBe(rows.reduce((sum, r) => sum + r.vote, 0));
    const listed = await t.as(c.ana).get(`/forums-comments?forum=${c.forum.id}`).expect(200);
    expect(listed.body.data[0]).toMatchObject({ votes: stored.votes });
  });

  it('refuses a withdrawal where votes are off or the forum is closed, without a token, and across tenants; nothing changes', async () => {
    const off = await course({ votesEnable: false });
    const c1 = await t.create.forumComment(t.demo, off.forum.id, off.teacher.id);
    const closed = await course();
    const c2 = await t.create.forumComment(t.demo, closed.forum.id, closed.teacher.id);
    await t.as(closed.ana).put(`/forums-comments/${c2.id}/vote`).send({ vote: 1 }).expect(200);
    await t.db.forum.updateMany({ where: { id: closed.forum.id }, data: { status: 'closed' } });
    const before = await t.rowCounts(TABLES);
    expect((await t.as(off.ana).delete(`/forums-comments/${c1.id}/vote`).expect(409)).body.code).toBe('FORUM_VOTES_DISABLED');
    expect((await t.as(closed.ana).delete(`/forums-comments/${c2.id}/vote`).expect(409)).body.code).toBe('FORUM_UNAVAILABLE');
    await t.as(null).delete(`/forums-comments/${c2.id}/vote`).expect(401);
    const acme = await t.create.user(t.acme, { type: 'student' });
    await t.as(acme, t.acme).delete(`/forums-comments/${c2.id}/vote`).expect(404);
    // A student of another discipline of the same company: not found, not forbidden.
    const stranger = await t.create.user(t.demo, { type: 'student' });
    await t.as(stranger).delete(`/forums-comments/${c2.id}/vote`).expect(404);
    await t.as(closed.ana).delete('/forums-comments/abc/vote').expect(422);
    await t
      .as(closed.ana)
      .delete('/forums-comments/99999999999/vote')
      .expect((r) => expect([404, 422]).toContain(r.status));
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect((await t.db.forumComment.findFirstOrThrow({ where: { id: c2.id } })).votes).toBe(1);
  });

  it('refuses votes where they are off, bad votes, and other tenants', async () => {
    const c = await course({ votesEnable: false });
    const comment = await t.create.forumComment(t.demo, c.forum.id, c.teacher.id);
    const before = await t.rowCounts(TABLES);
    expect((await t.as(c.ana).put(`/forums-comments/${comment.id}/vote`).send({ vote: 1 }).expect(409)).body.code).toBe(
      'FORUM_VOTES_DISABLED',
    );
    await t.as(c.ana).put(`/forums-comments/${comment.id}/vote`).send({ vote: 2 }).expect(422);
    await t.as(c.ana).put(`/forums-comments/${comment.id}/vote`).send({ vote: 0 }).expect(422);
    await t.as(c.ana).put(`/forums-comments/${comment.id}/vote`).send({}).expect(422);
    await t.as(null).put(`/forums-comments/${comment.id}/vote`).send({ vote: 1 }).expect(401);
    const acme = await t.create.user(t.acme, { type: 'student' });
    await t.as(acme, t.acme).put(`/forums-comments/${comment.id}/vote`).send({ vote: 1 }).expect(404);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});

describe('hidden comments and the live channels', () => {
  it('a hidden comment and its replies are out of the student’s view and never reach the student channel', async () => {
    const c = await course();
    const staff = `forum.${c.forum.id}`;
    const students = `forum.${c.forum.id}.student`;
    const posted = await broadcasts(() =>
      t.as(c.ana).post('/forums-comments').send({ forum: c.forum.id, text: 'Olá' }).expect(201),
    );
    const root = posted.result.body.data;
    expect(sent(posted.events)).toEqual([`${staff} .comment.sent`, `${students} .comment.sent`]);
    expect(posted.events[0]!.data).toEqual({
      forum_id: c.forum.id,
      comment_id: root.id,
      parent_id: null,
      thread: root.id,
      total_comments: 1,
    });

    // Students may not moderate.
    await t.as(c.bia).put(`/forums-comments/${root.id}/visibility`).send({ status: 'hidden' }).expect(403);
    const hid = await broadcasts(() =>
      t.as(c.tutor).put(`/forums-comments/${root.id}/visibility`).send({ status: 'hidden' }).expect(200),
    );
    expect(hid.result.body).toMatchObject({ message: M.forumCommentHidden, data: { status: 'hidden' } });
    // Staff hear it changed; for students it is gone.
    expect(sent(hid.events)).toEqual([`${staff} .comment.updated`, `${students} .comment.deleted`]);

    // A reply under the hidden comment (staff may post there): staff channel only, whatever happens to it.
    const reply = await broadcasts(() =>
      t.as(c.teacher).post('/forums-comments').send({ forum: c.forum.id, parent: root.id, text: 'Sob oculto' }).expect(201),
    );
    const replyId = reply.result.body.data.id as number;
    expect(sent(reply.events)).toEqual([`${staff} .comment.sent`]);
    expect(
      sent(
        (await broadcasts(() => t.as(c.teacher).post(`/forums-comments/${replyId}`).send({ text: 'Editado' }).expect(200)))
          .events,
      ),
    ).toEqual([`${staff} .comment.updated`]);
    expect(
      sent((await broadcasts(() => t.as(c.tutor).put(`/forums-comments/${replyId}/vote`).send({ vote: 1 }).expect(200))).events),
    ).toEqual([`${staff} .vote.made`]);
    // Students: not listed, not reachable, not repliable, not votable.
    const list = await t.as(c.bia).get(`/forums-comments?forum=${c.forum.id}`).expect(200);
    expect(list.body.data).toEqual([]);
    await t.as(c.bia).get(`/forums-comments?forum=${c.forum.id}&parent=${root.id}`).expect(404);
    await t.as(c.bia).put(`/forums-comments/${replyId}/vote`).send({ vote: 1 }).expect(404);
    await t.as(c.bia).post('/forums-comments').send({ forum: c.forum.id, parent: replyId, text: 'x' }).expect(422);
    // Staff see it all.
    const staffList = await t.as(c.tutor).get(`/forums-comments?forum=${c.forum.id}`).expect(200);
    expect(staffList.body.data).toMatchObject([{ id: root.id, status: 'hidden', replies: [{ id: replyId }] }]);

    // Shown again: students get it back as new.
    const shown = await broadcasts(() =>
      t.as(c.tutor).put(`/forums-comments/${root.id}/visibility`).send({ status: 'visible' }).expect(200),
    );
    expect(sent(shown.events)).toEqual([`${staff} .comment.updated`, `${students} .comment.sent`]);
    expect((await t.as(c.bia).get(`/forums-comments?forum=${c.forum.id}`).expect(200)).body.data).toMatchObject([
      { id: root.id, replies: [{ id: replyId, text: 'Editado' }] },
    ]);
  });

  it('404 for another tenant on every comment route; 401 without a token', async () => {
    const c = await course();
    const comment = await t.create.forumComment(t.demo, c.forum.id, c.ana.id);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    const as = t.as(acme, t.acme);
    await as.get(`/forums-comments?forum=${c.forum.id}`).expect(404);
    await as.post('/forums-comments').send({ forum: c.forum.id, text: 'x' }).expect(404);
    await as.post(`/forums-comments/${comment.id}`).send({ text: 'x' }).expect(404);
    await as.delete(`/forums-comments/${comment.id}`).expect(404);
    await as.put(`/forums-comments/${comment.id}/visibility`).send({ status: 'hidden' }).expect(404);
    await t.as(null).get(`/forums-comments?forum=${c.forum.id}`).expect(401);
    await t.as(null).post('/forums-comments').send({ forum: c.forum.id, text: 'x' }).expect(401);
    await t.as(null).delete(`/forums-comments/${comment.id}`).expect(401);
    await t.as(c.teacher).get('/forums-comments').expect(422);
    await t.as(c.teacher).get(`/forums-comments?forum=${c.forum.id}&num_children=99`).expect(422);
    // An outsider student of the same tenant (not enrolled): the forum's 404.
    const outsider = await t.create.user(t.demo, { type: 'student' });
    await t.as(outsider).get(`/forums-comments?forum=${c.forum.id}`).expect(404);
    await t.as(outsider).post(`/forums-comments/${comment.id}`).send({ text: 'x' }).expect(404);
  });
});
