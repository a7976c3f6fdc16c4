import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi } from '../support/api.ts';
import { COSTLY_RATE_LIMITS } from '@trilha/shared';
import { PASSWORD } from '../support/factories/index.ts';
import { setupApiTest } from '../support/fixture.ts';

// Rate limits (docs/security.md): per account whatever the address, per address whatever the
// account, and X-Forwarded-For believed only from TRUSTED_PROXIES.
const t = setupApiTest();

type Api = Awaited<ReturnType<typeof startTestApi>>;
const opened: Api[] = [];
/** An API of its own (own counters), optionally behind a trusted proxy. */
async function ownApi(o: Parameters<typeof startTestApi>[1] = {}): Promise<Api> {
  const api = await startTestApi(t, o);
  opened.push(api);
  return api;
}
afterAll(async () => {
  await Promise.all(opened.map((a) => a.close()));
});
/** Moves the time the in-memory counters read (Date only; timers and I/O run as usual). */
const advance = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() + ms });
};
afterEach(() => {
  vi.useRealTimers();
});

const post = (server: Api['server'] | null, path: string, body: object, from?: string) => {
  const r = (server ? request(server) : t.api).post(path).set('Host', t.demo.host);
  return (from ? r.set('X-Forwarded-For', from) : r).send(body);
};
const login = (server: Api['server'] | null, email: string, password: string, from?: string) =>
  post(server, '/auth/login', { email, password }, from);

let n = 0;
const fresh = (what: string) => `${what}-${++n}@demo.dev`;

describe('sign-in', () => {
  it('seven wrong passwords from seven claimed addresses: the sixth on is 429 with the wait', async () => {
    const email = fresh('rotating');
    await t.create.user(t.demo, { email });
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 1; i <= 7; i++) {
      last = await login(null, email, 'errada-123', `203.0.113.${i}`);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(last!.body).toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: 'Muitas tentativas de login. Tente novamente em 1 minuto',
    });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last!.headers['retry-after'])).toBeLessThanOrEqual(60);
    // While it waits, even the right password is refused: a guesser cannot tell.
    expect((await login(null, email, PASSWORD, '198.51.100.1')).status).toBe(429);
  });

  describe('behind a trusted proxy', () => {
    let api: Api;
    beforeAll(async () => {
      api = await ownApi({ env: { TRUSTED_PROXIES: 'loopback' } });
    });

    it('the per-account wait holds across real client addresses and doubles with each failure', async () => {
      const email = fresh('spread');
      await t.create.user(t.demo, { email });
      for (let i = 1; i <= 5; i++) await login(api.server, email, 'errada-123', `192.0.2.${i}`).expect(401);
      const first = await login(api.server, email, PASSWORD, '192.0.2.6').expect(429);
      expect(first.headers['retry-after']).toBe('60');

      advance(61_000);
      await login(api.server, email, 'errada-123', '192.0.2.7').expect(401);
      const second = await login(api.server, email, PASSWORD, '192.0.2.8').expect(429);
      expect(second.headers['retry-after']).toBe('120');
      expect(second.body.message).toBe('Muitas tentativas de login. Tente novamente em 2 minutos');

      advance(121_000);
      await login(api.server, email, PASSWORD, '192.0.2.9').expect(200);
      // Success forgets the failures: the next mistake is a plain 401 again.
      await login(api.server, email, 'errada-123', '192.0.2.9').expect(401);
      await login(api.server, email, PASSWORD, '192.0.2.9').expect(200);
    });

    it('counts concurrent attempts too: of twenty at once on one account, five are answered', async () => {
      const email = fresh('burst');
      await t.create.user(t.demo, { email });
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(api.server, email, `errada-${i}`, `192.0.2.${i}`)),
      );
      const statuses = burst.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    });

    it('counts failures per client address as the proxy names it: one address is stopped, another is not', async () => {
      const from = '198.51.100.77';
      const sweep = await Promise.all(Array.from({ length: 50 }, () => login(api.server, fresh('sweep'), 'errada-123', from)));
      expect(sweep.map((r) => r.status)).toEqual(Array(50).fill(401));
      const stopped = await login(api.server, fresh('sweep'), 'errada-123', from).expect(429);
      expect(stopped.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
      await login(api.server, fresh('sweep'), 'errada-123', '198.51.100.78').expect(401);
    });
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or a range', async () => {
    await expect(startTestApi(t, { env: { TRUSTED_PROXIES: '10.0.0.1, não-é-ip' } })).rejects.toThrow(/TRUSTED_PROXIES/);
  });
});

describe('forgot-password', () => {
  it('limits reset e-mails per address asked about, whatever the client address, known or not', async () => {
    const api = await ownApi({ env: { TRUSTED_PROXIES: 'loopback' } });
    const known = fresh('reset-known');
    await t.create.user(t.demo, { email: known });
    for (const email of [known, fresh('reset-unknown')]) {
      for (let i = 1; i <= 3; i++) await post(api.server, '/auth/forgot-password', { email }, `192.0.2.${i}`).expect(200);
      const res = await post(api.server, '/auth/forgot-password', { email: email.toUpperCase() }, '192.0.2.4').expect(429);
      expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Muitas requisições. Tente novamente em 60 minutos' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    }
    await post(api.server, '/auth/forgot-password', { email: fresh('reset-other') }, '192.0.2.4').expect(200);
  });

  it('limits it per client address too, which a spoofed X-Forwarded-For does not change', async () => {
    const api = await ownApi();
    for (let i = 1; i <= 10; i++)
      await post(api.server, '/auth/forgot-password', { email: fresh('spoof') }, `203.0.113.${i}`).expect(200);
    await post(api.server, '/auth/forgot-password', { email: fresh('spoof') }, '203.0.113.11').expect(429);
  });
});

describe('change-password and /leads: counted per account, so signing in again does not start over', () => {
  const signIn = async (email: string) => (await login(null, email, PASSWORD).expect(200)).body.token as string;

  it('change-password', async () => {
    const email = fresh('guesser');
    const u = await t.create.user(t.demo, { email });
    const guess = (token: string, current: string) =>
      t.as(token).post(`/users/${u.id}/change-password`).send({
        current_password: current,
        password: 'NovaSenha#1',
        password_confirmation: 'NovaSenha#1',
      });
    const first = await signIn(email);
    for (let i = 0; i < 10; i++) await guess(first, `errada-${i}`).expect(422);
    const again = await signIn(email);
    const res = await guess(again, PASSWORD).expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('/leads', async () => {
    const email = fresh('lead');
    await t.create.user(t.demo, { email, type: 'manager' });
    const lead = {
      name: 'Ana Lima',
      company: 'Escola Exemplo',
      email: 'ana@escola.com.br',
      contact: '(11) 98888-7777',
      additional_comments: '',
      functionality_triggered: 'Produção',
    };
    const first = await signIn(email);
    for (let i = 0; i < 20; i++) await t.as(first).post('/leads').send(lead).expect(201);
    const again = await signIn(email);
    expect((await t.as(again).post('/leads').send(lead).expect(429)).body.code).toBe('RATE_LIMITED');
  });
});

describe('costly routes (exports, reports, imports): per account', () => {
  it("a caller's 31st export in 15 minutes is 429 with the wait; malformed requests are not counted; others and the next window are not affected", async () => {
    const api = await ownApi();
    const exportCsv = (token: string, query = '') =>
      request(api.server).post(`/sessions/export/csv${query}`).set('Host', t.demo.host).auth(token, { type: 'bearer' });
    const supervisor = await t.create.user(t.demo, { type: 'supervisor' });
    // Malformed: refused before the limit counts them.
    for (let i = 0; i < 5; i++) expect((await exportCsv(t.manager.token, '?type=nope')).status).toBe(422);
    const statuses: number[] = [];
    for (let i = 0; i < COSTLY_RATE_LIMITS.export.max + 1; i++) statuses.push((await exportCsv(t.manager.token)).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(COSTLY_RATE_LIMITS.export.max);
    const refused = await exportCsv(t.manager.token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Muitas requisições\. Tente novamente em \d+ minutos?$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await exportCsv(supervisor.token)).status).toBe(202);
    // The window ends whole.
    advance(COSTLY_RATE_LIMITS.export.windowSeconds * 1000 + 1000);
    expect((await exportCsv(t.manager.token)).status).toBe(202);
  });
});
