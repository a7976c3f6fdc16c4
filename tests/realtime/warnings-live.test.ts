import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServer } from '@trilha/realtime';
import { channels } from '@trilha/shared/realtime';
import { setupApiTest } from '../support/fixture.ts';
import { client, connected, nextEvent, startServer, subscribe } from './support.ts';

// Alerts end to end: the warnings domain publishes, its own subscriber pushes after commit on the
// tenant's warnings channel, which every member of that company (and nobody else) may join.
const t = setupApiTest();
let rt: { server: RealtimeServer; port: number };

beforeAll(async () => {
  rt = await startServer({ db: t.db, tenantDb: t.tenantDb }, false);
});
afterAll(async () => {
  await rt?.server.close();
});

type Msg = { channel: string; data: { warning_id: number; title?: string } };

describe('warnings.{companyId}', () => {
  it("tells the company's members of an alert published and removed; another company's member may not listen", async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    const outsider = await t.create.user(t.acme, { type: 'student' });
    const reader = client(rt.port, student.token);
    const stranger = client(rt.port, outsider.token);
    await Promise.all([connected(reader), connected(stranger)]);
    expect((await subscribe(reader, channels.warnings(t.demo.company.id))).ok).toBe(true);
    expect((await subscribe(stranger, channels.warnings(t.demo.company.id))).ok).toBe(false);

    const published = nextEvent<Msg>(reader, '.warning.published');
    const res = await t
      .as(t.manager)
      .post('/warnings')
      .field('title', 'Plantão de dúvidas')
      .field('text', 'Sexta às 18h.')
      .expect(201);
    expect((await published).data).toEqual({ warning_id: res.body.data.id, title: 'Plantão de dúvidas' });

    const removed = nextEvent<Msg>(reader, '.warning.removed');
    await t.as(t.manager).delete(`/warnings/${res.body.data.id}`).expect(200);
    expect((await removed).data).toEqual({ warning_id: res.body.data.id });
    reader.disconnect();
    stranger.disconnect();
  });
});
