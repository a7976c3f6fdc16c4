import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { RealtimeServer } from '@trilha/realtime';
import { channels } from '@trilha/shared/realtime';
import { setupApiTest } from '../support/fixture.ts';
import { arrives, client, connected, nextEvent, startServer, subscribe } from './support.ts';

// The hidden-comment rule end to end: the API publishes, its forums subscriber pushes after commit,
// the realtime server (embedded, same process) delivers to the sockets that joined each channel.
const t = setupApiTest();
let rt: { server: RealtimeServer; port: number };

beforeAll(async () => {
  rt = await startServer({ db: t.db, tenantDb: t.tenantDb }, false);
});
afterAll(async () => {
  await rt?.server.close();
});

type Msg = { channel: string; data: { comment_id: number } };

/** Every message a socket gets on `event`, with its channel. */
function record(s: Socket, events: string[]) {
  const got: { event: string; channel: string; comment_id: number }[] = [];
  for (const event of events) s.on(event, (m: Msg) => got.push({ event, channel: m.channel, comment_id: m.data.comment_id }));
  return got;
}

describe('forum channels: a hidden comment never reaches students', () => {
  it('staff hear everything; students hear neither a hidden comment nor anything under it', async () => {
    const discipline = await t.create.discipline(t.demo);
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const ana = await t.create.user(t.demo, { type: 'student' });
    await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
    await t.create.enroll(t.demo, discipline.id, ana.id);
    const forum = await t.create.forum(t.demo, discipline.id);

    const staffSocket = client(rt.port, teacher.token);
    const studentSocket = client(rt.port, ana.token);
    await Promise.all([connected(staffSocket), connected(studentSocket)]);
    expect((await subscribe(staffSocket, channels.forum(forum.id))).ok).toBe(true);
    expect((await subscribe(studentSocket, channels.forumStudent(forum.id))).ok).toBe(true);
    // Neither may join the other's variant.
    expect((await subscribe(studentSocket, channels.forum(forum.id))).ok).toBe(false);
    expect((await subscribe(staffSocket, channels.forumStudent(forum.id))).ok).toBe(false);
    const EVENTS = ['.comment.sent', '.comment.updated', '.comment.deleted', '.vote.made', '.vote.changed'];
    const staffGot = record(staffSocket, EVENTS);
    const studentGot = record(studentSocket, EVENTS);

    const seen = nextEvent<Msg>(studentSocket, '.comment.sent');
    const root = (await t.as(teacher).post('/forums-comments').send({ forum: forum.id, text: 'Visível' }).expect(201)).body.data;
    expect((await seen).data.comment_id).toBe(root.id);

    const gone = nextEvent<Msg>(studentSocket, '.comment.deleted');
    await t.as(teacher).put(`/forums-comments/${root.id}/visibility`).send({ status: 'hidden' }).expect(200);
    expect((await gone).data.comment_id).toBe(root.id);

    // Under the hidden comment: a reply, its edit, a vote, its deletion.
    const reply = (
      await t.as(teacher).post('/forums-comments').send({ forum: forum.id, parent: root.id, text: 'Oculta' }).expect(201)
    ).body.data;
    await t.as(teacher).post(`/forums-comments/${reply.id}`).send({ text: 'Oculta editada' }).expect(200);
    await t.as(teacher).put(`/forums-comments/${reply.id}/vote`).send({ vote: 1 }).expect(200);
    await t.as(teacher).put(`/forums-comments/${root.id}/vote`).send({ vote: -1 }).expect(200);
    await t.as(teacher).delete(`/forums-comments/${reply.id}`).expect(200);
    await t.delivered();
    // Staff got the last push; nothing more for the student meanwhile.
    expect(await arrives(studentSocket, '.comment.sent', 300)).toBe(false);
    await expect.poll(() => staffGot.length).toBe(7);

    expect(studentGot).toEqual([
      { event: '.comment.sent', channel: `forum.${forum.id}.student`, comment_id: root.id },
      { event: '.comment.deleted', channel: `forum.${forum.id}.student`, comment_id: root.id },
    ]);
    // The relay does not promise an order across events.
    expect(staffGot.map((e) => [e.event, e.comment_id]).sort()).toEqual(
      [
        ['.comment.sent', root.id],
        ['.comment.updated', root.id],
        ['.comment.sent', reply.id],
        ['.comment.updated', reply.id],
        ['.vote.made', reply.id],
        ['.vote.made', root.id],
        ['.comment.deleted', reply.id],
      ].sort(),
    );
  });
});
