// The audit log (/admin/audit, docs/audit.md): an admin changes a company, then finds the action in
// the log, filters it by action and by its author, and reads it as cards on a phone. Screenshots
// at 1440 and 390 px; axe on the screen.
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, webUrl } from './browser.ts';
import { api, axeViolations, tokenFor, unique } from './admin-helpers.ts';

describe('Audit log', () => {
  const browser = useBrowser();

  it('an admin finds a company change, filters by action and author; cards on a phone', async () => {
    const page = await browser.signedIn('admin');
    await page.waitForURL(/\/home|\/companies|\/disciplines/);
    const token = await tokenFor(page, 'admin');
    const name = `Empresa Auditada ${unique()}`;
    const created = await api<{ data: { id: number } }>(page, '/companies', {
      method: 'POST',
      token,
      body: { name, domain: `aud${unique()}` },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const changed = await api(page, `/companies/${created.json.data.id}`, { method: 'PUT', token, body: { status: 'inactive' } });
    expect(changed.status).toBe(200);

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Auditoria' }).click();
    await page.waitForURL('**/admin/audit');
    await page.getByRole('heading', { name: 'Registro de auditoria' }).waitFor();
    const table = page.getByRole('table', { name: 'Registro de auditoria' });
    // Written after commit by the relay: the row may follow the answer by a moment.
    await expect
      .poll(async () => {
        await page.reload();
        return table.getByRole('row').filter({ hasText: 'Alterou empresa' }).filter({ hasText: name }).count();
      })
      .toBe(1);

    await page.getByLabel('Ação', { exact: true }).selectOption('company.updated');
    await page.waitForURL(/action=company\.updated/);
    await expect
      .poll(async () => (await table.locator('tbody tr').allTextContents()).every((r) => r.includes('Alterou empresa')))
      .toBe(true);
    await table.getByText('Campos: status').first().waitFor();
    const row = table.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: /^Ver só as ações de / }).click();
    await page.waitForURL(/actor_id=\d+/);
    await page.getByRole('button', { name: /^Remover o filtro de autor / }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'audit-log-1440');

    await page.getByLabel('De', { exact: true }).fill('2999-01-01');
    await page.waitForURL(/start_date_time=2999-01-01/);
    await page.getByText('Nenhuma ação encontrada com estes filtros.').waitFor();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.waitForURL((u) => !u.search.includes('start_date_time'));

    const phone = await browser.signedIn('admin', 'mobile');
    await phone.goto(`${webUrl()}/admin/audit?action=company.updated`);
    const card = phone.getByText(name).filter({ visible: true }).first();
    await card.waitFor();
    expect(await phone.getByRole('table', { name: 'Registro de auditoria' }).isVisible()).toBe(false);
    await screenshot(phone, 'audit-log-390');
  });
});
