import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from './browser.ts';

/** How far ahead of the page's clock the pause lands: room for a slow machine between reading and pausing. */
const PAUSE_MARGIN_MS = 10_000;
const token = (page: Page) => page.evaluate(() => localStorage.getItem('trilha.token'));
const path = (page: Page) => new URL(page.url()).pathname;

describe('session rules with a fake clock (000 §4)', () => {
  const browser = useBrowser();

  /** Signed in with the page clock paused: from here time moves only by the test's own steps. */
  async function signedIn(role: 'student' | 'manager') {
    const page = await browser.page('desktop');
    await page.clock.install();
    await signIn(page, role);
    await page.waitForURL(role === 'student' ? '**/my/disciplines' : '**/disciplines');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await token(page)).not.toBeNull();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + PAUSE_MARGIN_MS);
    return page;
  }

  it('after 14400 s without activity: Login, token removed', async () => {
    const page = await signedIn('student');
    // Stop at 400 s left, not at or below 300 s, where a hover-induced mouse event would rightly reset it.
    await page.clock.fastForward((14400 - 400) * 1000);
    await page.clock.runFor(1000);
    expect(path(page)).toBe('/my/disciplines');
    await page.clock.fastForward(400_000);
    await page.waitForURL('**/login');
    expect(await token(page)).toBeNull();
  });

  it('activity resets the counter only at or below 300 s', async () => {
    const page = await signedIn('manager');
    // About 400 s left: moving the mouse does not reset.
    await page.clock.fastForward((14400 - 400) * 1000);
    await page.mouse.move(200, 200);
    await page.mouse.move(300, 300);
    await page.clock.fastForward(400_000);
    await page.waitForURL('**/login');
    expect(await token(page)).toBeNull();

    // Signed in again: at about 200 s left a key press resets it to the full 14400 s.
    await page.clock.resume();
    await signIn(page, 'manager');
    await page.waitForURL('**/disciplines');
    await page.getByRole('heading', { level: 1, name: 'Disciplinas' }).waitFor();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + PAUSE_MARGIN_MS);
    await page.clock.fastForward((14400 - 200) * 1000);
    await page.keyboard.press('Shift');
    await page.clock.fastForward(600_000);
    await page.clock.runFor(1000);
    expect(path(page)).toBe('/disciplines');
    expect(await token(page)).not.toBeNull();
  });

  it('pings every 60 s while signed in; a failing ping sends to Login', async () => {
    const page = await signedIn('student');
    let pings = 0;
    await page.route('**/ping', async (route) => {
      pings++;
      if (pings < 2) return route.continue();
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Sessão inválida ou expirada. Faça login novamente', code: 'UNAUTHENTICATED' }),
      });
    });
    // runFor fires every timer on its way (the clock is paused since sign-in).
    await page.clock.runFor(30_000);
    expect(pings).toBe(0);
    const first = page.waitForResponse((r) => r.url().endsWith('/ping'));
    await page.clock.runFor(31_000);
    // Let the first ping finish: the scheduler never starts one while another is in flight.
    await (await first).finished();
    await page.waitForTimeout(200);
    expect(pings).toBe(1);
    expect(path(page)).toBe('/my/disciplines');
    await page.clock.runFor(60_000);
    await expect.poll(() => pings).toBe(2);
    await page.waitForURL('**/login');
    expect(await token(page)).toBeNull();
    // No ping on the login routes.
    await page.clock.runFor(180_000);
    expect(pings).toBe(2);
  });
});
