import { describe, expect, it } from 'vitest';
import { loadConfig } from '@trilha/api';
import { verifyChannelSignature } from '@trilha/api/domains/broadcasting/sign-channel';
import { setupApiTest } from '../support/fixture.ts';

// POST /broadcasting/auth (001 "Live channels"): the socket's subscribe rule (@trilha/access
// channels.ts) answered over HTTP for Pusher-protocol clients, with the signature that protocol
// defines when allowed.
const SECRET = 'a-test-secret-of-enough-length';
const t = setupApiTest({ config: { BROADCAST_KEY: 'trilha-key', BROADCAST_SECRET: SECRET } });
const post = (token: string | null, body: object | string, host?: string) => {
  const req = t.as(token, host).post('/broadcasting/auth');
  return typeof body === 'string' ? req.type('form').send(body) : req.send(body);
};

describe('POST /broadcasting/auth', () => {
  it("signs the user's own channel, in JSON or as Laravel Echo posts it (form, private- prefix)", async () => {
    const u = await t.create.user(t.demo, { type: 'student' });
    const json = await post(u.token, { socket_id: '123.456', channel_name: `users.${u.id}` }).expect(200);
    expect(verifyChannelSignature(json.body.auth, 'trilha-key', SECRET, '123.456', `users.${u.id}`)).toBe(true);
    const form = await post(u.token, `socket_id=1.2&channel_name=private-users.${u.id}`).expect(200);
    expect(form.body.auth).toMatch(/^trilha-key:[0-9a-f]{64}$/);
    expect(verifyChannelSignature(form.body.auth, 'trilha-key', SECRET, '1.2', `private-users.${u.id}`)).toBe(true);
    // A signature is for that socket and channel only.
    expect(verifyChannelSignature(form.body.auth, 'trilha-key', SECRET, '1.3', `private-users.${u.id}`)).toBe(false);
  });

  it("refuses another user's channel, another tenant's discipline and unknown channels with 403", async () => {
    const u = await t.create.user(t.demo, { type: 'student' });
    const other = await t.create.user(t.demo, { type: 'student' });
    for (const channel_name of [
      `users.${other.id}`,
      `notifications.${t.acme.company.id}.${u.id}`,
      'whatever.1',
      `users.${u.id}.x`,
    ]) {
      const res = await post(u.token, { socket_id: '1.1', channel_name }).expect(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const theirs = await t.create.discipline(t.acme);
    await post(u.token, { socket_id: '1.1', channel_name: `discipline.${theirs.id}.materials` }).expect(403);
  });

  it("lets every member hear their company's alerts (warnings.{tenant}), nobody else's", async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    await post(student.token, { socket_id: '2.2', channel_name: `warnings.${t.demo.company.id}` }).expect(200);
    await post(t.manager.token, { socket_id: '2.2', channel_name: `private-warnings.${t.demo.company.id}` }).expect(200);
    await post(student.token, { socket_id: '2.2', channel_name: `warnings.${t.acme.company.id}` }).expect(403);
    await post(student.token, { socket_id: '2.2', channel_name: `warnings.${t.demo.domain}` }).expect(403);
  });

  it('follows the discipline rule: an enrolled student may listen to its materials, a stranger may not', async () => {
    const d = await t.create.discipline(t.demo);
    const enrolled = await t.create.user(t.demo, { type: 'student' });
    const stranger = await t.create.user(t.demo, { type: 'student' });
    await t.create.enroll(t.demo, d.id, enrolled.id);
    const channel_name = `private-discipline.${d.id}.materials`;
    await post(enrolled.token, { socket_id: '9.9', channel_name }).expect(200);
    await post(stranger.token, { socket_id: '9.9', channel_name }).expect(403);
    await post(t.manager.token, { socket_id: '9.9', channel_name }).expect(200);
  });

  it('401 without a token; 422 for a malformed socket id or channel, in Portuguese', async () => {
    await post(null, { socket_id: '1.1', channel_name: 'users.1' }).expect(401);
    const u = await t.create.user(t.demo);
    for (const body of [
      { socket_id: 'abc', channel_name: `users.${u.id}` },
      { socket_id: '1.1', channel_name: 'users.1\u0000' },
      { socket_id: '1.1', channel_name: 'x'.repeat(400) },
      { socket_id: '1.1' },
    ]) {
      const res = await post(u.token, body).expect(422);
      expect(res.body.message).toMatch(/[ãçéíóúâêô]|inválid|obrigatório/i);
    }
  });

  it('draws a secret at start when none is configured', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.BROADCAST_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(a.BROADCAST_SECRET).not.toBe(b.BROADCAST_SECRET);
  });
});
