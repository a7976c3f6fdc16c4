import { describe, expect, it } from 'vitest';
import { localBus, type LocalBroadcast, LOCAL_BROADCAST } from '@trilha/realtime-emitter';
import { setupApiTest } from '../support/fixture.ts';
import { uid } from '../support/factories/unique.ts';

const t = setupApiTest();

const TABLES = ['forum_comments', 'comment_mentions', 'thread_subscriptions', 'notifications', 'domain_events'];

/** A discipline with its owner, a teacher, a tutor, two students and a forum; people with names to @mention. */
async function course(o: { isVisible?: boolean } = {}) {
  const tag = uid();
  const owner = await t.create.user(t.demo, { type: 'teacher', name: `Olga Dona ${tag}` });
  const discipline = await t.create.discipline(t.demo, { ownerId: owner.id });
  const teacher = await t.create.user(t.demo, { type: 'teacher', name: `Teo Professor ${tag}` });
  const tutor = await t.create.user(t.demo, { type: 'tutor', name: `Tina Tutora ${tag}` });
  const ana = await t.create.user(t.demo, { type: 'student', name: `Ana Souza ${tag}` });
  const bia = await t.create.user(t.demo, { type: 'student', name: `Bia Lima ${tag}` });
  await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
  await t.create.enroll(t.demo, discipline.id, tutor.id, 'tutor');
  await t.create.enroll(t.demo, discipline.id, ana.id);
  await t.create.enroll(t.demo, discipline.id, bia.id);
  const forum = await t.create.forum(t.demo, discipline.id, o);
  return { discipline, owner, teacher, tutor, ana, bia, forum, tag };
}

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

const mentionNotices = (commentId: number) =>
  t.db.notification.findMany({
    where: { type: 'ForumCommentMentioned', data: { path: ['comment_id'], equals: commentId } },
    orderBy: { id: 'asc' },
  });

describe('GET /forums/{id}/members (the @mention picker)', () => {
  it("lists the discipline's members by name, 8 per page, the caller left out; searches literally", async () => {
    const c = await course();
    const gone = await t.create.user(t.demo, { type: 'student', name: `Zé Antigo ${c.tag}` });
    await t.create.enroll(t.demo, c.discipline.id, gone.id, 'student', { finishedAt: new Date(Date.now() - 60_000) });
    const other = await t.create.discipline(t.demo);
    const stranger = await t.create.user(t.demo, { type: 'student', name: `Outra Turma ${c.tag}` });
    await t.create.enroll(t.demo, other.id, stranger.id);

    const res = await t.as(c.ana).get(`/forums/${c.forum.id}/members`).expect(200);
    expect(res.body.meta).toEqual({ current_page: 1, per_page: 8, total: 4, last_page: 1 });
    expect(res.body.data).toEqual([
      { id: c.bia.id, name: c.bia.name, avatar: null, role: 'student' },
      { id: c.owner.id, name: c.owner.name, avatar: null, role: 'owner' },
      { id: c.teacher.id, name: c.teacher.name, avatar: null, role: 'teacher' },
      { id: c.tutor.id, name: c.tutor.name, avatar: null, role: 'tutor' },
    ]);
    const found = await t.as(c.teacher).get(`/forums/${c.forum.id}/members?search=souza`).expect(200);
    expect(found.body.data.map((m: { id: number }) => m.id)).toEqual([c.ana.id]);
    const paged = await t.as(c.teacher).get(`/forums/${c.forum.id}/members?per_page=2&page=2`).expect(200);
    expect(paged.body.meta).toMatchObject({ total: 4, last_page: 2 });
    expect(paged.body.data.map((m: { id: number }) => m.id)).toEqual([c.owner.id, c.tutor.id]);
    // `%` and `_` match themselves.
    expect((await t.as(c.ana).get(`/forums/${c.forum.id}/members?search=%25`).expect(200)).body.data).toEqual([]);
    expect((await t.as(c.ana).get(`/forums/${c.forum.id}/members?search=_`).expect(200)).body.data).toEqual([]);
    // A manager (reads every discipline, not a member) sees the members, and is not one.
    const staff = await t.as(t.manager).get(`/forums/${c.forum.id}/members?per_page=20`).expect(200);
    expect(staff.body.meta.total).toBe(5);
  });

  it('401; 404 for another tenant, a student not enrolled, a hidden forum for students; 422 hostile input', async () => {
    const c = await course();
    const hidden = await t.create.forum(t.demo, c.discipline.id, { isVisible: false });
    const outsider = await t.create.user(t.demo, { type: 'student' });
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(null).get(`/forums/${c.forum.id}/members`).expect(401);
    await t.as('nope').get(`/forums/${c.forum.id}/members`).expect(401);
    expect((await t.as(acme, t.acme).get(`/forums/${c.forum.id}/members`).expect(404)).body.code).toBe('FORUM_NOT_FOUND');
    await t.as(outsider).get(`/forums/${c.forum.id}/members`).expect(404);
    await t.as(c.ana).get(`/forums/${hidden.id}/members`).expect(404);
    await t.as(c.teacher).get(`/forums/${hidden.id}/members`).expect(200);
    await t.as(c.ana).get(`/forums/99999999/members`).expect(404);
    await t.as(c.ana).get(`/forums/99999999999999/members`).expect(422);
    await t.as(c.ana).get(`/forums/abc/members`).expect(422);
    await t.as(c.ana).get(`/forums/${c.forum.id}/members?search=a%00b`).expect(422);
    await t
      .as(c.ana)
      .get(`/forums/${c.forum.id}/members?search=${'x'.repeat(300)}`)
      .expect(422);
    await t.as(c.ana).get(`/forums/${c.forum.id}/members?per_page=1000`).expect(422);
  });
});

describe('@mentions in comments', () => {
  it('stores members whose @Name is in the text, ignores anyone else, and notifies each once, live', async () => {
    const c = await course();
    const stranger = await t.create.user(t.demo, { type: 'student', name: `Estranho ${c.tag}` });
    const acme = await t.create.user(t.acme, { type: 'student', name: `Acme ${c.tag}` });
    const text = `Oi @${c.bia.name}, @${c.ana.name}, @${stranger.name} e @${acme.name}! Sem @ para a tutora.`;
    const { result, events } = await broadcasts(() =>
      t
        .as(c.ana)
        .post('/forums-comments')
        .send({ forum: c.forum.id, text, mentions: [c.bia.id, c.bia.id, c.ana.id, stranger.id, acme.id, c.tutor.id, 2147483647] })
        .expect(201),
    );
    const comment = result.body.data;
    expect(comment.mentions).toEqual([{ id: c.bia.id, name: c.bia.name }]);
    const rows = await t.db.commentMention.findMany({ where: { commentId: comment.id } });
    expect(rows.map((r) => [r.userId, r.removedAt])).toEqual([[c.bia.id, null]]);
    const told = await mentionNotices(comment.id);
    expect(told.map((n) => [n.userId, n.title, n.disciplineId, n.subjectId])).toEqual([
      [c.bia.id, `${c.ana.name} mencionou você em ${c.forum.title}`, c.discipline.id, c.forum.id],
    ]);
    const push = events.filter((e) => e.event === '.notification.created');
    expect(push).toEqual([
      expect.objectContaining({
        channel: `notifications.${t.demo.company.id}.${c.bia.id}`,
        data: expect.objectContaining({ type: 'ForumCommentMentioned', subject_id: c.forum.id, comment_id: comment.id }),
      }),
    ]);
    const bell = await t.as(c.bia).get('/notifications').expect(200);
    expect(bell.body.data[0]).toMatchObject({
      type: 'ForumCommentMentioned',
      discipline_id: c.discipline.id,
      subject_id: c.forum.id,
      comment_id: comment.id,
    });
    // Listed with its mentions.
    const listed = await t.as(c.teacher).get(`/forums-comments?forum=${c.forum.id}`).expect(200);
    expect(listed.body.data[0].mentions).toEqual([{ id: c.bia.id, name: c.bia.name }]);
  });

  it('edits notify only members mentioned for the first time; removing and re-adding notifies nobody; a replay writes nothing', async () => {
    const c = await course();
    const post = await t
      .as(c.ana)
      .post('/forums-comments')
      .send({ forum: c.forum.id, text: `@${c.bia.name} veja`, mentions: [c.bia.id] })
      .expect(201);
    const id = post.body.data.id as number;
    await t.delivered();
    expect((await mentionNotices(id)).map((n) => n.userId)).toEqual([c.bia.id]);

    // Adds the teacher (Bia stays: her name is still there, no need to pick her again).
    const added = await t
      .as(c.ana)
      .post(`/forums-comments/${id}`)
      .send({ text: `@${c.bia.name} e @${c.teacher.name} vejam`, mentions: [c.teacher.id] })
      .expect(200);
    expect(added.body.data.mentions.map((m: { id: number }) => m.id).sort()).toEqual([c.bia.id, c.teacher.id].sort());
    await t.delivered();
    expect((await mentionNotices(id)).map((n) => n.userId)).toEqual([c.bia.id, c.teacher.id]);

    // Bia edited away: her mention is no longer shown, her row kept.
    const removed = await t
      .as(c.ana)
      .post(`/forums-comments/${id}`)
      .send({ text: `@${c.teacher.name} veja` })
      .expect(200);
    expect(removed.body.data.mentions).toEqual([{ id: c.teacher.id, name: c.teacher.name }]);
    const bia = await t.db.commentMention.findFirstOrThrow({ where: { commentId: id, userId: c.bia.id } });
    expect(bia.removedAt).not.toBeNull();
    // …and typed again: shown again, not notified again.
    const back = await t
      .as(c.ana)
      .post(`/forums-comments/${id}`)
      .send({ text: `@${c.teacher.name} e @${c.bia.name} de novo`, mentions: [c.bia.id] })
      .expect(200);
    expect(back.body.data.mentions).toHaveLength(2);
    await t.delivered();
    expect((await mentionNotices(id)).map((n) => n.userId)).toEqual([c.bia.id, c.teacher.id]);
    const published = await t.db.domainEvent.findMany({ where: { name: 'forum-comment.mentioned' }, orderBy: { id: 'asc' } });
    expect(published.filter((e) => (e.payload as { comment_id: number }).comment_id === id)).toHaveLength(2);

    // A redelivery of every mention event (at least once) changes nothing.
    const before = await t.rowCounts(['notifications']);
    await t.db
      .$executeRaw`UPDATE domain_events SET status = 'pending', available_at = now() WHERE name = 'forum-comment.mentioned'`;
    await t.delivered();
    const again = await t.db.domainEvent.findMany({ where: { name: 'forum-comment.mentioned' } });
    expect(again.every((e) => e.status === 'delivered' && e.attempts >= 2)).toBe(true);
    expect(await t.rowCounts(['notifications'])).toEqual(before);
  });

  it('a student is never told of a hidden comment; staff are; the mention replaces the reply notice', async () => {
    const c = await course();
    const hiddenRoot = await t.create.forumComment(t.demo, c.forum.id, c.ana.id, { status: 'hidden' });
    await t.db.threadSubscription.create({
      data: { companyId: t.demo.company.id, threadId: hiddenRoot.id, forumId: c.forum.id, userId: c.tutor.id },
    });
    const reply = await t
      .as(c.teacher)
      .post('/forums-comments')
      .send({
        forum: c.forum.id,
        parent: hiddenRoot.id,
        text: `@${c.bia.name} @${c.tutor.name} @${c.owner.name}`,
        mentions: [c.bia.id, c.tutor.id, c.owner.id],
      })
      .expect(201);
    await t.delivered();
    const id = reply.body.data.id as number;
    // Bia (a student) is mentioned but the comment is under a hidden one: not told.
    expect((await mentionNotices(id)).map((n) => n.userId).sort()).toEqual([c.tutor.id, c.owner.id].sort());
    // The tutor follows the thread but was mentioned: one notice (the mention), not two.
    const tutor = await t.db.notification.findMany({ where: { userId: c.tutor.id } });
    expect(tutor.map((n) => n.type)).toEqual(['ForumCommentMentioned']);
  });

  it('refuses mentions in bad shapes (422) and writes nothing; another tenant is a 404', async () => {
    const c = await course();
    const comment = await t.create.forumComment(t.demo, c.forum.id, c.ana.id);
    const acme = await t.create.user(t.acme, { type: 'student' });
    await t.delivered();
    const before = await t.rowCounts(TABLES);
    for (const mentions of ['1', [0], [-1], ['x'], [99999999999], Array.from({ length: 21 }, (_, i) => i + 1)]) {
      await t.as(c.ana).post('/forums-comments').send({ forum: c.forum.id, text: 'oi', mentions }).expect(422);
      await t.as(c.ana).post(`/forums-comments/${comment.id}`).send({ text: 'oi', mentions }).expect(422);
    }
    await t
      .as(c.ana)
      .post('/forums-comments')
      .send({ forum: c.forum.id, text: 'a\u0000b', mentions: [c.bia.id] })
      .expect(422);
    await t
      .as(acme, t.acme)
      .post(`/forums-comments/${comment.id}`)
      .send({ text: 'x', mentions: [c.bia.id] })
      .expect(404);
    await t
      .as(c.bia)
      .post(`/forums-comments/${comment.id}`)
      .send({ text: 'x', mentions: [c.tutor.id] })
      .expect(403);
    await t.delivered();
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});
