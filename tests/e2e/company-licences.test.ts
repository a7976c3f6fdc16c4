import { describe, expect, it } from 'vitest';
import { PASSWORD, screenshot, useBrowser, webUrl } from './browser.ts';
import { api, createUserViaApi, expectNewToast, tokenFor, unique } from './admin-helpers.ts';

// docs/accounts-and-companies.md "Licences that gate features" and learning-content.md "Outside
// origins": both set by the platform admin on Update Company.
describe('Update Company: the materials licence and the SCORM outside origins', () => {
  const browser = useBrowser();

  it('a company without the materials licence sees no production controls until the admin grants it', async () => {
    const admin = await browser.page('desktop', { as: 'admin' });
    await admin.goto(`${webUrl()}/login`);
    await admin.waitForURL('**/home');
    const adminToken = await tokenFor(admin, 'admin');
    const domain = `lic-${unique()}`;
    const created = await api<{ data: { id: number; materials_license: number } }>(admin, '/companies', {
      method: 'POST',
      token: adminToken,
      body: { name: `Empresa Licença ${domain}`, domain },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.materials_license).toBe(0);
    const companyId = created.json.data.id;

    await admin.goto(`${webUrl(domain)}/login`);
    const manager = await createUserViaApi(admin, adminToken, {
      name: 'Gestora Licença',
      email: `gestora.${domain}@example.com`,
      type: 'manager',
    });
    const discipline = await api<{ data: { id: number } }>(admin, '/disciplines', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Disciplina sem licença' },
    });
    expect(discipline.status).toBe(201);

    const page = await browser.page('desktop');
    await page.goto(`${webUrl(domain)}/login`);
    await page.getByLabel('E-mail').fill(manager.email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/disciplines');
    await page.goto(`${webUrl(domain)}/discipline/${discipline.json.data.id}/materials`);
    await page.getByText('A empresa não tem licença de produção de materiais', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Novo material' }).count()).toBe(0);
    expect(await page.getByText('Crie o primeiro material').count()).toBe(0);
    await screenshot(page, 'materials-without-licence-1440');

    // The admin grants it and allows the video host its packages use, on Update Company.
    await admin.goto(`${webUrl()}/companies/${companyId}/update`);
    await admin.getByLabel('Produção de materiais').fill('1');
    const origins = admin.getByLabel('Origens externas permitidas');
    await origins.fill('https://player.vimeo.com\nhttp://fontes.exemplo.com');
    await admin.getByRole('button', { name: 'Salvar alterações' }).click();
    await admin.getByText('Origem inválida: use https://servidor', { exact: false }).waitFor();
    await origins.fill('https://player.vimeo.com\n\nhttps://*.gstatic.com\n');
    await screenshot(admin, 'company-scorm-origins-1440');
    await expectNewToast(admin, 'Valores Atualizados com Sucesso!', () =>
      admin.getByRole('button', { name: 'Salvar alterações' }).click(),
    );
    const saved = await api<{ data: { materials_license: number; scorm_allowed_origins: string[] } }>(
      admin,
      `/companies/${companyId}`,
      { token: adminToken },
    );
    expect(saved.json.data).toMatchObject({
      materials_license: 1,
      scorm_allowed_origins: ['https://player.vimeo.com', 'https://*.gstatic.com'],
    });

    await page.reload();
    await page.getByRole('button', { name: 'Novo material' }).waitFor();
    expect(await page.getByText('A empresa não tem licença de produção de materiais', { exact: false }).count()).toBe(0);
  });
});
