import { describe, expect, it } from 'vitest';
import { useBrowser, webUrl, type Role, type ViewportName } from './browser.ts';
import { axeViolations as audit } from './admin-helpers.ts';

// axe-core (WCAG 2.1 AA and best practices; serious and critical findings) on the screen at rest.
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
      const page = await browser.signedIn(role, viewport);
      await page.waitForURL((u) => u.pathname !== '/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await audit(page)).toEqual([]);
    });
  }

  it('open menus: the drawer at 1280 px, the bottom sheet at 1024 px, the user menu at 1440 px', async () => {
    const manager = await browser.signedIn('manager', 'menu');
    await manager.waitForURL('**/disciplines');
    await manager.getByRole('button', { name: 'Abrir menu' }).click();
    await manager.getByRole('dialog', { name: 'Menu principal' }).waitFor();
    expect(await audit(manager), 'drawer').toEqual([]);

    const student = await browser.signedIn('student', 'tablet');
    await student.waitForURL('**/my/disciplines');
    await student.getByRole('navigation', { name: 'Navegação rápida' }).getByRole('button', { name: 'Menu' }).click();
    await student.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await audit(student), 'bottom sheet').toEqual([]);

    const admin = await browser.signedIn('admin');
    await admin.waitForURL('**/home');
    await admin.getByRole('button', { name: /^Menu do usuário/ }).click();
    await admin.getByRole('menu').waitFor();
    expect(await audit(admin), 'user menu').toEqual([]);
  });
});
