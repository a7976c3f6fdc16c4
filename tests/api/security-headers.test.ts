import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { PERMISSIONS_POLICY } from '@trilha/shared/web-security';
import { startTestApi } from '../support/api.ts';
import { setupApiTest } from '../support/fixture.ts';

// The proxy in front is loopback here (supertest), so X-Forwarded-Proto is believed.
const t = setupApiTest({ config: { TRUSTED_PROXIES: 'loopback' } });

/** The headers every API answer carries (docs/security.md "Security headers"). */
function expectApiHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-site');
}

describe('security headers on the API', () => {
  it('are on a JSON answer, an authenticated refusal, a validation refusal and an unknown route alike', async () => {
    const settings = await t.as(null).get('/settings').expect(200);
    expectApiHeaders(settings.headers);
    // CORS still answers the web origin: the headers do not get in its way.
    const cors = await t.as(null).get('/settings').set('Origin', 'http://demo.localhost:8080').expect(200);
    expect(cors.headers['access-control-allow-origin']).toBe('http://demo.localhost:8080');
    // The web's file client reads a download's name from another origin (lib/api.ts requestBlob).
    expect(cors.headers['access-control-expose-headers']?.split(/,\s*/)).toEqual(['x-request-id', 'content-disposition']);

    expectApiHeaders((await t.as(null).get('/users').expect(401)).headers);
    expectApiHeaders((await t.as(t.manager).get('/users?page=0').expect(422)).headers);
    expectApiHeaders((await t.as(null).get('/no-such-route').expect(404)).headers);
    expectApiHeaders((await t.api.get('/healthz').expect(200)).headers);
  });

  it('sends Strict-Transport-Security only on a request that came over https', async () => {
    const plain = await t.as(null).get('/settings').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.as(null).get('/settings').set('X-Forwarded-Proto', 'https').expect(200);
    expect(tls.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });

  it('believes X-Forwarded-Proto from a trusted proxy only, and HSTS_MAX_AGE=0 sends none', async () => {
    const untrusting = await startTestApi(t);
    const off = await startTestApi(t, { env: { TRUSTED_PROXIES: 'loopback', HSTS_MAX_AGE: '0' } });
    try {
      for (const api of [untrusting, off]) {
        const res = await request(api.server)
          .get('/settings')
          .set('Host', t.demo.host)
          .set('X-Forwarded-Proto', 'https')
          .expect(200);
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    } finally {
      await untrusting.close();
      await off.close();
    }
  });

  it('lets /docs run swagger-ui under its own policy (scripts from itself only, no upgrade to https)', async () => {
    const res = await t.api.get('/docs/').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
