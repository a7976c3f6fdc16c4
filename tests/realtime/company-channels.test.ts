import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServer } from '@trilha/realtime';
import { channels } from '@trilha/shared/realtime';
import { setupApiTest } from '../support/fixture.ts';
import { client, connected, nextEvent, startServer, subscribe } from './support.ts';

// Issue 29 item 7: the company channels (notifications.{companyId}.{userId}, warnings.{companyId})
// are named after the company, not after the sub-domain of the request that caused the push, so a
// member who uses another consumer sub-domain of the same company (POST /consumers adds one) hears
// what was done on the first; another company's member may not join them.
const t = setupApiTest();
let rt: { server: RealtimeServer; port: number };
const SECOND = 'demo-norte';

beforeAll(async () => {
  rt = await startServer({ db: t.db, tenantDb: t.tenantDb }, false);
  await t
    .as(t.admin)
    .post('/consumers')
    .send({ company_id: t.demo.company.id, name: 'Demo Norte', domain: SECOND, responsible_id: t.manager.id })
    .expect(201);
});
afterAll(async () => {
  await rt?.server.close();
});

type Msg<D> = { channel: string; data: D };
const secondHost = () => t.demo.host.replace(/^demo\./, `${SECOND}.`);

describe('company channels across a company’s sub-domains', () => {
  it('a member on the second sub-domain hears notifications and alerts caused on the first, and back', async () => {
    // What the web client on the second sub-domain names its channels after: GET /settings there.
    const settings = (await t.as(null, secondHost()).get('/settings').expect(200)).body.data;
    expect(settings.domain).toBe(SECOND);
    expect(settings.company_id).toBe(t.demo.company.id);

    const discipline = await t.create.discipline(t.demo);
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const ana = await t.create.user(t.demo, { type: 'student' });
    await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
    await t.create.enroll(t.demo, discipline.id, ana.id);

    const s = client(rt.port, ana.token);
    await connected(s);
    expect((await subscribe(s, channels.notifications(settings.company_id, ana.id))).ok).toBe(true);
    expect((await subscribe(s, channels.warnings(settings.company_id))).ok).toBe(true);

    // A forum created on the first sub-domain: ForumCreated reaches the student on the second.
    const created = nextEvent<Msg<{ type: string; subject_id: number }>>(s, '.notification.created');
    const forum = (
      await t
        .as(teacher)
        .post('/forums')
        .send({ discipline_id: discipline.id, title: 'Dúvidas da semana', description: 'Pergunte aqui' })
        .expect(201)
    ).body.data;
    expect((await created).data).toMatchObject({ type: 'ForumCreated', subject_id: forum.id });
    expect((await created).channel).toBe(`notifications.${t.demo.company.id}.${ana.id}`);

    // Marked read on the second sub-domain: the push is on the same company channel (the first's tabs hear it).
    const read = nextEvent<Msg<{ total_unread_notifications: number }>>(s, '.notifications.read');
    await t.as(ana, secondHost()).put('/notifications/read').send({ all: true }).expect(200);
    expect((await read).data.total_unread_notifications).toBe(0);

    // An alert published on the first sub-domain.
    const published = nextEvent<Msg<{ warning_id: number }>>(s, '.warning.published');
    const w = await t.as(t.manager).post('/warnings').field('title', 'Manutenção').field('text', 'Domingo.').expect(201);
    expect((await published).data.warning_id).toBe(w.body.data.id);
    expect((await published).channel).toBe(`warnings.${t.demo.company.id}`);
    s.disconnect();
  });

  it("another company's member may subscribe to neither, whatever name they try", async () => {
    const ana = await t.create.user(t.demo, { type: 'student' });
    const outsider = await t.create.user(t.acme, { type: 'student' });
    const s = client(rt.port, outsider.token);
    await connected(s);
    const demo = t.demo.company.id;
    for (const channel of [
      channels.notifications(demo, outsider.id),
      channels.notifications(demo, ana.id),
      channels.warnings(demo),
      `notifications.${t.demo.domain}.${outsider.id}`, // the old sub-domain names are no channel now
      `warnings.${SECOND}`,
      `warnings.${demo}.x`,
    ])
      expect(await subscribe(s, channel)).toEqual({ ok: false, error: 'forbidden' });
    // Their own company's channels are theirs.
    expect((await subscribe(s, channels.warnings(t.acme.company.id))).ok).toBe(true);
    expect((await subscribe(s, channels.notifications(t.acme.company.id, outsider.id))).ok).toBe(true);
    // A member of demo may not take another member's notifications.
    const mine = client(rt.port, ana.token);
    await connected(mine);
    expect((await subscribe(mine, channels.notifications(demo, outsider.id))).ok).toBe(false);
    s.disconnect();
    mine.disconnect();
  });
});
