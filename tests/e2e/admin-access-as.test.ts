import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, webUrl } from './browser.ts';
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

  it('an admin opens a student’s account, sees the banner and returns to their own /home', async () => {
    const page = await browser.signedIn('admin');
    await page.waitForURL('**/home');
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

    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1, name: /^Olá, Gabriela/ }).waitFor();
    expect(await banner.count()).toBe(0);
    const back = await session(page);
    expect(back.token).toBe(admin.token);
    expect(back.stored?.user.type).toBe('admin');
    expect(back.stored?.impersonator).toBeUndefined();
    // The student's access-as token was revoked on the way out.
    await expect.poll(async () => (await api(page, '/ping', { method: 'POST', token: viewing.token! })).status).toBe(401);
    expect((await api(page, '/ping', { method: 'POST', token: admin.token! })).status).toBe(200);
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
});
