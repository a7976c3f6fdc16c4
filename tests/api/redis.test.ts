import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startTestApi } from '../support/api.ts';
import { PASSWORD } from '../support/factories/index.ts';
import { setupApiTest } from '../support/fixture.ts';

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
    // The throttle also counts per address, and this Redis outlives the run: a fresh address keeps
    // repeated runs (and other suites on the same Redis) from blocking one another.
    const ip = `10.${[...randomBytes(3)].map((b) => b % 250).join('.')}`;
    const login = (password: string, api = t.api) =>
      api.post('/auth/login').set('Host', t.demo.host).set('X-Forwarded-For', ip).send({ email, password });
    for (let i = 0; i < 5; i++) await login('errada-123').expect(401);
    expect((await login(PASSWORD).expect(429)).body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');

    // A second node over the same database and Redis (with an in-memory throttle it would let this in).
    const other = await startTestApi(t, { redisUrl: t.redisUrl });
    try {
      expect((await login(PASSWORD, request(other.server)).expect(429)).body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    } finally {
      await other.close();
    }
  });
});
