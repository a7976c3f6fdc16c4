import { describe, expect, it } from 'vitest';
import { PASSWORD, useBrowser, webUrl } from './browser.ts';
import { cssVar, expectNewToast, topScreenshot as screenshot, unique } from './admin-helpers.ts';

// Issue #4, browser test 1: an admin creates a company (with its sub-domain) and a manager for it;
// the manager signs in on that sub-domain, changes the primary colour on /consumers/settings and
// the whole app takes the new theme, also after a reload.
describe('a new company, its manager and its colours', () => {
  const browser = useBrowser();

  it('admin creates company + manager; the manager rebrands the tenant from Configurações', async () => {
    const id = unique();
    const domain = `e2e-${id}`;
    const companyName = `Empresa E2E ${id}`;
    const managerEmail = `gestor.${id}@e2e.trilha.dev`;

    // ── The admin creates the company ───────────────────────────────────────────────────────────
    const admin = await browser.signedIn('admin');
    await admin.waitForURL('**/home');
    await admin.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Empresas' }).click();
    await admin.waitForURL('**/companies');
    await admin.getByRole('heading', { level: 1, name: 'Empresas' }).waitFor();
    expect(await admin.getByRole('link', { name: 'Ativas', exact: true }).getAttribute('aria-current')).toBe('page');
    await screenshot(admin, 'admin-companies-1440');

    await admin.getByRole('link', { name: 'Nova empresa' }).click();
    await admin.waitForURL('**/companies/create');
    // The shared schema speaks first: an empty name and a bad sub-domain are refused on the client.
    await admin.getByLabel('Subdomínio').fill('Não Pode');
    await admin.getByRole('button', { name: 'Criar empresa' }).click();
    await admin.getByText('Preencha o campo Nome da empresa').waitFor();
    await admin.getByText(/^O subdomínio deve ter até 63 caracteres/).waitFor();
    await admin.getByLabel('Empresa', { exact: true }).fill(companyName);
    await admin.getByLabel('Subdomínio').fill(domain);
    await admin.getByText(`Endereço da empresa: http://${domain}.localhost:`).waitFor();
    await admin.getByLabel('Alunos', { exact: true }).fill('50');
    await admin.getByRole('switch', { name: 'Gerador de tópicos' }).click();
    await screenshot(admin, 'admin-company-create-1440');
    await admin.getByRole('button', { name: 'Criar empresa' }).click();
    await admin.waitForURL('**/companies');
    await admin.getByText(`Empresa ${companyName} criada com sucesso`).waitFor();
    await admin.getByRole('searchbox', { name: 'Buscar empresas' }).fill(domain);
    await admin.waitForURL(`**/companies?search=${domain}`);
    const row = admin.getByRole('row').filter({ hasText: companyName });
    await row.waitFor();
    expect(await row.textContent()).toContain(domain);
    expect(await row.textContent()).toContain('Gerador de tópicos');

    // Update Company: a licence and a flag; the spec's success toast.
    await row.getByRole('link', { name: `Editar ${companyName}` }).click();
    await admin.waitForURL('**/companies/*/update');
    await admin.getByRole('heading', { level: 1, name: companyName }).waitFor();
    expect(await admin.getByLabel('Alunos', { exact: true }).inputValue()).toBe('50');
    expect(await admin.getByRole('switch', { name: 'Gerador de tópicos' }).getAttribute('aria-checked')).toBe('true');
    await admin.getByLabel('Tutores', { exact: true }).fill('5');
    await admin.getByRole('switch', { name: 'Modo Pro' }).click();
    await expectNewToast(admin, 'Valores Atualizados com Sucesso!', () =>
      admin.getByRole('button', { name: 'Salvar alterações' }).click(),
    );
    await screenshot(admin, 'admin-company-update-1440');
    await admin.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin, 'admin-company-update-390');
    await admin.setViewportSize({ width: 1440, height: 900 });

    // ── …and a manager for it ──────────────────────────────────────────────────────────────────
    await admin.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Usuarios' }).click();
    await admin.waitForURL('**/users');
    await admin.getByRole('link', { name: 'Novo usuário' }).click();
    await admin.waitForURL('**/users/create');
    await admin.getByLabel('Nome', { exact: true }).fill(`Gestora ${id}`);
    await admin.getByLabel('E-mail').fill(managerEmail);
    await admin.getByLabel('Perfil', { exact: true }).selectOption('manager');
    await admin.getByLabel('Empresa').selectOption({ label: companyName });
    // Another company: no responsible to choose from this tenant.
    expect(await admin.getByLabel('Responsável (opcional)').count()).toBe(0);
    await admin.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await admin.getByLabel('Confirme a senha').fill(PASSWORD);
    await screenshot(admin, 'admin-user-create-1440');
    await admin.getByRole('button', { name: 'Criar usuário' }).click();
    await admin.waitForURL('**/users');
    await admin.getByText('Usuário criado com sucesso').waitFor();

    // ── The manager, on the company's own sub-domain ─────────────────────────────────────────
    const manager = await browser.page('desktop');
    await manager.goto(`${webUrl(domain)}/login`);
    await manager.getByLabel('E-mail').fill(managerEmail);
    await manager.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await manager.getByRole('button', { name: 'Entrar' }).click();
    await manager.waitForURL('**/disciplines');
    await manager.getByRole('heading', { level: 1, name: 'Disciplinas' }).waitFor();

    await manager.getByRole('button', { name: /^Menu do usuário/ }).click();
    await manager.getByRole('menuitem', { name: 'Configurações' }).click();
    await manager.waitForURL('**/consumers/settings');
    await manager.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();

    const before = await cssVar(manager, '--color-primary-500');
    const next = before === '#0d9488' ? '#be123c' : '#0d9488';
    const saveButton = manager.getByRole('button', { name: 'Salvar alterações' });
    const buttonBefore = await saveButton.evaluate((el) => getComputedStyle(el).backgroundColor);

    // Live preview: the preview box takes the colour at once; the app keeps the saved one until saved.
    await manager.getByLabel('Cor primária', { exact: true }).fill(next);
    await expect.poll(() => cssVar(manager, '--color-primary-500', '[data-testid="theme-preview"]')).toBe(next);
    expect(await cssVar(manager, '--color-primary-500')).toBe(before);
    await screenshot(manager, 'manager-consumer-settings-preview-1440');

    await expectNewToast(manager, 'Configurações atualizadas com sucesso!', () => saveButton.click());
    expect(await cssVar(manager, '--color-primary-500')).toBe(next);
    expect(await saveButton.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(buttonBefore);
    await screenshot(manager, 'manager-consumer-settings-saved-1440');

    // After a reload the tenant's settings bring the same theme back.
    await manager.reload();
    await manager.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    expect(await cssVar(manager, '--color-primary-500')).toBe(next);
    expect(await manager.getByLabel('Cor primária', { exact: true }).inputValue()).toBe(next);
    await manager.setViewportSize({ width: 390, height: 844 });
    await screenshot(manager, 'manager-consumer-settings-390');
  });
});
