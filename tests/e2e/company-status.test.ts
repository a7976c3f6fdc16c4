import { describe, expect, it } from 'vitest';
import { PASSWORD, screenshot, useBrowser, webUrl } from './browser.ts';
import { api, createUserViaApi, tokenFor, unique } from './admin-helpers.ts';

// docs/accounts-and-companies.md: an inactive company is suspended. Its members are signed out at
// their next call and cannot sign in again, with the reason on the sign-in page.
describe('a suspended company', () => {
  const browser = useBrowser();

  it('signs its member out with the reason and refuses a new sign-in until reactivated', async () => {
    const admin = await browser.page('desktop');
    await admin.goto(`${webUrl()}/login`);
    const adminToken = await tokenFor(admin, 'admin');
    const domain = `susp-${unique()}`;
    const created = await api<{ data: { id: number } }>(admin, '/companies', {
      method: 'POST',
      token: adminToken,
      body: { name: `Empresa Suspensa ${domain}`, domain },
    });
    expect(created.status).toBe(201);
    const companyId = created.json.data.id;

    // A manager of the new company, created on its own host.
    await admin.goto(`${webUrl(domain)}/login`);
    const manager = await createUserViaApi(admin, adminToken, {
      name: 'Gestora Suspensa',
      email: `gestora.${domain}@example.com`,
      type: 'manager',
    });

    const page = await browser.page('desktop');
    await page.goto(`${webUrl(domain)}/login`);
    await page.getByLabel('E-mail').fill(manager.email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/disciplines');

    const status = (s: string) =>
      api(admin, `/companies/${companyId}`, { method: 'PUT', token: adminToken, body: { status: s } });
    expect((await status('inactive')).status).toBe(200);

    const reason = 'O acesso a esta empresa está suspenso. Fale com o administrador da plataforma.';
    await page.getByRole('link', { name: 'Usuarios' }).first().click();
    await page.waitForURL('**/login');
    await page.getByRole('alert').filter({ hasText: reason }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('trilha.session'))).toBeNull();
    await screenshot(page, 'company-suspended-login-1440');

    await page.getByLabel('E-mail').fill(manager.email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    // The reason is already on the page (from the sign-out): wait for this sign-in's own answer,
    // or the form may still be sending it when the test clicks again.
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect((await refused).status()).toBeGreaterThanOrEqual(400);
    await page.getByRole('alert').filter({ hasText: reason }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    expect((await status('active')).status).toBe(200);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/disciplines');
  });
});
