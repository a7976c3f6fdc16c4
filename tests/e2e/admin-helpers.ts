import { readFileSync } from 'node:fs';
// Helpers of the administration e2e tests: API calls made from inside a page of the tenant (the
// browser resolves NAME.localhost and the API reads the tenant from that host), toasts, unique names.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, email, screenshot, settle, type Role } from './browser.ts';

export type ApiResult<T = unknown> = { status: number; json: T };

/** fetch() to the platform's API from the page's origin (the page must be on a tenant's screen). */
export async function api<T = unknown>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<ApiResult<T>> {
  return page.evaluate(
    async ({ path, init }) => {
      const template = (window as unknown as { __TRILHA_CONFIG__?: { apiUrl?: string } }).__TRILHA_CONFIG__?.apiUrl;
      const base = (template ?? 'http://{host}:3333').replaceAll('{host}', location.hostname).replace(/\/+$/, '');
      const headers: Record<string, string> = { accept: 'application/json' };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const res = await fetch(base + path, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    { path, init },
  ) as Promise<ApiResult<T>>;
}

/** A bearer token for a seeded role of the demo tenant (the page must be on the demo tenant). */
export async function tokenFor(page: Page, role: Role): Promise<string> {
  const r = await api<{ token: string }>(page, '/auth/login', {
    method: 'POST',
    body: { email: email(role), password: PASSWORD },
  });
  expect(r.status).toBe(200);
  return r.json.token;
}

/** A short unique suffix, so each run creates its own records (lowercase letters and digits). */
export const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Creates a user in the host tenant through the API (as an admin) and returns it. */
export async function createUserViaApi(
  page: Page,
  adminToken: string,
  o: { name: string; email: string; type: Role },
): Promise<{ id: number; name: string; email: string }> {
  const r = await api<{ data: { id: number; name: string; email: string } }>(page, '/users', {
    method: 'POST',
    token: adminToken,
    body: { ...o, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.data;
}

/** The toast region (sonner, labelled "Notificações"). */
export const toasts = (page: Page) => page.locator('section[aria-label^="Notificações"]');

/**
 * Waits for a toast with this exact text that was not there before `action` (a repeated message
 * still counts as new). The toasts already shown are marked rather than counted: on a slow machine
 * an older one with the same text could expire meanwhile and hide the new one from a count.
 */
export async function expectNewToast(page: Page, text: string, action: () => Promise<unknown>): Promise<void> {
  const matching = toasts(page).getByText(text, { exact: true });
  await matching.evaluateAll((shown) => shown.forEach((el) => el.setAttribute('data-e2e-seen', '')));
  await action();
  await matching.and(page.locator(':not([data-e2e-seen])')).first().waitFor({ timeout: 10_000 });
}

/** The value of a CSS custom property on <html> or on a given element. */
export async function cssVar(page: Page, name: string, selector = ':root'): Promise<string> {
  return page.evaluate(
    ({ name, selector }) => getComputedStyle(document.querySelector(selector)!).getPropertyValue(name).trim().toLowerCase(),
    { name, selector },
  );
}

/** A screenshot of the top of the page (a click may have scrolled it), as browser.ts's screenshot. */
export async function topScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

// axe-core is a dev dependency of the web app; the same audit as accessibility.test.ts.
const AXE = createRequire(resolve(import.meta.dirname, '../../apps/web/package.json')).resolve('axe-core/axe.min.js');
let axeCode: string | undefined;
const axeSource = (): string => (axeCode ??= readFileSync(AXE, 'utf8'));
type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** WCAG 2.2 A and AA (issue 29): the 2.0 and 2.1 rules and the 2.2 ones (target size among them). */
export const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Serious or critical violations on the page as it is (contrast included): WCAG 2.1 AA and best
 * practices by default, or the given axe tags.
 */
export async function axeViolations(page: Page, tags?: string[]): Promise<string[]> {
  // Once per document: a test audits the same page in several states, and parsing axe (0.5 MB)
  // again each time was a good part of the audit's CPU.
  // Evaluated through the DevTools protocol, not added as an inline <script>: the page's
  // Content-Security-Policy refuses inline scripts (and browser.ts fails a test on any violation).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  // Colour contrast is measured on the screen at rest, not halfway through a transition.
  await settle(page);
  const values = tags ?? ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  const violations = await page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values },
      // axe keeps this WCAG 2.5.3 rule "experimental" (off unless asked); issue 29 counts it.
      ...(values.includes('wcag22aa') ? { rules: { 'label-content-name-mismatch': { enabled: true } } } : {}),
      // Only the violations are read: axe then keeps one node per passing or inapplicable rule
      // instead of every node, the same rules still run on every node.
      resultTypes: ['violations'],
    });
    return r.violations;
  }, values);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
