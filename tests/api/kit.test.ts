import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERRORS, PERMISSIONS, USER_TYPES, can, canImpersonate, canManageUserType, landingPath } from '@trilha/shared';
import { setupApiTest } from '../support/fixture.ts';
import { registerDomains } from '../../apps/api/src/kit/register-domains.ts';
import { defineApiDomain } from '../../apps/api/src/kit/domain.ts';
import { API_DOMAINS } from '../../apps/api/src/domains/index.ts';
import type { AppDeps } from '../../apps/api/src/deps.ts';

// The domain kit's promises, through HTTP: one error shape with domain codes, bad input refused
// before any query, Portuguese everywhere, and domains that own their permissions.
const t = setupApiTest();
const as = (_token: unknown, method: 'get' | 'post', path: string) => t.as(t.manager)[method](path);

describe('errors', () => {
  it('answers a domain code with its status, message and field, and writes nothing', async () => {
    const taken = await t.create.user(t.demo);
    const before = await t.rowCounts(['users', 'company_users']);
    const res = await as(null, 'post', '/users')
      .send({
        name: 'Outra',
        email: taken.email.toUpperCase(),
        password: 'Senha@1234',
        password_confirmation: 'Senha@1234',
        type: 'student',
      })
      .expect(ERRORS.EMAIL_TAKEN.status);
    expect(res.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: ERRORS.EMAIL_TAKEN.message,
      errors: { email: [ERRORS.EMAIL_TAKEN.message] },
    });
    expect(res.body.request_id).toEqual(expect.any(String));
    expect(await t.rowCounts(['users', 'company_users'])).toEqual(before);
  });

  it('refuses a NUL byte in a query, a body or a path before any query', async () => {
    const q = await as(null, 'get', '/users').query({ search: 'a\u0000b' }).expect(422);
    expect(q.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { search: ['O texto contém caracteres inválidos'] } });
    const before = await t.rowCounts(['leads']);
    const b = await as(null, 'post', '/leads')
      .send({ name: 'Ana\u0000', company: 'X', email: 'ana@example.com', whatsapp: '(11) 98888-7777', functionality: 'x' })
      .expect(422);
    expect(b.body.errors).toHaveProperty('name');
    expect(await t.rowCounts(['leads'])).toEqual(before);
  });

  it('refuses ids beyond PostgreSQL integers with a 422 in Portuguese, never a 500', async () => {
    const p = await as(null, 'get', '/users/2147483648').expect(422);
    expect(p.body.code).toBe('VALIDATION_FAILED');
    expect(p.body.errors.id[0]).toMatch(/Grande demais/);
    await as(null, 'get', '/contacts').query({ user_id: '2147483648' }).expect(422);
    await as(null, 'post', '/auth/login-as')
      .send({ user_id: 2 ** 40 })
      .expect(422);
  });

  it("answers Fastify's own refusals in the one shape, in Portuguese", async () => {
    const bad = await as(null, 'post', '/users').set('content-type', 'application/json').send('{"name":').expect(422);
    expect(bad.body).toMatchObject({ code: 'MALFORMED_BODY', message: 'O corpo da requisição está malformado' });
    const big = await as(null, 'post', '/users')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'O envio excede o tamanho máximo permitido' });
    const media = await as(null, 'post', '/users').set('content-type', 'application/x-nope').send('x').expect(415);
    expect(media.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('policy', () => {
  it('has one rank order: managers manage and open only accounts they outrank', () => {
    expect(canManageUserType('manager', 'supervisor')).toBe(true);
    expect(canManageUserType('manager', 'manager')).toBe(false);
    expect(canManageUserType('manager', 'admin')).toBe(false);
    expect(canManageUserType('admin', 'admin')).toBe(true);
    expect(canManageUserType('supervisor', 'student')).toBe(false);
    expect(canImpersonate('admin', 'manager')).toBe(true);
    expect(canImpersonate('admin', 'admin')).toBe(false);
    expect(canImpersonate('manager', 'client')).toBe(true);
    expect(canImpersonate('client', 'student')).toBe(false);
  });

  it('gives every permission a reason and every role a landing page', () => {
    for (const [name, rule] of Object.entries(PERMISSIONS)) {
      expect(rule.why.length, name).toBeGreaterThan(10);
      expect(
        rule.roles.every((r) => (USER_TYPES as readonly string[]).includes(r)),
        name,
      ).toBe(true);
    }
    expect(USER_TYPES.map(landingPath)).toEqual([
      '/my/disciplines',
      '/my/disciplines',
      '/my/disciplines',
      '/disciplines',
      '/disciplines',
      '/disciplines',
      '/home',
    ]);
    expect(can('student', 'users:list')).toBe(false);
  });
});

describe('domain registration', () => {
  it('registers every domain and refuses a route that borrows another domain’s permission', async () => {
    expect(new Set(API_DOMAINS.map((d) => d.name)).size).toBe(API_DOMAINS.length);
    const app = Fastify();
    const rogue = defineApiDomain({
      name: 'rogue',
      permissions: {},
      routes: () => async (scope) => {
        scope.get('/rogue', { config: { access: { permission: 'users:list' } } }, async () => 'x');
      },
    });
    await expect(registerDomains(app, {} as AppDeps, [rogue])).rejects.toThrow(/users:list is not declared by domain rogue/);
    await app.close().catch(() => undefined);
  });
});
