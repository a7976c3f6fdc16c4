import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openApp, takeCspViolations, useBrowser, webUrl } from './browser.ts';

const b = useBrowser();

// browser.ts fails any test during which a page broke the content security policy. This proves the
// watch sees what the policy refuses (so a test passing means no violation, not an unheard one),
// and that the web server's policy refuses what it should.
describe('content security policy in the browser', () => {
  it('refuses an inline script, eval and a request to an origin it does not list, and the watch reports each', async () => {
    const page = await b.page();
    await openApp(page);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(takeCspViolations(page)).toEqual([]);

    const ran = await page.evaluate(async () => {
      const w = window as { __inlineRan?: boolean; __evalRan?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      // A string timer is eval, run by the page itself (this evaluate call is exempt from the policy).
      (setTimeout as (code: string, ms: number) => number)('window.__evalRan = true', 0);
      const fetched = await fetch('http://outside.localhost:9/').then(
        () => true,
        () => false,
      );
      await new Promise((r) => setTimeout(r, 100));
      return { inline: w.__inlineRan === true, evalRan: w.__evalRan === true, fetched };
    });
    expect(ran).toEqual({ inline: false, evalRan: false, fetched: false });
    const seen = takeCspViolations(page).join('\n');
    expect(seen).toContain('script-src-elem refused inline');
    expect(seen).toContain('script-src refused eval');
    expect(seen).toContain('connect-src refused http://outside.localhost:9/');
    // The same refusal heard the other way too: Chromium's own log line.
    expect(seen).toMatch(/Connecting to 'http:\/\/outside\.localhost:9\/' violates the following Content Security Policy/);
  });

  it("lets the page reach its own tenant's API (the sign-in call) with nothing refused", async () => {
    const page = await b.page();
    await openApp(page);
    const settings = page.waitForResponse((r) => new URL(r.url()).pathname === '/settings');
    await page.reload();
    expect((await settings).status()).toBe(200);
    expect(new URL((await settings).url()).port).toBe(new URL(inject('apiUrl')).port);
    expect(new URL(webUrl()).hostname).toBe('demo.localhost');
    expect(takeCspViolations(page)).toEqual([]);
  });
});
