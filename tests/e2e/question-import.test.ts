import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { questionsToDocx } from '@trilha/api/domains/question-import/docx-writer';
import { createPrismaClient } from '@trilha/db';
import { screenshot, settle, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';

// Names unique to the run: the platform's database may be shared by reruns.
const RUN = Date.now().toString(36);
const SHOTS = resolve(import.meta.dirname, '../../test-artifacts/screenshots');

type Q = Parameters<typeof questionsToDocx>[0][number];
/** Ten questions, three broken (no correct alternative; no title; a true-or-false with three alternatives). */
function tenWithThreeBroken(tag: string): Q[] {
  return Array.from({ length: 10 }, (_, i): Q => {
    const n = i + 1;
    if (n === 2)
      return {
        title: `Q${n} ${tag}`,
        text: 'Qual?',
        type: 'choice',
        answer: null,
        options: [
          { text: 'A', correct_answer: false },
          { text: 'B', correct_answer: false },
        ],
        feedbacks: [],
      };
    if (n === 5) return { title: '', text: 'Sem título', type: 'descriptive', answer: 'x', options: [], feedbacks: [] };
    if (n === 9)
      return {
        title: `Q${n} ${tag}`,
        text: 'V ou F?',
        type: 'true-or-false',
        answer: null,
        options: [
          { text: 'V', correct_answer: true },
          { text: 'F', correct_answer: false },
          { text: 'Talvez', correct_answer: false },
        ],
        feedbacks: [],
      };
    return {
      title: `Q${n} ${tag}`,
      text: `Enunciado ${n}`,
      type: 'choice',
      answer: null,
      options: [
        { text: 'Certa', correct_answer: true },
        { text: 'Errada', correct_answer: false },
      ],
      feedbacks: [{ text: 'Muito bem' }],
    };
  });
}

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  mkdirSync('/work/shots/question-import', { recursive: true });
  copyFileSync(join(SHOTS, `${name}.png`), join('/work/shots/question-import', `${name}.png`));
}

async function openModal(page: Page) {
  await page.goto(`${webUrl()}/questions/management`);
  await page.getByRole('button', { name: 'Importar questões' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar questões' });
  await dialog.waitFor();
  return dialog;
}

/** The discipline id behind a pick-list option (ui/PickList ends each option's element id with it). */
async function optionValue(option: Locator): Promise<string> {
  return (await option.getAttribute('id'))?.split('-option-')[1] ?? '';
}

describe('Questions Management imports and exports questions', () => {
  const browser = useBrowser();

  it('a manager validates a .docx, creates the 7 valid questions, fixes a broken one, closes, and exports', async () => {
    const page = await browser.signedIn('manager', 'desktop');
    const dialog = await openModal(page);
    // Nothing picked: the modal says what is missing.
    await dialog.getByRole('button', { name: 'Validar arquivos' }).click();
    await dialog.getByText('Escolha a disciplina').waitFor();
    const discipline = dialog.getByRole('group', { name: 'Disciplina' }).getByRole('option').first();
    await discipline.click();
    await dialog.getByRole('option', { selected: true }).waitFor();
    const disciplineId = await optionValue(discipline);
    await dialog.getByLabel('Arquivos (.docx ou .csv)').setInputFiles({
      name: 'questoes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await questionsToDocx(tenWithThreeBroken(RUN)),
    });
    await shot(page, 'question-import-pick-1280');
    await dialog.getByRole('button', { name: 'Validar arquivos' }).click();

    await dialog.getByText('7 válidas, 3 com ajustes').waitFor();
    await dialog.getByText('Algumas questões precisam de ajustes. Por favor, revise-as individualmente').waitFor();
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Selecionar todas' }).isChecked()).toBe(true);
    await shot(page, 'question-import-summary-1280');

    await dialog.getByRole('button', { name: 'Importar selecionadas (7)' }).click();
    await dialog.getByRole('status').filter({ hasText: '7 questões importadas' }).waitFor();

    // Fix the question without a correct alternative: its error is shown in the form at once.
    await dialog.getByRole('button', { name: `Corrigir: Q2 ${RUN}` }).click();
    const form = dialog.getByRole('form', { name: 'Corrigir' });
    await form.getByText('Marque ao menos uma alternativa correta').waitFor();
    await shot(page, 'question-import-fix-1280');
    await form.getByRole('checkbox', { name: 'Correta' }).first().check();
    await form.getByRole('button', { name: 'Salvar e importar' }).click();
    await dialog.getByRole('status').filter({ hasText: '8 questões importadas' }).waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: /^Corrigir:/ }).count()).toBe(2);

    // Closing after a validation.
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await page.getByText('Processo de importação finalizado!').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The discipline's export (the page filtered by the discipline) downloads a .docx.
    await page.goto(`${webUrl()}/questions/management?discipline_id=${disciplineId}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar questões da disciplina' }).click();
    expect((await download).suggestedFilename()).toBe('questoes.docx');
    await page.getByText('Questões exportadas com sucesso!').first().waitFor();
  });

  it('on a phone the modal lists the questions to fix and their form', async () => {
    const page = await browser.signedIn('manager', 'mobile');
    const dialog = await openModal(page);
    await dialog.getByRole('group', { name: 'Disciplina' }).getByRole('option').first().click();
    await dialog.getByLabel('Arquivos (.docx ou .csv)').setInputFiles({
      name: 'questoes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await questionsToDocx(tenWithThreeBroken(`${RUN}m`)),
    });
    await shot(page, 'question-import-pick-390');
    await dialog.getByRole('button', { name: 'Validar arquivos' }).click();
    await dialog.getByText('7 válidas, 3 com ajustes').waitFor();
    await shot(page, 'question-import-summary-390');
    await dialog.getByRole('button', { name: `Corrigir: Q9 ${`${RUN}m`}` }).click();
    await dialog
      .getByRole('form', { name: 'Corrigir' })
      .getByText('Questões de verdadeiro ou falso têm duas alternativas e uma delas correta')
      .waitFor();
    await dialog.getByRole('button', { name: 'Remover alternativa 3' }).scrollIntoViewIfNeeded();
    await settle(page);
    await shot(page, 'question-import-fix-390');
  });
  // Issue 17: the picker offered the first 100 disciplines (some then refused), and closing
  // before "Importar selecionadas" silently dropped the valid questions while saying the import
  // had finished.
  it('a teacher picks among the disciplines they may import into (searched); closing with unimported questions asks, and says nothing was imported', async () => {
    const taughtId = await withData(async ({ create, demo, seeded }) => {
      const teacher = await seeded('teacher');
      const taught = await create.discipline(demo, { name: `Lecionada ${RUN}` });
      const studied = await create.discipline(demo, { name: `Cursada ${RUN}` });
      await create.discipline(demo, { name: `Alheia ${RUN}` });
      await create.enroll(demo, taught.id, teacher.id, 'teacher');
      await create.enroll(demo, studied.id, teacher.id, 'student');
      return taught.id;
    });
    const page = await browser.signedIn('teacher', 'desktop');
    const dialog = await openModal(page);
    const picker = dialog.getByRole('group', { name: 'Disciplina' });
    await picker.getByRole('searchbox', { name: 'Buscar disciplina' }).fill(RUN);
    await expect.poll(() => picker.getByRole('option').count()).toBe(1);
    const option = picker.getByRole('option', { name: `Lecionada ${RUN}` });
    await option.click();
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await optionValue(option)).toBe(String(taughtId));
    await picker.getByRole('searchbox', { name: 'Buscar disciplina' }).fill(`Inexistente ${RUN}`);
    await picker.getByText('Nenhuma disciplina encontrada com esse nome.').waitFor();
    await picker.getByRole('searchbox', { name: 'Buscar disciplina' }).fill(`Lecionada ${RUN}`);
    await picker.getByRole('option', { name: `Lecionada ${RUN}`, selected: true }).waitFor();
    await shot(page, 'question-import-picker-teacher-1280');
    await dialog.getByLabel('Arquivos (.docx ou .csv)').setInputFiles({
      name: 'questoes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await questionsToDocx(tenWithThreeBroken(`${RUN}t`)),
    });
    await dialog.getByRole('button', { name: 'Validar arquivos' }).click();
    await dialog.getByText('7 válidas, 3 com ajustes').waitFor();

    // "Concluir" with 7 valid questions not imported: asked first; staying keeps them.
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText(
        'Há questões válidas que ainda não foram importadas. Se sair agora, elas serão descartadas. Deseja sair mesmo assim?',
      )
      .waitFor();
    await shot(page, 'question-import-leave-confirm-1280');
    await confirm.getByRole('button', { name: 'Continuar editando' }).click();
    await dialog.getByRole('button', { name: 'Importar selecionadas (7)' }).waitFor();

    // Esc asks too; leaving closes without the "finished" message: nothing was created.
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: 'Sair sem salvar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await settle(page);
    expect(await page.getByText('Processo de importação finalizado!').count()).toBe(0);
    const check = createPrismaClient(inject('databaseUrl'));
    try {
      expect(await check.question.count({ where: { disciplineId: taughtId, deletedAt: null } })).toBe(0);
    } finally {
      await check.$disconnect();
    }

    // Imported, then closed: no question, then the message.
    const again = await openModal(page);
    await again
      .getByRole('group', { name: 'Disciplina' })
      .getByRole('searchbox', { name: 'Buscar disciplina' })
      .fill(`Lecionada ${RUN}`);
    await expect.poll(() => again.getByRole('option').count()).toBe(1);
    await again.getByRole('option', { name: `Lecionada ${RUN}` }).click();
    await again.getByLabel('Arquivos (.docx ou .csv)').setInputFiles({
      name: 'questoes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await questionsToDocx(tenWithThreeBroken(`${RUN}u`)),
    });
    await again.getByRole('button', { name: 'Validar arquivos' }).click();
    await again.getByRole('button', { name: 'Importar selecionadas (7)' }).click();
    await again.getByRole('status').filter({ hasText: '7 questões importadas' }).waitFor();
    await again.getByRole('button', { name: 'Concluir' }).click();
    await page.getByText('Processo de importação finalizado!').first().waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
