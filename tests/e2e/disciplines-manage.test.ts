import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, settle, useBrowser } from './browser.ts';

// Names unique to the run: the platform's database may be shared by reruns.
const RUN = Date.now().toString(36);

/** The cards of the catalogue grid. */
const cards = (page: Page) => page.getByRole('list', { name: 'Disciplinas' }).locator(':scope > li');

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Buscar disciplinas' });
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((u) => u.searchParams.get('search') === text);
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('the Disciplines landing manages the catalogue', () => {
  const browser = useBrowser();

  it('a manager creates, edits, tags, filters, duplicates and deletes a discipline', async () => {
    const page = await browser.signedIn('manager', 'menu');
    await page.waitForURL('**/disciplines');
    const name = `Gestão Ágil ${RUN}`;
    const tagName = `Trilha ${RUN}`;

    // Create.
    await page.getByRole('button', { name: 'Nova disciplina' }).click();
    const form = page.getByRole('dialog', { name: 'Nova disciplina' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Informe o nome da disciplina').waitFor();
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Descrição (opcional)').fill('Scrum e Kanban na prática.');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Disciplina criada com sucesso!');
    await form.waitFor({ state: 'detached' });
    await searchFor(page, RUN);
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page).getByText('Scrum e Kanban na prática.').waitFor();

    // Edit.
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar disciplina' });
    await edit.getByLabel('Nome').fill(`${name} II`);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Disciplina atualizada com sucesso!');
    await cards(page)
      .getByRole('heading', { name: `${name} II` })
      .waitFor();
    const renamed = `${name} II`;

    // Company tags: create one, rename and recolour it.
    await page.getByRole('button', { name: 'Gerenciar tags' }).click();
    const tags = page.getByRole('dialog', { name: 'Tags da empresa' });
    await tags.getByLabel('Nova tag', { exact: true }).fill(`${tagName} rascunho`);
    await tags.getByRole('button', { name: 'Criar tag' }).click();
    await toast(page, 'Tag criada com sucesso!');
    const row = tags.getByLabel(`Nome da tag ${tagName} rascunho`, { exact: true });
    await row.fill(tagName);
    await tags.getByLabel(`Cor da tag ${tagName} rascunho`).fill('#0f766e');
    await tags.getByRole('button', { name: `Salvar tag ${tagName} rascunho` }).click();
    await toast(page, 'Tag atualizada com sucesso!');
    await tags.getByLabel(`Nome da tag ${tagName}`, { exact: true }).waitFor();
    await screenshot(page, 'disciplines-manage-tags-1280');
    await tags.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();
    await tags.waitFor({ state: 'detached' });

    // Attach the tag to the discipline.
    await page.getByRole('button', { name: `Tags de ${renamed}` }).click();
    const attach = page.getByRole('dialog', { name: 'Tags da disciplina' });
    await attach.getByLabel('Tag para adicionar').selectOption({ label: tagName });
    await attach.getByRole('button', { name: 'Adicionar tag' }).click();
    await toast(page, 'Tags adicionadas à disciplina!');
    await attach.getByRole('button', { name: `Remover tag ${tagName}` }).waitFor();
    await attach.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();
    await cards(page).getByRole('list', { name: 'Tags' }).getByText(tagName).waitFor();

    // Duplicate: the copy is a new card.
    await page.getByRole('button', { name: `Duplicar ${renamed}` }).click();
    await page.getByRole('alertdialog', { name: 'Duplicar disciplina' }).getByRole('button', { name: 'Duplicar' }).click();
    await toast(page, 'Disciplina duplicada com sucesso!');
    await expect.poll(() => cards(page).count()).toBe(2);
    await cards(page)
      .getByRole('heading', { name: `${renamed} (cópia)` })
      .waitFor();

    // Filters: by tag (both carry it), by type (none supplied), cleared.
    await page.getByLabel('Filtrar por tag').selectOption({ label: tagName });
    await page.waitForURL((u) => u.searchParams.getAll('tags_ids[]').length === 1);
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.getByLabel('Filtrar por tipo').selectOption({ label: 'Fornecidas' });
    await page.waitForURL((u) => u.searchParams.get('type') === 'supplied');
    await page.getByText('Nenhum resultado').waitFor();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.waitForURL((u) => !u.searchParams.has('type') && !u.searchParams.has('tags_ids[]'));
    await expect.poll(() => cards(page).count()).toBe(2);
    await screenshot(page, 'disciplines-manage-1280');

    // Delete the copy, after confirming.
    await page.getByRole('button', { name: `Excluir ${renamed} (cópia)` }).click();
    await page.getByRole('alertdialog', { name: 'Excluir disciplina' }).getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Disciplina excluída com sucesso!');
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page).getByRole('heading', { name: renamed, exact: true }).waitFor();

    // Delete the tag: it leaves the card too.
    await page.getByRole('button', { name: 'Gerenciar tags' }).click();
    await tags.getByRole('button', { name: `Excluir tag ${tagName}` }).click();
    await page.getByRole('alertdialog', { name: 'Excluir tag' }).getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Tag excluída com sucesso!');
    await tags.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();
    await expect.poll(() => cards(page).getByText(tagName).count()).toBe(0);
  });

  it('at phone width the catalogue, its filters and the form fit the screen', async () => {
    const page = await browser.signedIn('manager', 'mobile');
    await page.waitForURL('**/disciplines');
    await page.getByLabel('Filtrar por tipo').waitFor();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'disciplines-manage-390');
    await page.getByRole('button', { name: 'Nova disciplina' }).click();
    await page.getByRole('dialog', { name: 'Nova disciplina' }).getByLabel('Nome').waitFor();
    await screenshot(page, 'disciplines-form-390');
  });

  it('a teacher creates a discipline of their own on My Disciplines', async () => {
    const page = await browser.signedIn('teacher', 'menu');
    await page.waitForURL('**/my/disciplines');
    const name = `Química do Professor ${RUN}`;
    await page.getByRole('button', { name: 'Nova disciplina' }).click();
    const form = page.getByRole('dialog', { name: 'Nova disciplina' });
    await form.getByLabel('Nome').fill(name);
    await form.getByRole('switch', { name: 'Visível para os alunos' }).click();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Disciplina criada com sucesso!');
    await searchFor(page, RUN);
    const card = cards(page).filter({ hasText: name });
    await card.getByText('Oculta').waitFor();
    await card.getByRole('button', { name: `Editar ${name}` }).waitFor();
    // Tag management is the managers': the teacher has no such button.
    expect(await page.getByRole('button', { name: 'Gerenciar tags' }).count()).toBe(0);
    await screenshot(page, 'disciplines-teacher-1280');
  });
});
