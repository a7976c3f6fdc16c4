import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, webUrl, type Role, type ViewportName } from './browser.ts';
import { axeViolations, createUserViaApi, tokenFor, topScreenshot, unique } from './admin-helpers.ts';

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`${webUrl()}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

// The administration screens pass the same axe audit as the foundation's screens (WCAG 2.1 AA, the
// demo tenant's colours), at desktop and phone widths; each audited screen is also pictured.
describe('administration screens: accessibility (axe)', () => {
  const browser = useBrowser();

  const screens: Array<[Role, string, string | RegExp, string]> = [
    ['admin', '/users', 'Usuários', 'admin-users'],
    ['admin', '/users/create', 'Novo usuário', 'admin-user-create'],
    ['admin', '/companies', 'Empresas', 'admin-companies'],
    ['admin', '/companies?status=deleted', 'Empresas', 'admin-companies-deleted'],
    ['admin', '/companies/create', 'Nova empresa', 'admin-company-create'],
    ['admin', '/integrations', 'Integrações', 'admin-integrations'],
    ['manager', '/consumers/settings', 'Configurações', 'manager-consumer-settings'],
    ['client', '/consumers/settings', 'Configurações', 'client-consumer-settings'],
  ];
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`list and form screens at ${viewport}`, async () => {
      const pages = new Map<Role, Page>();
      // At phone width the variants (deleted companies, the client's settings) are left out.
      const list = viewport === 'desktop' ? screens : screens.filter(([role, path]) => role !== 'client' && !path.includes('?'));
      for (const [role, path, heading, name] of list) {
        let page = pages.get(role);
        if (!page) {
          page = await browser.signedIn(role, viewport);
          await page.waitForURL((u) => u.pathname !== '/login');
          pages.set(role, page);
        }
        await visit(page, path, heading);
        expect(await axeViolations(page), path).toEqual([]);
        await topScreenshot(page, `a11y-${name}-${viewport === 'desktop' ? 1440 : 390}`);
      }
      // Nine screens, each signed in, loaded, scanned by axe and photographed: on a busy 2-core
      // machine that outgrows the default 60 s per test without anything being wrong.
    }, 180_000);
  }

  it('own screens of every role: change password and profile settings; the waitlist modal', async () => {
    const page = await browser.signedIn('tutor');
    await page.waitForURL('**/my/disciplines');
    const id = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('trilha.session')!) as { user: { id: number } }).user.id,
    );
    await visit(page, `/users/${id}/change-password`, 'Alterar senha');
    expect(await page.getByLabel('Senha atual').count()).toBe(1);
    expect(await axeViolations(page), 'change password').toEqual([]);
    await topScreenshot(page, 'a11y-own-change-password-1440');
    await visit(page, `/profile/${id}/settings`, 'Configurações do perfil');
    await page
      .getByRole('heading', { name: /Nenhum contato|Contatos/ })
      .first()
      .waitFor();
    expect(await axeViolations(page), 'profile settings').toEqual([]);

    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: /Projetos/ })
      .click();
    await page.getByRole('dialog', { name: 'Projetos está chegando' }).waitFor();
    expect(await axeViolations(page), 'waitlist modal').toEqual([]);
  });

  it('the access-as banner and its exit modal', async () => {
    const page = await browser.signedIn('manager', 'tablet');
    await page.waitForURL('**/disciplines');
    const student = await createUserViaApi(page, await tokenFor(page, 'admin'), {
      name: `Aluna Banner ${unique()}`,
      email: `aluna.banner.${unique()}@demo.trilha.dev`,
      type: 'student',
    });
    await visit(page, `/users?search=${encodeURIComponent(student.name)}`, 'Usuários');
    await page.getByRole('button', { name: `Acessar como ${student.name}` }).click();
    await page.waitForURL('**/my/disciplines');
    const banner = page.getByRole('region', { name: 'Acesso como outro usuário' });
    await banner.waitFor();
    expect(await axeViolations(page), 'banner').toEqual([]);
    await banner.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('dialog', { name: 'Sair do acesso como outro usuário' }).waitFor();
    expect(await axeViolations(page), 'exit modal').toEqual([]);
    await page.getByRole('button', { name: 'Voltar para o Início' }).click();
    await page.waitForURL('**/disciplines');
    await page.getByRole('heading', { level: 1, name: 'Disciplinas' }).waitFor();
  });
});
