import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';
import { axeViolations as audit } from './admin-helpers.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const RUN = Date.now().toString(36);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe.skipIf(!hasDb)('Warning View (/notes)', () => {
  const browser = useBrowser();

  it('staff create, edit, deactivate and remove alerts at desktop width; the phone list is theirs too', async () => {
    const page = await browser.signedIn('manager');
    await page.waitForURL('**/disciplines');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Avisos' }).click();
    await page.waitForURL('**/notes');
    await page.getByRole('heading', { level: 1, name: 'Avisos' }).waitFor();

    const title = `Semana de provas ${RUN}`;
    await page.getByRole('button', { name: 'Novo aviso' }).click();
    const form = page.getByRole('dialog', { name: 'Novo aviso' });
    // The spec's messages are the server's: an empty form is refused field by field.
    await form.getByRole('button', { name: 'Publicar aviso' }).click();
    await form.getByText('Preencha o título do aviso').waitFor();
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Texto').fill('As provas começam na segunda-feira.\nTragam documento com foto.');
    await form.getByLabel('Imagem (opcional)').setInputFiles({ name: 'cartaz.png', mimeType: 'image/png', buffer: PNG });
    await screenshot(page, 'warnings-form-1440');
    await form.getByRole('button', { name: 'Publicar aviso' }).click();
    await toast(page, 'Aviso Criado!');
    const card = page.getByRole('article', { name: title });
    await card.getByText('As provas começam na segunda-feira.', { exact: false }).waitFor();
    await card.getByRole('img', { name: `Imagem do aviso “${title}”` }).waitFor();
    await card.getByText('Não lido', { exact: true }).waitFor();

    const row = await withData(({ db }) => db.warning.findFirstOrThrow({ where: { title } }));
    expect(row).toMatchObject({ status: 'active', deletedAt: null, image: expect.stringContaining('/warnings/') });

    // Read state is the manager's own: marking it read clears the badge.
    await card.getByRole('button', { name: 'Marcar como lido', exact: true }).click();
    await card.getByRole('button', { name: 'Marcar como não lido', exact: true }).waitFor();
    expect(await card.getByText('Não lido', { exact: true }).count()).toBe(0);

    // Edit: a new title, and inactive (kept for staff only).
    await card.getByRole('button', { name: `Editar ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar aviso' });
    const edited = `${title} (adiado)`;
    await edit.getByLabel('Título').fill(edited);
    await edit.getByRole('switch', { name: 'Aviso ativo' }).click();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Aviso Atualizado!');
    const editedCard = page.getByRole('article', { name: edited });
    await editedCard.getByText('Inativo', { exact: true }).waitFor();
    await page
      .getByRole('navigation', { name: 'Situação dos avisos' })
      .getByRole('link', { name: 'Ativos', exact: true })
      .click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'active');
    await editedCard.waitFor({ state: 'detached' });
    await page
      .getByRole('navigation', { name: 'Situação dos avisos' })
      .getByRole('link', { name: 'Inativos', exact: true })
      .click();
    await editedCard.waitFor();
    await screenshot(page, 'warnings-staff-1440');
    expect(await audit(page)).toEqual([]);

    // The phone list: rows that open a detail modal with the staff's actions.
    await page.setViewportSize({ width: 390, height: 844 });
    const open = page.getByRole('button', { name: edited });
    await open.click();
    const detail = page.getByRole('dialog', { name: edited });
    await detail.getByText('Tragam documento com foto.', { exact: false }).waitFor();
    await screenshot(page, 'warnings-staff-detail-390');
    await detail.getByRole('button', { name: 'Remover', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Remover aviso' }).getByRole('button', { name: 'Remover' }).click();
    await toast(page, 'Aviso Removido!');
    await open.waitFor({ state: 'detached' });
    const gone = await withData(({ db }) => db.warning.findFirstOrThrow({ where: { id: row.id } }));
    expect(gone.deletedAt).not.toBeNull();
  });

  it('a student reads them on a phone: 30 at a time, load-more, a detail modal, their own read state; the landing shows them', async () => {
    const tag = `Comunicado ${RUN}`;
    const { student, ids } = await withData(async ({ create, demo, seeded }) => {
      const manager = await seeded('manager');
      const made = [];
      for (let i = 0; i < 31; i++) {
        made.push(
          await create.warning(demo, {
            title: `${tag} nº ${String(i + 1).padStart(2, '0')}`,
            text: `Texto do comunicado ${i + 1}.`,
            authorId: manager.id,
            minutesAgo: 31 - i,
          }),
        );
      }
      await create.warning(demo, { title: `${tag} rascunho`, status: 'inactive', authorId: manager.id });
      return { student: await seeded('student'), ids: made.map((w) => w.id) };
    });
    const newest = `${tag} nº 31`;

    const page = await browser.signedIn('student', 'mobile');
    await page.waitForURL('**/my/disciplines');
    // The landing loads the company's active alerts (000 §2).
    const panel = page.getByRole('region', { name: /Avisos da empresa/ });
    await panel.getByRole('button', { name: newest }).waitFor();
    await screenshot(page, 'warnings-landing-student-390');

    await page.getByRole('navigation', { name: 'Navegação rápida' }).getByRole('link', { name: 'Avisos', exact: true }).click();
    await page.waitForURL('**/notes');
    await page.getByRole('heading', { level: 1, name: 'Avisos' }).waitFor();
    expect(await page.getByRole('button', { name: 'Novo aviso' }).count()).toBe(0);
    const search = page.getByRole('searchbox', { name: 'Buscar avisos' });
    await search.fill(tag);
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === tag);
    const rows = page.getByRole('button', { name: new RegExp(`^${tag}`) });
    await expect.poll(() => rows.count()).toBe(30);
    // The inactive one is never among them.
    expect(await page.getByRole('button', { name: `${tag} rascunho` }).count()).toBe(0);
    await screenshot(page, 'warnings-student-390');
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => rows.count()).toBe(31);
    // 31 < 60: the control goes away once the list is shorter than its limit (001 §2).
    await page.getByRole('button', { name: 'Carregar mais' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: newest }).click();
    const detail = page.getByRole('dialog', { name: newest });
    await detail.getByText('Texto do comunicado 31.').waitFor();
    // Opening it marked it read, for this student only.
    await detail.getByRole('button', { name: 'Marcar como não lido', exact: true }).waitFor();
    expect(await detail.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    await screenshot(page, 'warnings-student-detail-390');
    const mark = () => withData(({ db }) => db.warningRead.findFirst({ where: { warningId: ids.at(-1)!, userId: student.id } }));
    expect((await mark())?.isRead).toBe(true);
    await detail.getByRole('button', { name: 'Marcar como não lido', exact: true }).click();
    await detail.getByRole('button', { name: 'Marcar como lido', exact: true }).waitFor();
    expect((await mark())?.isRead).toBe(false);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    expect(await audit(page)).toEqual([]);

    // At desktop width the same student gets the paged list, read-only.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${webUrl()}/notes?search=${encodeURIComponent(tag)}`);
    await page.getByText('31 avisos').waitFor();
    await page.getByRole('article', { name: newest }).waitFor();
    expect(await page.getByRole('button', { name: `Editar ${newest}` }).count()).toBe(0);
    await screenshot(page, 'warnings-student-1440');
  });
});
