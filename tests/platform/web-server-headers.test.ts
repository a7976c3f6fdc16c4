import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '@trilha/shared/web-security';
import { createWebServer, webSecurityFromEnv } from '../../scripts/web-server.ts';

// The web server's security headers (scripts/web-server.ts: compose's `web`, and the one-process
// platform of `pnpm start` and the e2e run), on a stand-in build: the policy is built per request
// from the Host, so each tenant's page may reach its own API host and nothing else.
const dist = mkdtempSync(join(tmpdir(), 'trilha-web-headers-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><script src="/config.js"></script>');
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const runtime = { apiUrl: 'http://{host}:3333', realtimeUrl: 'http://{host}:6001' };
const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));

describe('web server security headers', () => {
  it("puts the policy on the page, its assets, /config.js and a 404, with this tenant's API and realtime origins", async () => {
    const web = await createWebServer({ distDir: dist, runtime, security: webSecurityFromEnv({}) });
    for (const [url, status] of [
      ['/login', 200],
      ['/assets/app.js', 200],
      ['/config.js', 200],
      ['/assets/missing.js', 404],
    ] as const) {
      const res = await web.inject({ url, headers: { host: 'acme.localhost:8080' } });
      expect(res.statusCode, url).toBe(status);
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual([
        "'self'",
        'blob:',
        'http://acme.localhost:3333',
        'http://acme.localhost:6001',
        'ws://acme.localhost:6001',
      ]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://acme.localhost:3333']);
      expect(csp['frame-src']).toEqual(
        expect.arrayContaining([
          "'self'",
          'blob:',
          'http://acme.localhost:3333',
          'https://www.youtube.com',
          'https://player.vimeo.com',
        ]),
      );
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // A Host that is not a host name puts nothing of its own in the policy.
    const odd = await web.inject({ url: '/login', headers: { host: "x; script-src 'unsafe-inline'" } });
    expect(directives(String(odd.headers['content-security-policy']))['script-src']).toEqual(["'self'"]);
    expect(directives(String(odd.headers['content-security-policy']))['connect-src']).toEqual(["'self'", 'blob:']);
    // X-Forwarded-Proto is not believed from a proxy nobody listed.
    const forwarded = await web.inject({ url: '/login', headers: { host: 'demo.localhost', 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers['strict-transport-security']).toBeUndefined();
    await web.close();
  });

  it("adds the operator's origins from the environment, and HSTS behind a trusted TLS proxy", async () => {
    const security = webSecurityFromEnv({
      STORAGE_PUBLIC_URL: 'https://files.example.com/trilha/storage',
      SCORM_CONTENT_URL: 'https://{tenant}.scorm.example.com',
      CSP_IMG_SRC: 'https://*.cdn.example.com',
      CSP_CONNECT_SRC: 'https://s3.example.com, wss://live.example.com',
      CSP_FRAME_SRC: 'https://h5p.example.com',
      CSP_FRAME_ANCESTORS: 'https://lms.example.com',
      TRUSTED_PROXIES: '127.0.0.1',
      HSTS_MAX_AGE: '600',
    });
    const web = await createWebServer({
      distDir: dist,
      runtime: { apiUrl: 'https://{host}', realtimeUrl: 'https://realtime.example.com' },
      security,
    });
    const res = await web.inject({ url: '/', headers: { host: 'demo.example.com', 'x-forwarded-proto': 'https' } });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://demo.example.com',
      'https://files.example.com',
      'https://*.cdn.example.com',
    ]);
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://files.example.com']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'blob:',
      'https://demo.example.com',
      'https://realtime.example.com',
      'wss://realtime.example.com',
      'https://s3.example.com',
      'wss://live.example.com',
    ]);
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://demo.scorm.example.com', 'https://h5p.example.com']));
    expect(csp['frame-ancestors']).toEqual(["'self'", 'https://lms.example.com']);
    // Another origin may frame the app, so X-Frame-Options (which cannot say so) is left out.
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
    await web.close();
  });

  it('refuses at start-up a setting that is not an origin', () => {
    expect(() => webSecurityFromEnv({ CSP_IMG_SRC: 'https://cdn.example.com/images' })).toThrow(/CSP_IMG_SRC/);
    expect(() => webSecurityFromEnv({ CSP_CONNECT_SRC: "'unsafe-eval'" })).toThrow(/CSP_CONNECT_SRC/);
    expect(() => webSecurityFromEnv({ CSP_FRAME_SRC: 'https://a.example.com;script-src' })).toThrow(/CSP_FRAME_SRC/);
    expect(() => webSecurityFromEnv({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
  });
});
