import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from './browser.ts';
import { expectNewToast } from './admin-helpers.ts';

const LONG = 'a'.repeat(256);

// Issue #4, browser test 3: the feature-interest form behind the sidebar's placeholder entries
// (001 §2, §5): each bad field is refused with its message (the first problem as a toast), a good
// entry is registered.
describe('the waitlist (feature-interest) modal', () => {
  const browser = useBrowser();

  it('refuses each bad field with the spec’s message and registers a good one', async () => {
    const page = await browser.signedIn('manager');
    await page.waitForURL('**/disciplines');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: /Produção/ })
      .click();
    const modal = page.getByRole('dialog', { name: 'Produção está chegando' });
    await modal.waitFor();
    // Signed-in details start filled in; the WhatsApp number does not.
    expect(await modal.getByLabel('Nome').inputValue()).toBe('Daniel Rocha (Gestor)');
    expect(await modal.getByLabel('E-mail').inputValue()).toBe('manager@demo.trilha.dev');
    expect(await modal.getByLabel('WhatsApp').inputValue()).toBe('');

    const posts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/leads' && r.method() === 'POST') posts.push(r.postData() ?? '');
    });
    const submit = () => modal.getByRole('button', { name: 'Registrar interesse' }).click();
    const refused = async (fill: (m: typeof modal) => Promise<void>, field: string, message: string) => {
      await fill(modal);
      await expectNewToast(page, message, submit);
      // The field is marked, described by the same message and focused.
      const input = modal.getByLabel(field, { exact: true });
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const described = await input.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${described}"]`).textContent()).toBe(message);
      expect(await isFocused(page, input)).toBe(true);
    };

    const whatsapp = 'Preencha o campo WhatsApp no seguinte formato (DDD) 9####-####';
    await refused((m) => m.getByLabel('Nome').fill('   '), 'Nome', 'Preencha o campo Nome');
    await refused((m) => m.getByLabel('Nome').fill(LONG), 'Nome', 'O campo Nome atingiu seu tamanho máximo');
    await modal.getByLabel('Nome').fill('Joana Prado');
    await refused((m) => m.getByLabel('Empresa').fill(''), 'Empresa', 'Preencha o campo Empresa');
    await refused((m) => m.getByLabel('Empresa').fill(LONG), 'Empresa', 'O campo Empresa atingiu seu tamanho máximo');
    await modal.getByLabel('Empresa').fill('Escola Horizonte');
    await refused((m) => m.getByLabel('E-mail').fill(''), 'E-mail', 'Preencha o campo Email');
    await refused((m) => m.getByLabel('E-mail').fill('joana.prado'), 'E-mail', 'Email Invalido');
    await refused((m) => m.getByLabel('E-mail').fill('joana@horizonte'), 'E-mail', 'Email inválido, domínio incompleto');
    await refused(
      (m) => m.getByLabel('E-mail').fill(`${'j'.repeat(250)}@horizonte.com.br`),
      'E-mail',
      'O campo Email atingiu seu tamanho máximo',
    );
    await modal.getByLabel('E-mail').fill('joana@horizonte.com.br');
    await refused(async () => {}, 'WhatsApp', whatsapp);
    await refused((m) => m.getByLabel('WhatsApp').fill('1198888777'), 'WhatsApp', whatsapp);
    expect(await modal.getByLabel('WhatsApp').inputValue()).toBe('(11) 98888-777');
    await refused((m) => m.getByLabel('WhatsApp').fill('119888877770'), 'WhatsApp', whatsapp);
    // Only digits are kept, whatever is typed around them.
    await modal.getByLabel('WhatsApp').fill('11 98888-7777');
    expect(await modal.getByLabel('WhatsApp').inputValue()).toBe('(11) 98888-7777');
    await refused(
      (m) => m.getByLabel('Comentário adicional (opcional)').fill(LONG),
      'Comentário adicional (opcional)',
      'O campo Comentário adicional atingiu seu tamanho máximo',
    );
    await modal.getByLabel('Comentário adicional (opcional)').fill('Queremos produzir vídeos com a equipe.');
    expect(posts).toEqual([]);
    await screenshot(page, 'waitlist-modal-1440');

    // With entries, an outside click asks before leaving; staying keeps what was typed.
    await page.mouse.click(5, 5);
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar' });
    await confirm.getByText('Tem certeza de que deseja sair? Todas as informações não salvas serão perdidas!').waitFor();
    await confirm.getByRole('button', { name: 'Continuar editando' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await modal.getByLabel('Nome').inputValue()).toBe('Joana Prado');

    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/leads');
    await expectNewToast(page, 'Interesse registrado, em breve entraremos em contato!', submit);
    expect((await created).status()).toBe(201);
    await modal.waitFor({ state: 'hidden' });
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({
      name: 'Joana Prado',
      company: 'Escola Horizonte',
      email: 'joana@horizonte.com.br',
      contact: '11988887777',
      additional_comments: 'Queremos produzir vídeos com a equipe.',
      functionality_triggered: 'Produção',
    });
  });

  it('opens from the narrow drawer too, and closes on an outside click when untouched', async () => {
    const page = await browser.signedIn('tutor', 'mobile');
    await page.waitForURL('**/my/disciplines');
    // A tutor at 390 px has the bottom bar; its menu sheet lists the placeholders.
    await page.getByRole('navigation', { name: 'Navegação rápida' }).getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: /Tutores/ })
      .click();
    const modal = page.getByRole('dialog', { name: 'Tutores está chegando' });
    await modal.waitFor();
    await screenshot(page, 'waitlist-modal-390');
    await page.mouse.click(195, 5);
    await modal.waitFor({ state: 'hidden' });
  });
});

async function isFocused(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}
