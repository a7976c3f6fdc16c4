import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '@trilha/db';
import { LOCAL_END_SESSIONS, localBus } from '@trilha/realtime-emitter';
import { sessionRoom } from '@trilha/shared/realtime';
import { PASSWORD } from '../support/factories/index.ts';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

describe('POST /auth/login', () => {
  it('signs in with the right password and answers a token, the user and the company', async () => {
    const u = await t.create.user(t.demo, { type: 'teacher', email: 'prof@demo.dev' });
    const res = await t.as(null).post('/auth/login').send({ email: 'PROF@demo.dev', password: PASSWORD }).expect(200);
    expect(res.body.user).toMatchObject({ id: u.id, type: 'teacher', email: 'prof@demo.dev' });
    expect(res.body.company).toEqual({ id: t.demo.company.id, name: t.demo.consumer.name });
    // Only the hash of the token is stored.
    const row = await t.db.accessToken.findUnique({ where: { tokenHash: hashToken(res.body.token) } });
    expect(row?.userId).toBe(u.id);
    await t.as(res.body.token).post('/ping').expect(200);
  });

  it('refuses a wrong password with the server message', async () => {
    await t.create.user(t.demo, { email: 'wrong@demo.dev' });
    const res = await t.as(null).post('/auth/login').send({ email: 'wrong@demo.dev', password: 'nope-nope' }).expect(401);
    expect(res.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos' });
  });

  it("refuses a user of another tenant on this tenant's host", async () => {
    await t.create.user(t.acme, { email: 'acme-user@acme.dev' });
    await t.as(null).post('/auth/login').send({ email: 'acme-user@acme.dev', password: PASSWORD }).expect(401);
    await t.as(null, 'acme.localhost').post('/auth/login').send({ email: 'acme-user@acme.dev', password: PASSWORD }).expect(200);
  });

  it('answers 422 with field errors for bad input', async () => {
    const res = await t.as(null).post('/auth/login').send({ email: 'not-an-email' }).expect(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('rate-limits repeated failures per account and address', async () => {
    await t.create.user(t.demo, { email: 'limited@demo.dev' });
    for (let i = 0; i < 5; i++) {
      await t.as(null).post('/auth/login').send({ email: 'limited@demo.dev', password: 'wrong-pass' }).expect(401);
    }
    const res = await t.as(null).post('/auth/login').send({ email: 'limited@demo.dev', password: PASSWORD }).expect(429);
    expect(res.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token', async () => {
    const u = await t.create.user(t.demo);
    await t.as(u).post('/ping').expect(200);
    await t.as(u).post('/auth/logout').expect(200);
    await t.as(u).post('/ping').expect(401);
  });

  it('answers 401 without a token', async () => {
    await t.as(null).post('/auth/logout').expect(401);
  });
});

describe('POST /auth/login-as', () => {
  it('lets an admin open a student account and returns both tokens', async () => {
    const admin = await t.create.user(t.demo, { type: 'admin' });
    const student = await t.create.user(t.demo, { type: 'student' });
    const res = await t.as(admin).post('/auth/login-as').send({ user_id: student.id }).expect(200);
    expect(res.body.impersonator.id).toBe(admin.id);
    expect(res.body.impersonator_token).toBe(admin.token);
    expect(res.body.user.id).toBe(student.id);
    expect(res.body.company.id).toBe(t.demo.company.id);
    const ping = await t.as(res.body.target_token).post('/ping').expect(200);
    expect(ping.body.user.id).toBe(student.id);
    const row = await t.db.accessToken.findUnique({ where: { tokenHash: hashToken(res.body.target_token) } });
    expect(row?.impersonatorId).toBe(admin.id);
  });

  it('answers 403 with the spec text to a role without permission', async () => {
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const student = await t.create.user(t.demo, { type: 'student' });
    const res = await t.as(tutor).post('/auth/login-as').send({ user_id: student.id }).expect(403);
    expect(res.body).toMatchObject({
      code: 'ACCESS_AS_FORBIDDEN',
      message: 'Você não tem permissão para acessar as informações deste usuário',
    });
  });

  it('Sair during access-as ends both sessions', async () => {
    const admin = await t.create.user(null, { type: 'admin' });
    const student = await t.create.user(t.demo, { type: 'student' });
    const res = await t.as(admin).post('/auth/login-as').send({ user_id: student.id }).expect(200);
    await t.as(res.body.target_token).post('/auth/logout').expect(200);
    await t.as(res.body.target_token).post('/ping').expect(401);
    await t.as(admin).post('/ping').expect(401);
  });

  it('leaving access-as ends the opened account only; outside access-as there is nothing to leave', async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const student = await t.create.user(t.demo, { type: 'student' });
    const res = await t.as(manager).post('/auth/login-as').send({ user_id: student.id }).expect(200);
    await t.as(res.body.target_token).post('/auth/login-as/exit').expect(200);
    await t.as(res.body.target_token).post('/ping').expect(401);
    await t.as(manager).post('/ping').expect(200);
    expect((await t.as(manager).post('/auth/login-as/exit').expect(409)).body.code).toBe('NOT_ACCESSING_AS');
    await t.as(manager).post('/ping').expect(200);
  });

  it('an impersonator signing out ends the accounts they had opened', async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const student = await t.create.user(t.demo, { type: 'student' });
    const res = await t.as(manager).post('/auth/login-as').send({ user_id: student.id }).expect(200);
    await t.as(manager).post('/auth/logout').expect(200);
    await t.as(res.body.target_token).post('/ping').expect(401);
  });

  it('an access-as token works only in the tenant it was opened in', async () => {
    const admin = await t.create.user(null, { type: 'admin' });
    const both = await t.create.user(t.demo, { type: 'teacher' });
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: both.id } });
    const res = await t.as(admin).post('/auth/login-as').send({ user_id: both.id }).expect(200);
    await t.as(res.body.target_token).post('/ping').expect(200);
    const other = await t.as(res.body.target_token, t.acme).post('/ping').expect(401);
    expect(other.body.code).toBe('WRONG_TENANT');
    // The user's own token still works in both.
    await t.as(both, t.acme).post('/ping').expect(200);
  });

  it("answers 403 'Você não tem permissão…' when a manager targets an admin", async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const admin = await t.create.user(t.demo, { type: 'admin' });
    const res = await t.as(manager).post('/auth/login-as').send({ user_id: admin.id }).expect(403);
    expect(res.body.message).toBe('Você não tem permissão para acessar as informações deste usuário');
  });

  it("answers 404 for another tenant's user", async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const other = await t.create.user(t.acme, { type: 'student' });
    await t.as(manager).post('/auth/login-as').send({ user_id: other.id }).expect(404);
  });
});

describe('every revocation closes the live sockets of the tokens it revoked', () => {
  const ended: string[] = [];
  const onEnd = (rooms: string[]) => void ended.push(...rooms);
  beforeAll(() => void localBus.on(LOCAL_END_SESSIONS, onEnd));
  afterAll(() => void localBus.off(LOCAL_END_SESSIONS, onEnd));
  beforeEach(() => void (ended.length = 0));
  const room = (token: string) => sessionRoom(hashToken(token));

  it('logout, and Sair during access-as (both tokens)', async () => {
    const u = await t.create.user(t.demo);
    await t.as(u).post('/auth/logout').expect(200);
    expect(ended).toEqual([room(u.token)]);

    ended.length = 0;
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const res = await t.as(manager).post('/auth/login-as').send({ user_id: u.id }).expect(200);
    await t.as(res.body.target_token).post('/auth/logout').expect(200);
    expect(ended.sort()).toEqual([room(manager.token), room(res.body.target_token)].sort());
  });

  it("a password set by a manager (all the user's tokens), one's own (all but the current one), a deletion", async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    const body = { password: 'Definida#1', password_confirmation: 'Definida#1' };
    await t.as(t.manager).post(`/users/${student.id}/change-password`).send(body).expect(200);
    expect(ended).toEqual([room(student.token)]);

    ended.length = 0;
    const first = (await t.as(null).post('/auth/login').send({ email: student.email, password: 'Definida#1' }).expect(200)).body
      .token;
    const second = (await t.as(null).post('/auth/login').send({ email: student.email, password: 'Definida#1' }).expect(200)).body
      .token;
    await t
      .as(second)
      .post(`/users/${student.id}/change-password`)
      .send({ current_password: 'Definida#1', password: 'Outra#123', password_confirmation: 'Outra#123' })
      .expect(200);
    expect(ended).toEqual([room(first)]);

    ended.length = 0;
    await t.as(t.manager).delete(`/users/${student.id}`).expect(200);
    expect(ended).toEqual([room(second)]);
  });
});

describe('password reset', () => {
  it('queues the e-mail with a link, sets the new password from it once, and signs out everywhere', async () => {
    const u = await t.create.user(t.demo, { email: 'reset@demo.dev' });
    t.jobs.length = 0;
    await t.as(null).post('/auth/forgot-password').send({ email: 'reset@demo.dev' }).expect(200);
    expect(t.jobs).toHaveLength(1);
    const job = t.jobs[0]!;
    expect(job.name).toBe('mail.password-reset');
    const { resetUrl, to } = job.payload as { resetUrl: string; to: string };
    expect(to).toBe('reset@demo.dev');
    expect(resetUrl).toMatch(/^http:\/\/demo\.localhost:8080\/reset-password\?token=/);
    const token = new URL(resetUrl).searchParams.get('token')!;

    await t
      .as(null)
      .post('/auth/reset-password')
      .send({ token, password: 'NovaSenha#1', password_confirmation: 'outra' })
      .expect(422);
    await t
      .as(null)
      .post('/auth/reset-password')
      .send({ token, password: 'NovaSenha#1', password_confirmation: 'NovaSenha#1' })
      .expect(200);
    await t
      .as(null)
      .post('/auth/reset-password')
      .send({ token, password: 'NovaSenha#2', password_confirmation: 'NovaSenha#2' })
      .expect(422);
    await t.as(u).post('/ping').expect(401);
    await t.as(null).post('/auth/login').send({ email: 'reset@demo.dev', password: 'NovaSenha#1' }).expect(200);
  });

  it('answers the same for an unknown address and queues nothing', async () => {
    t.jobs.length = 0;
    const res = await t.as(null).post('/auth/forgot-password').send({ email: 'ghost@demo.dev' }).expect(200);
    expect(res.body.message).toBeTruthy();
    expect(t.jobs).toHaveLength(0);
  });
});
