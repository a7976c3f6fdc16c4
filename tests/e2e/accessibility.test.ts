import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser, webUrl, type Role, type ViewportName } from './browser.ts';

// axe-core is a dev dependency of the web app; the file is injected into each page.
const AXE = createRequire(resolve(import.meta.dirname, '../../apps/web/package.json')).resolve('axe-core/axe.min.js');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  // Let the 500 ms loading bar and entrance transitions settle before measuring contrast.
  await page.waitForTimeout(700);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return r.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe, WCAG 2.1 AA, default demo theme)', () => {
  const browser = useBrowser();

  const publicScreens: Array<[string, string]> = [
    ['Login', '/login'],
    ['Forgot Password', '/forgot-password'],
    ['Reset Password', '/reset-password?token=abcdefghijklmnop'],
    ['Not Found', '/not-found'],
    ['Error page', '/nada/aqui'],
  ];
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`public screens at ${viewport}`, async () => {
      const page = await browser.page(viewport);
      for (const [name, path] of publicScreens) {
        await page.goto(`${webUrl()}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await audit(page), name).toEqual([]);
      }
      await page.goto(`${webUrl('nope')}/`);
      await page.getByRole('heading', { level: 1, name: 'Licença não encontrada' }).waitFor();
      expect(await audit(page), 'License Error').toEqual([]);
    });
  }

  const landings: Array<[Role, ViewportName]> = [
    ['student', 'desktop'],
    ['student', 'tablet'],
    ['manager', 'menu'],
    ['admin', 'desktop'],
    ['client', 'mobile'],
  ];
  for (const [role, viewport] of landings) {
    it(`${role} landing page at ${viewport}`, async () => {
      const page = await browser.page(viewport);
      await signIn(page, role);
      await page.waitForURL((u) => u.pathname !== '/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await audit(page)).toEqual([]);
    });
  }

  it('open menus: the drawer at 1280 px, the bottom sheet at 1024 px, the user menu at 1440 px', async () => {
    const manager = await browser.page('menu');
    await signIn(manager, 'manager');
    await manager.waitForURL('**/disciplines');
    await manager.getByRole('button', { name: 'Abrir menu' }).click();
    await manager.getByRole('dialog', { name: 'Menu principal' }).waitFor();
    expect(await audit(manager), 'drawer').toEqual([]);

    const student = await browser.page('tablet');
    await signIn(student, 'student');
    await student.waitForURL('**/my/disciplines');
    await student.getByRole('navigation', { name: 'Navegação rápida' }).getByRole('button', { name: 'Menu' }).click();
    await student.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await audit(student), 'bottom sheet').toEqual([]);

    const admin = await browser.page('desktop');
    await signIn(admin, 'admin');
    await admin.waitForURL('**/home');
    await admin.getByRole('button', { name: /^Menu do usuário/ }).click();
    await admin.getByRole('menu').waitFor();
    expect(await audit(admin), 'user menu').toEqual([]);
  });
});
