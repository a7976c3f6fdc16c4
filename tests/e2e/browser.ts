// One Chromium per test file (playwright-core + Debian's /usr/bin/chromium, flags from machine.md),
// a fresh context per test, and helpers that act as a person would: by role, label and text.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { requireChromium } from '../support/requirements.ts';

export const PASSWORD = 'Trilha@2026';
export const ROLES = ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const email = (role: Role) => `${role}@demo.trilha.dev`;

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  menu: { width: 1280, height: 800 },
  tablet: { width: 1024, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const SCREENSHOTS = resolve(import.meta.dirname, '../../test-artifacts/screenshots');

export function webUrl(tenant = 'demo'): string {
  const base = inject('webUrl');
  return tenant === 'demo' ? base : base.replace('//demo.', `//${tenant}.`);
}

/** Launches Chromium for the file and closes every context after each test. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  // No Chromium: the file's tests skip, or under TRILHA_TEST_STRICT=1 the file fails (at collection).
  const executablePath = requireChromium();
  beforeEach((ctx) => ctx.skip(!executablePath, 'Chromium is missing'));
  beforeAll(async () => {
    if (!executablePath) return;
    // Playwright gives every launch a fresh temporary profile of its own.
    browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    });
  });
  afterEach(async (ctx) => {
    // A failing test leaves a picture of every page it had open.
    if (ctx.task.result?.state === 'fail') {
      mkdirSync(join(SCREENSHOTS, 'failures'), { recursive: true });
      const name = ctx.task.name.replace(/[^\w-]+/g, '_').slice(0, 80);
      let i = 0;
      for (const c of contexts)
        for (const p of c.pages())
          await p.screenshot({ path: join(SCREENSHOTS, 'failures', `${name}-${i++}.png`) }).catch(() => {});
    }
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async page(viewport: ViewportName = 'desktop'): Promise<Page> {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      page.on('pageerror', (e) => console.error(`[browser] ${e.message}`));
      return page;
    },
  };
}

export async function signIn(page: Page, role: Role, password = PASSWORD): Promise<void> {
  await page.goto(`${webUrl()}/login`);
  await page.getByLabel('E-mail').fill(email(role));
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Let the 500 ms loading bar clear and fonts settle so the picture shows the screen at rest.
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

export async function emit(userId: number, event: string, data: unknown): Promise<void> {
  const res = await fetch(inject('emitUrl'), { method: 'POST', body: JSON.stringify({ userId, event, data }) });
  if (!res.ok) throw new Error(`emit failed: ${res.status}`);
}
