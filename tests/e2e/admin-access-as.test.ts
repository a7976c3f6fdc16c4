import { describe, expect, it } from 'vitest';
import { screenshot, signIn, useBrowser, webUrl } from './browser.ts';
import { api, createUserViaApi, expectNewToast, tokenFor, unique } from './admin-helpers.ts';

const session = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('trilha.token'),
    stored: JSON.parse(localStorage.getItem('trilha.session') ?? 'null') as {
      user: { id: number; type: string; name: string };
      impersonator?: { user: { id: number }; token: string };
    } | null,
  }));

// Issue #4, browser test 2: access-as from the users list, the banner, and the way back.
describe('access-as', () => {
  const browser = useBrowser();

  it('an admin opens a student’s account, sees the banner, and leaves to the platform’s Login signed out', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${webUrl()}/login`);
    const id = unique();
    const student = await createUserViaApi(page, await tokenFor(page, 'admin'), {
      name: `Aluna Acesso ${id}`,
      email: `aluna.acesso.${id}@demo.trilha.dev`,
      type: 'student',
    });
    const admin = await session(page);
    expect(admin.stored?.user.type).toBe('admin');

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Usuarios' }).click();
    await page.waitForURL('**/users');
    await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(student.name);
    await page.waitForURL(/search=/);
    await page.getByRole('status').filter({ hasText: '1 usuário' }).waitFor();
    await screenshot(page, 'admin-users-search-1440');

    const loginAs = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/login-as');
    await page.getByRole('button', { name: `Acessar como ${student.name}` }).click();
    expect((await loginAs).status()).toBe(200);
    await page.waitForURL('**/my/disciplines');
    const banner = page.getByRole('region', { name: 'Acesso como outro usuário' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(student.name);
    expect(await banner.textContent()).toContain('Gabriela Martins (Admin)');
    const viewing = await session(page);
    expect(viewing.stored?.user.id).toBe(student.id);
    expect(viewing.stored?.impersonator?.user.id).toBe(admin.stored?.user.id);
    expect(viewing.token).not.toBe(admin.token);
    await screenshot(page, 'access-as-banner-1440');
    // At 1024 px the banner is one short line with a compact button.
    await page.setViewportSize({ width: 1024, height: 768 });
    await banner.getByText('Acessando como').waitFor();
    await screenshot(page, 'access-as-banner-1024');

    await banner.getByRole('button', { name: 'Sair' }).click();
    const modal = page.getByRole('dialog', { name: 'Sair do acesso como outro usuário' });
    await modal.waitFor();
    await screenshot(page, 'access-as-exit-modal-1024');
    await modal.getByRole('button', { name: 'Voltar para o Início' }).click();

    // An admin's home is the platform: ACCESS_AS_EXIT_URL, by default the platform's own Login,
    // signed out (001 §4), both tokens revoked.
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await banner.count()).toBe(0);
    expect((await session(page)).token).toBeNull();
    for (const token of [viewing.token!, admin.token!])
      expect((await api(page, '/ping', { method: 'POST', token })).status).toBe(401);
  });

  it('an admin leaves to a configured external login URL (ACCESS_AS_EXIT_URL)', async () => {
    const page = await browser.page('desktop');
    const exitUrl = 'http://sair.localhost:9/entrar';
    // The platform serves /config.js from ACCESS_AS_EXIT_URL; here the test sets it, and plays the external page.
    await page.route('**/config.js', async (route) => {
      // Node (which fetches here) does not resolve NAME.localhost the way Chromium does.
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1';
      const res = await route.fetch({ url: url.toString() });
      const body = (await res.text()).replace(/};\s*$/, `, "accessAsExitUrl": ${JSON.stringify(exitUrl)} };\n`);
      await route.fulfill({ response: res, body });
    });
    await page.route(`${exitUrl}**`, (r) => r.fulfill({ contentType: 'text/html', body: '<h1>Login externo</h1>' }));
    await page.goto(`${webUrl()}/login`);
    const id = unique();
    const student = await createUserViaApi(page, await tokenFor(page, 'admin'), {
      name: `Aluno Saida ${id}`,
      email: `aluno.saida.${id}@demo.trilha.dev`,
      type: 'student',
    });
    await signIn(page, 'admin');
    await page.waitForURL('**/home');
    const admin = await session(page);
    await page.goto(`${webUrl()}/users?search=${encodeURIComponent(student.name)}`);
    await page.getByRole('status').filter({ hasText: '1 usuário' }).waitFor();
    await page.getByRole('button', { name: `Acessar como ${student.name}` }).click();
    await page.waitForURL('**/my/disciplines');
    const viewing = await session(page);
    const banner = page.getByRole('region', { name: 'Acesso como outro usuário' });
    await banner.getByRole('button', { name: 'Sair do acesso' }).click();
    await page
      .getByRole('dialog', { name: 'Sair do acesso como outro usuário' })
      .getByRole('button', { name: 'Voltar para o Início' })
      .click();
    await page.waitForURL(exitUrl);
    await page.getByRole('heading', { name: 'Login externo' }).waitFor();

    await page.goto(`${webUrl()}/login`);
    expect((await session(page)).token).toBeNull();
    for (const token of [viewing.token!, admin.token!])
      expect((await api(page, '/ping', { method: 'POST', token })).status).toBe(401);
  });

  it('Voltar para o Login ends both sessions; a refused access-as shows the spec’s text', async () => {
    // A manager outranks a tutor; the server refusing anyway is 403 → the no-permission text.
    const page = await browser.signedIn('manager');
    await page.waitForURL('**/disciplines');
    const id = unique();
    const tutor = await createUserViaApi(page, await tokenFor(page, 'admin'), {
      name: `Tutor Acesso ${id}`,
      email: `tutor.acesso.${id}@demo.trilha.dev`,
      type: 'tutor',
    });
    await page.goto(`${webUrl()}/users?search=${encodeURIComponent(tutor.name)}`);
    await page.getByRole('status').filter({ hasText: '1 usuário' }).waitFor();
    await page.route('**/auth/login-as', (r) =>
      r.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'x', code: 'FORBIDDEN' }) }),
    );
    await expectNewToast(page, 'Você não tem permissão para acessar as informações deste usuário', () =>
      page.getByRole('button', { name: `Acessar como ${tutor.name}` }).click(),
    );
    await page.unroute('**/auth/login-as');
    await page.route('**/auth/login-as', (r) => r.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await expectNewToast(page, 'Ocorreu um erro ao acessar conta! Tente novamente', () =>
      page.getByRole('button', { name: `Acessar como ${tutor.name}` }).click(),
    );
    await page.unroute('**/auth/login-as');
    expect(new URL(page.url()).pathname).toBe('/users');

    await page.getByRole('button', { name: `Acessar como ${tutor.name}` }).click();
    await page.waitForURL('**/my/disciplines');
    const viewing = await session(page);
    const banner = page.getByRole('region', { name: 'Acesso como outro usuário' });
    await banner.getByRole('button', { name: 'Sair do acesso' }).click();
    await page
      .getByRole('dialog', { name: 'Sair do acesso como outro usuário' })
      .getByRole('button', { name: 'Voltar para o Login' })
      .click();
    await page.waitForURL('**/login');
    expect((await session(page)).token).toBeNull();
    for (const token of [viewing.token!, viewing.stored!.impersonator!.token])
      expect((await api(page, '/ping', { method: 'POST', token })).status).toBe(401);
  });

  it('a manager goes back to their own Disciplines; leaving to Forgot Password or Login ends the access-as; Sair ends both sessions', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${webUrl()}/login`);
    const id = unique();
    const student = await createUserViaApi(page, await tokenFor(page, 'admin'), {
      name: `Aluna Volta ${id}`,
      email: `aluna.volta.${id}@demo.trilha.dev`,
      type: 'student',
    });
    await signIn(page, 'manager');
    await page.waitForURL('**/disciplines');
    const manager = await session(page);
    const banner = page.getByRole('region', { name: 'Acesso como outro usuário' });
    const open = async () => {
      await page.goto(`${webUrl()}/users?search=${encodeURIComponent(student.name)}`);
      await page.getByRole('status').filter({ hasText: '1 usuário' }).waitFor();
      await page.getByRole('button', { name: `Acessar como ${student.name}` }).click();
      await page.waitForURL('**/my/disciplines');
      await banner.waitFor();
      const viewing = await session(page);
      expect(viewing.stored?.user.id).toBe(student.id);
      return viewing.token!;
    };
    const ping = async (token: string) => (await api(page, '/ping', { method: 'POST', token })).status;
    /** Signed in as the manager again, no banner, the opened account's token revoked. */
    const backToOwn = async (target: string) => {
      const now = await session(page);
      expect(now.token).toBe(manager.token);
      expect(now.stored?.user.id).toBe(manager.stored?.user.id);
      expect(now.stored?.impersonator).toBeUndefined();
      expect(await banner.count()).toBe(0);
      await expect.poll(() => ping(target)).toBe(401);
      expect(await ping(manager.token!)).toBe(200);
    };

    // Voltar para o Início: their own landing page, their own session.
    let target = await open();
    await banner.getByRole('button', { name: 'Sair do acesso' }).click();
    await page
      .getByRole('dialog', { name: 'Sair do acesso como outro usuário' })
      .getByRole('button', { name: 'Voltar para o Início' })
      .click();
    await page.waitForURL('**/disciplines');
    await page.getByRole('heading', { level: 1, name: 'Disciplinas' }).waitFor();
    await backToOwn(target);

    // Opening Forgot Password during access-as (000 §4): the impersonation is gone, not kept as one's own.
    target = await open();
    await page.goto(`${webUrl()}/forgot-password`);
    await page.getByRole('button', { name: 'Enviar link' }).waitFor();
    await backToOwn(target);
    await screenshot(page, 'access-as-left-to-forgot-password-1440');

    // Opening Login during access-as: the same, and Login sends the manager to their own landing page.
    target = await open();
    await page.goto(`${webUrl()}/login`);
    await page.waitForURL('**/disciplines');
    await page.getByRole('heading', { level: 1, name: 'Disciplinas' }).waitFor();
    await backToOwn(target);

    // Sair during access-as: both people's sessions end.
    target = await open();
    await page.getByRole('button', { name: /^Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect((await session(page)).token).toBeNull();
    expect(await ping(target)).toBe(401);
    expect(await ping(manager.token!)).toBe(401);
  });
});
