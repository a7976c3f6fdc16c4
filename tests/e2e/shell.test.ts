import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, webUrl } from './browser.ts';

describe('tenant and public screens', () => {
  const browser = useBrowser();

  it('an unknown tenant shows License Error', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${webUrl('nope')}/login`);
    await page.waitForURL('**/error');
    await page.getByRole('heading', { level: 1, name: 'Licença não encontrada' }).waitFor();
    expect(await page.title()).toMatch(/^Licença não encontrada/);
    await screenshot(page, 'license-error-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'license-error-390');
  });

  it('settings answering 200 with no data also shows License Error', async () => {
    for (const body of ['{}', '{"data":null}', '']) {
      const page = await browser.page('desktop');
      await page.route(
        (url) => url.pathname === '/settings',
        (route) => route.fulfill({ status: 200, contentType: 'application/json', body }),
      );
      await page.goto(`${webUrl()}/login`);
      await page.waitForURL('**/error');
      await page.getByRole('heading', { level: 1, name: 'Licença não encontrada' }).waitFor();
      await page.close();
    }
  });

  it("the tenant's colours become the theme's CSS variables", async () => {
    const page = await browser.page('desktop');
    const settings = page.waitForResponse((r) => new URL(r.url()).pathname === '/settings');
    await page.goto(`${webUrl()}/`);
    await page.waitForURL('**/login');
    const { data } = (await (await settings).json()) as { data: { primary_color: string; secondary_color: string } };
    const vars = await page.evaluate(() => {
      const s = getComputedStyle(document.documentElement);
      return {
        p500: s.getPropertyValue('--color-primary-500').trim(),
        s500: s.getPropertyValue('--color-secondary-500').trim(),
        p50: s.getPropertyValue('--color-primary-50').trim(),
        p900: s.getPropertyValue('--color-primary-900').trim(),
        theme: document.documentElement.dataset.theme,
      };
    });
    expect(vars.p500).toBe(data.primary_color.toLowerCase());
    expect(vars.s500).toBe(data.secondary_color.toLowerCase());
    expect(vars.p50).toMatch(/^#[0-9a-f]{6}$/);
    expect(vars.p900).toMatch(/^#[0-9a-f]{6}$/);
    expect(['orange', 'blue', 'green', 'purple', 'indigo', 'red', 'yellow', 'gray']).toContain(vars.theme);
    // The title follows the route's strings, which load after the first paint.
    await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/^Entrar \| /);
    // No sidebar on Login; one main landmark; the skip link is the first tab stop.
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('main').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))).toContain(
      'Pular para o conteúdo principal',
    );
    await screenshot(page, 'login-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'login-390');
  });

  it('Forgot Password, Not Found and the error page of any other path, without sidebar', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${webUrl()}/login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' }).waitFor();
    await screenshot(page, 'forgot-password-1440');
    await page.getByLabel('E-mail').fill('student@demo.trilha.dev');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /e-mail/i })
      .waitFor();
    await screenshot(page, 'forgot-password-sent-1440');

    await page.goto(`${webUrl()}/reset-password?token=abcdefghijklmnop`);
    await page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' }).waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-123');
    await page.getByLabel('Confirme a nova senha').fill('outra-senha-123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await screenshot(page, 'reset-password-invalid-1440');

    await page.goto(`${webUrl()}/not-found`);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await screenshot(page, 'not-found-1440');

    await page.goto(`${webUrl()}/nada/por/aqui`);
    // An unknown address is a 404 and says so (issue 29: it read "404 · Algo deu errado").
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    expect(await page.getByText('Algo deu errado').count()).toBe(0);
    await page.getByText('/nada/por/aqui').waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await screenshot(page, 'unknown-path-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'unknown-path-390');
  });
});

describe('the shell', () => {
  const browser = useBrowser();

  it('at 1024 px a student gets the bottom bar instead of the sidebar', async () => {
    const page = await browser.signedIn('student', 'tablet');
    await page.waitForURL('**/my/disciplines');
    const bar = page.getByRole('navigation', { name: 'Navegação rápida' });
    await bar.waitFor();
    for (const name of ['Início', 'Calendário', 'Avisos']) await bar.getByRole('link', { name, exact: true }).waitFor();
    for (const name of ['Notificações', 'Menu']) await bar.getByRole('button', { name, exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Abrir menu' }).count()).toBe(0);
    await screenshot(page, 'landing-student-1024');
    await bar.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Sair' }).waitFor();
    await screenshot(page, 'student-menu-sheet-1024');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
  });

  it('at 1280 px a manager gets the menu button that opens the sidebar', async () => {
    const page = await browser.signedIn('manager', 'menu');
    await page.waitForURL('**/disciplines');
    const button = page.getByRole('button', { name: 'Abrir menu' });
    await button.waitFor();
    expect(await page.getByRole('navigation', { name: 'Navegação rápida' }).count()).toBe(0);
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu principal' });
    await drawer.waitFor();
    const labels = await drawer.getByRole('navigation').locator('li').allTextContents();
    expect(labels.map((l) => l.replace('Em breve', '').trim())).toEqual([
      'Início',
      'Usuarios',
      'Relatórios',
      'Avisos',
      'Calendário',
      'Produção',
      'Tutores',
      'Projetos',
    ]);
    await screenshot(page, 'manager-drawer-1280');
    // A placeholder opens the feature modal; a click outside closes it.
    await drawer.getByRole('button', { name: /Produção/ }).click();
    const modal = page.getByRole('dialog', { name: /Produção está chegando/ });
    await modal.waitFor();
    await page.mouse.click(5, 5);
    await modal.waitFor({ state: 'hidden' });
  });

  it('at 1440 px the sidebar is collapsible (240 px ↔ 70 px) and lists the role entries', async () => {
    const page = await browser.signedIn('admin');
    await page.waitForURL('**/home');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.waitFor();
    expect(await nav.locator('li').allTextContents()).toEqual(['Início', 'Usuarios', 'Empresas', 'Auditoria']);
    const aside = page.locator('aside').filter({ has: nav });
    expect((await aside.boundingBox())!.width).toBe(240);
    await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
    await expect.poll(async () => (await aside.boundingBox())!.width).toBe(70);
    await screenshot(page, 'admin-collapsed-1440');
    await page.getByRole('button', { name: 'Expandir menu lateral' }).click();
    await expect.poll(async () => (await aside.boundingBox())!.width).toBe(240);
    // Keyboard: the user menu opens with the arrow key and closes with Esc.
    const menuButton = page.getByRole('button', { name: /^Menu do usuário/ });
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menu').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Perfil',
      'Notificações',
      'Preferências de notificação',
      'Alterar senha',
      'Sair',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
  });

  it('a failed route load keeps the current screen and shows the error toast', async () => {
    const page = await browser.signedIn('manager');
    await page.waitForURL('**/disciplines');
    await page.getByRole('heading', { level: 1, name: 'Disciplinas' }).waitFor();
    await page.route('**/admin/**', (r) => r.continue());
    await page.route(
      (url) => url.pathname === '/disciplines' && url.searchParams.get('search') === 'falha',
      (r) =>
        r.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Erro interno do servidor', code: 'INTERNAL' }),
        }),
    );
    await page.getByRole('searchbox', { name: 'Buscar disciplinas' }).fill('falha');
    await page.keyboard.press('Enter');
    await page.getByText('Ocorreu um erro ao acessar a página, tente novamente!').waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBeNull();
    await page.getByRole('heading', { level: 1, name: 'Disciplinas' }).waitFor();
    await screenshot(page, 'route-load-error-toast-1440');
  });

  it('search narrows the list and shows an empty state', async () => {
    const page = await browser.signedIn('client');
    await page.waitForURL('**/disciplines');
    await page.getByRole('searchbox', { name: 'Buscar disciplinas' }).fill('zzz-nada-encontrado');
    await page.getByRole('heading', { name: 'Nenhum resultado' }).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe('zzz-nada-encontrado');
    await screenshot(page, 'disciplines-empty-search-1440');
  });
});
