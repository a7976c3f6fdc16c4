import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startTestApi } from '../support/api.ts';
import { PASSWORD } from '../support/factories/index.ts';
import { setupApiTest } from '../support/fixture.ts';
import { createThrottle } from '../../apps/api/src/http/throttle.ts';

// The API as deployed with several nodes: readiness and sign-in throttling on a shared Redis.
const t = setupApiTest({ redis: true });

describe('API on Redis', () => {
  it('reports Redis in /readyz', async () => {
    const ready = await t.api.get('/readyz').set('Host', '127.0.0.1').expect(200);
    expect(ready.body.checks).toEqual({ database: 'ok', redis: 'ok' });
  });

  it('keeps the sign-in throttle in Redis, so another API node refuses the account too', async () => {
    const email = `limite-${randomBytes(4).toString('hex')}@demo.dev`;
    await t.create.user(t.demo, { email });
    // Two nodes behind a trusted proxy. This Redis outlives the run: a fresh client address per run
    // keeps repeated runs (and other suites on the same Redis) from meeting each other's counts.
    const env = { TRUSTED_PROXIES: 'loopback' };
    const [one, two] = await Promise.all([
      startTestApi(t, { redisUrl: t.redisUrl, env }),
      startTestApi(t, { redisUrl: t.redisUrl, env }),
    ]);
    const ip = () => `10.${[...randomBytes(3)].map((b) => b % 250).join('.')}`;
    const login = (password: string, server = one.server) =>
      request(server).post('/auth/login').set('Host', t.demo.host).set('X-Forwarded-For', ip()).send({ email, password });
    try {
      // Twenty at once, from twenty addresses, on two nodes: the Lua gate lets exactly five through.
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login('errada-123', i % 2 ? one.server : two.server)));
      expect(burst.map((r) => r.status).sort()).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      const refused = await login(PASSWORD, two.server).expect(429);
      expect(refused.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('keeps the growing wait in Redis: when a wait ends one attempt of many passes, and its failure doubles the wait', async () => {
    const redis = new Redis(t.redisUrl!);
    const throttle = createThrottle(redis);
    const email = `espera-${randomBytes(4).toString('hex')}@demo.dev`;
    const ip = () => `10.${[...randomBytes(3)].map((b) => b % 250).join('.')}`;
    try {
      for (let i = 0; i < 5; i++) await throttle.beginLogin(email, ip());
      await expect(throttle.beginLogin(email, ip())).rejects.toMatchObject({ retryAfterSeconds: 60 });
      // The wait ends: its key (the account's gate) goes, as its expiry would remove it.
      const gate = `trilha:throttle:gate:login:acct:${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`;
      expect(await redis.pttl(gate)).toBeGreaterThan(55_000);
      await redis.del(gate);
      const burst = await Promise.allSettled(Array.from({ length: 5 }, () => throttle.beginLogin(email, ip())));
      expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      await expect(throttle.beginLogin(email, ip())).rejects.toMatchObject({ retryAfterSeconds: 120 });
      // A success forgets it all.
      const from = ip();
      await throttle.loginSucceeded(email, from);
      await throttle.beginLogin(email, from);
    } finally {
      redis.disconnect();
    }
  });
});
