import { createHash } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startWebDevServer } from '../../scripts/web-dev-server.ts';

// `pnpm dev` on a fresh clone (no web build): the client comes from Vite's dev server, pointed at
// the API and realtime ports the platform really listens on.
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

describe('pnpm dev web client', () => {
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => stop?.());

  it('serves the app without a build, talking to the given API and realtime ports', async () => {
    const port = await freePort();
    const dev = await startWebDevServer({
      port,
      apiUrl: 'http://127.0.0.1:3999',
      realtimeUrl: 'http://127.0.0.1:6999',
      prebundle: false,
    });
    stop = dev.stop;
    const page = await fetch(`http://127.0.0.1:${port}/login`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/@vite/client');
    // The production policy, plus each inline script of the dev page by its hash (React Refresh's preamble).
    const csp = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const code of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(csp).toContain(
      `connect-src 'self' blob: http://127.0.0.1:3999 http://127.0.0.1:6999 ws://127.0.0.1:6999 ws://127.0.0.1:${port}`,
    );
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const config = await (await fetch(`http://127.0.0.1:${port}/src/lib/config.ts`)).text();
    expect(config).toContain('"VITE_API_URL": "http://{host}:3999"');
    expect(config).toContain('"VITE_REALTIME_URL": "http://{host}:6999"');
  });
});
