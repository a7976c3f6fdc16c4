// The accessibility panel (001 §2, §4, §5, §8, §9; docs/web-client.md "Accessibility panel"):
// opened by keyboard, every control and its limits' messages, the colour cycle in pictures, the
// settings kept across a reload and on the account (a second browser), and axe over every role's
// landing page in the default scheme and each colour scheme.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROLES, screenshot, settle, useBrowser, webUrl, type Role, type ViewportName } from './browser.ts';
import { axeViolations } from './admin-helpers.ts';

const SAVE = (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith('/users/me/accessibility') && r.request().method() === 'PUT';

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** The theme shows the scheme and contrast now chosen (their colour maths loads on first use). */
const colorsApplied = (page: Page) =>
  page.waitForFunction(() => {
    const d = document.documentElement.dataset;
    return d.colorsApplied === `${d.colorScheme}-${d.contrast}`;
  });

async function landed(page: Page): Promise<void> {
  await page.waitForURL((u) => u.pathname !== '/login');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Acessibilidade', exact: true }).waitFor();
}

async function openPanel(page: Page) {
  const button = page.getByRole('button', { name: 'Acessibilidade', exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const panel = page.getByRole('dialog', { name: 'Acessibilidade' });
  await panel.waitFor();
  return panel;
}

/** A toast with this text is shown, in the toaster's live region; then it is dismissed. */
async function toastSays(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.first().waitFor();
  // The toaster is a polite live region: screen readers announce the limits.
  expect(await toast.first().evaluate((el) => el.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite');
  await page
    .locator('[data-sonner-toast] button[aria-label="Fechar notificação"]')
    .evaluateAll((bs) => bs.forEach((b) => (b as HTMLElement).click()));
  await toast.first().waitFor({ state: 'detached' });
}

/** Back to the defaults on the account too, so the other e2e files see the seeded users as they were. */
async function restore(page: Page) {
  const panel = await openPanel(page);
  const defaults = (r: { url(): string; request(): { method(): string; postData(): string | null } }) =>
    SAVE(r) &&
    r.request().postData() ===
      JSON.stringify({ dyslexia: false, font_multiplier: 1, contrast_multiplier: 1, color_blindness_index: null });
  const saved = page.waitForResponse(defaults);
  // One change first, so "Restaurar padrão" is a change (and a save) even from the defaults.
  await panel.getByRole('button', { name: 'Trocar filtro de cor' }).click();
  await panel.getByRole('button', { name: 'Restaurar padrão' }).click();
  await saved;
}

describe('accessibility panel', () => {
  const browser = useBrowser();

  it('opens and closes by keyboard, from the A button, with focus in and back', async () => {
    const page = await browser.signedIn('student', 'menu');
    await landed(page);
    const button = page.getByRole('button', { name: 'Acessibilidade', exact: true });
    await page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await button.evaluate((b) => b === document.activeElement);
    }
    expect(reached).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Acessibilidade' });
    await panel.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Acessibilidade');
    // Every control is reachable with Tab, in order.
    const names: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      names.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLButtonElement | null;
          return el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent ?? el?.textContent?.trim() ?? '';
        }),
      );
    }
    expect(names).toEqual([
      'Fechar acessibilidade',
      'Fonte para dislexia',
      'Diminuir fonte',
      'Aumentar fonte',
      'Diminuir contraste',
      'Aumentar contraste',
      'Trocar filtro de cor',
      'Restaurar padrão',
    ]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // The button toggles it too; Space opens, the close button closes.
    await page.keyboard.press('Space');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Fechar acessibilidade' }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('font size, contrast and dyslexia font with the limits’ messages (desktop and phone), kept across a reload and on the account', async () => {
    const page = await browser.signedIn('student', 'menu');
    await landed(page);
    try {
      const panel = await openPanel(page);
      expect(await rootFontSize(page)).toBe('16px');
      await panel.getByRole('button', { name: 'Diminuir fonte' }).click();
      await toastSays(page, 'Tamanho mínimo atingido');

      const up = panel.getByRole('button', { name: 'Aumentar fonte' });
      await up.click();
      expect(await rootFontSize(page)).toBe('17.6px');
      expect(await panel.getByTestId('a11y-font').textContent()).toBe('110%');
      for (let i = 0; i < 9; i++) await up.click();
      expect(await rootFontSize(page)).toBe('32px');
      await up.click();
      await toastSays(page, 'Tamanho máximo atingido');
      expect(await rootFontSize(page)).toBe('32px');
      for (let i = 0; i < 7; i++) await panel.getByRole('button', { name: 'Diminuir fonte' }).click();
      expect(await rootFontSize(page)).toBe('20.8px');

      const more = panel.getByRole('button', { name: 'Aumentar contraste' });
      const less = panel.getByRole('button', { name: 'Diminuir contraste' });
      await less.click();
      await toastSays(page, 'Auto contraste mínimo atingido');
      const slate = await rootVar(page, '--color-slate-600');
      for (let i = 0; i < 3; i++) await more.click();
      await colorsApplied(page);
      expect(await panel.getByTestId('a11y-contrast').textContent()).toBe('Nível 4 de 4');
      expect(await rootVar(page, '--color-slate-600')).not.toBe(slate);
      await more.click();
      await toastSays(page, 'Auto contraste máximo atingido');
      await less.click();
      expect(await page.evaluate(() => document.documentElement.dataset.contrast)).toBe('9');

      const fontFiles: string[] = [];
      page.on('request', (r) => r.url().includes('opendyslexic') && fontFiles.push(r.url()));
      const saved = page.waitForResponse(SAVE);
      await panel.getByRole('switch', { name: 'Fonte para dislexia' }).click();
      await page.waitForFunction(() => document.fonts.check('16px OpenDyslexic'));
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?OpenDyslexic/);
      // A font file this document already fetched (the phone pass after the desktop one) raises no
      // new request: the document's resource timing entries list it either way.
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.includes('opendyslexic')),
      );
      fontFiles.push(...loaded);
      expect(fontFiles.length).toBeGreaterThan(0);
      // From our own origin, never a third party.
      for (const u of fontFiles) expect(new URL(u).origin).toBe(new URL(page.url()).origin);
      expect((await saved).status()).toBe(200);
      await screenshot(page, 'a11y-controls-desktop');

      // A reload keeps them (the browser's copy), and so does another browser signed in as the same person (the account's).
      await page.reload();
      await landed(page);
      expect(await rootFontSize(page)).toBe('20.8px');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-dyslexia'))).toBe(true);
      const other = await browser.signedIn('student', 'menu');
      await landed(other);
      await other.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '20.8px');
      expect(await other.evaluate(() => document.documentElement.dataset.contrast)).toBe('9');
      expect(await other.evaluate(() => document.documentElement.hasAttribute('data-dyslexia'))).toBe(true);
      const otherPanel = await openPanel(other);
      expect(await otherPanel.getByRole('switch', { name: 'Fonte para dislexia' }).getAttribute('aria-checked')).toBe('true');
      await other.close();

      // On a phone the same 1.3 stays, and the cap is 1.6.
      const phone = await browser.signedIn('student', 'mobile');
      await landed(phone);
      await phone.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '20.8px');
      const phonePanel = await openPanel(phone);
      for (let i = 0; i < 3; i++) await phonePanel.getByRole('button', { name: 'Aumentar fonte' }).click();
      expect(await rootFontSize(phone)).toBe('25.6px');
      await phonePanel.getByRole('button', { name: 'Aumentar fonte' }).click();
      await toastSays(phone, 'Tamanho máximo atingido');
      await screenshot(phone, 'a11y-controls-phone');
    } finally {
      await restore(page);
    }
    expect(await rootFontSize(page)).toBe('16px');
  });

  for (const viewport of ['menu', 'mobile'] as ViewportName[])
    it(`the colour cycle at ${viewport}: hue 90, 200, 360, contrast 0 (contrast refused), off restores the tenant’s colours`, async () => {
      const page = await browser.signedIn('manager', viewport);
      await landed(page);
      const original = await rootVar(page, '--color-primary-500');
      try {
        const panel = await openPanel(page);
        const next = panel.getByRole('button', { name: 'Trocar filtro de cor' });
        const more = panel.getByRole('button', { name: 'Aumentar contraste' });
        await more.click(); // contrast 5, reset by "off" at the end
        const seen: string[] = [];
        for (const [i, label] of [
          [0, 'Filtro 1 de 4, para protanopia (vermelho): matiz 90°'],
          [1, 'Filtro 2 de 4, para deuteranopia (verde): matiz 200°'],
          [2, 'Filtro 3 de 4, para tritanopia (azul e amarelo): matiz 360°'],
          [3, 'Filtro 4 de 4, para acromatopsia (nenhuma cor): sem cor (contraste 0)'],
        ] as const) {
          await next.click();
          await colorsApplied(page);
          expect(await panel.getByTestId('a11y-scheme').textContent()).toBe(label);
          expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(String(i));
          seen.push(await rootVar(page, '--color-primary-500'));
          await screenshot(page, `a11y-scheme-${i}-${viewport}`);
        }
        expect(new Set([original, ...seen]).size).toBe(5);
        // The fourth scheme has no colour: a grey.
        expect(seen[3]).toMatch(/^#([0-9a-f]{2})\1\1$/);
        await more.click();
        await toastSays(page, 'Insira um filtro de cor válido!');
        await panel.getByRole('button', { name: 'Diminuir contraste' }).click();
        await toastSays(page, 'Insira um filtro de cor válido!');
        await next.click();
        await colorsApplied(page);
        expect(await panel.getByTestId('a11y-scheme').textContent()).toBe('Desligado');
        expect(await rootVar(page, '--color-primary-500')).toBe(original);
        expect(await panel.getByTestId('a11y-contrast').textContent()).toBe('Nível 1 de 4');
        await screenshot(page, `a11y-scheme-off-${viewport}`);
      } finally {
        await restore(page);
      }
    });

  it('the browser’s settings apply on the sign-in page too, before anyone signs in', async () => {
    const page = await browser.page('mobile');
    await page.goto(`${webUrl()}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.evaluate(() =>
      localStorage.setItem(
        'trilha.accessibility',
        JSON.stringify({ dyslexia: true, font_multiplier: 2, contrast_multiplier: 5, color_blindness_index: 1 }),
      ),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    // 2 chosen on a desktop is 1.6 on a phone.
    expect(await rootFontSize(page)).toBe('25.6px');
    await colorsApplied(page);
    await page.waitForFunction(() => document.fonts.check('16px OpenDyslexic'));
    await screenshot(page, 'a11y-sign-in-phone');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('respects prefers-reduced-motion: no transitions', async () => {
    const page = await browser.signedIn('student', 'menu');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await landed(page);
    const panel = await openPanel(page);
    const duration = await panel
      .getByRole('switch', { name: 'Fonte para dislexia' })
      .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(duration).toBeLessThan(0.001);
  });

  // axe (WCAG 2.1 AA + best practices; serious and critical) on each role's landing page in the
  // default scheme and in each colour scheme; the panel itself open once per role.
  const sweep: Array<[Role, ViewportName]> = [...ROLES.map((r) => [r, 'menu'] as [Role, ViewportName]), ['student', 'mobile']];
  for (const [role, viewport] of sweep)
    it(`axe: ${role} landing page at ${viewport}, default scheme and every colour scheme`, async () => {
      const page = await browser.signedIn(role, viewport);
      await landed(page);
      try {
        await settle(page);
        expect(await axeViolations(page), 'default').toEqual([]);
        const panel = await openPanel(page);
        expect(await axeViolations(page), 'panel open').toEqual([]);
        const next = panel.getByRole('button', { name: 'Trocar filtro de cor' });
        for (let i = 0; i < 4; i++) {
          await openPanel(page);
          await next.click();
          await colorsApplied(page);
          await page.keyboard.press('Escape');
          expect(await axeViolations(page), `scheme ${i}`).toEqual([]);
        }
        // The top contrast step on the first scheme too.
        const p = await openPanel(page);
        await next.click(); // off
        await next.click(); // scheme 0
        for (let i = 0; i < 3; i++) await p.getByRole('button', { name: 'Aumentar contraste' }).click();
        await colorsApplied(page);
        await page.keyboard.press('Escape');
        expect(await axeViolations(page), 'scheme 0, contrast 13').toEqual([]);
      } finally {
        await restore(page);
      }
    });
});
