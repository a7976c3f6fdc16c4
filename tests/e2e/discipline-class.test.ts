import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { INSCRIPTION_CSV_TEMPLATE } from '@trilha/shared/inscriptions';
import { need } from '../support/requirements.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';

// Against an external platform without its database there is nowhere to make the test's class.
const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

/** A fresh discipline of the demo tenant and three new members (never signed in), so the seeded classes stay as they are. */
async function makeClass() {
  return withData(async ({ create, demo }) => {
    const tag = Date.now().toString(36);
    const discipline = await create.discipline(demo, { name: `Turma E2E ${tag}` });
    const person = (name: string, local: string) =>
      create.user(demo, { name, email: `${local}.${tag}@demo.trilha.dev`, type: 'student' });
    return {
      discipline,
      lia: await person(`Lia Turma ${tag}`, 'lia'),
      rui: await person(`Rui Turma ${tag}`, 'rui'),
      teo: await person(`Teo Turma ${tag}`, 'teo'),
      tag,
    };
  });
}

describe.skipIf(!hasDb)('Discipline Class', () => {
  const browser = useBrowser();

  it('a manager enrols with the picker, filters, changes dates and status, enrols by CSV and unenrols', async () => {
    const c = await makeClass();
    const page = await browser.signedIn('manager', 'menu');
    await page.goto(`${webUrl()}/discipline/${c.discipline.id}/class`);
    await page.getByRole('heading', { level: 1, name: 'Turma' }).waitFor();
    await page.getByText(c.discipline.name).waitFor();
    await page.getByText('Ninguém está matriculado nesta disciplina ainda.').waitFor();

    // Enrol Lia through the picker, with a window.
    await page.getByRole('button', { name: 'Matricular' }).click();
    const enrol = page.getByRole('dialog', { name: 'Matricular na disciplina' });
    await enrol.getByLabel('Buscar usuários').fill(`lia.${c.tag}`);
    await expect.poll(() => enrol.getByRole('option').count()).toBe(1);
    await enrol.getByRole('option', { name: new RegExp(`Lia Turma ${c.tag}`) }).click();
    await enrol.getByText('1 selecionado').waitFor();
    await enrol.getByLabel('Início (opcional)').fill('2026-03-01');
    await enrol.getByLabel('Término (opcional)').fill('2026-06-30');
    await screenshot(page, 'discipline-class-enrol-1280');
    await enrol.getByRole('button', { name: 'Matricular' }).click();
    await page.getByText('Matrícula realizada com sucesso!').waitFor();
    const table = page.getByRole('table', { name: 'Turma' });
    const lia = table.getByRole('row', { name: new RegExp(`Lia Turma ${c.tag}`) });
    await lia.getByText('01/03/2026 a 30/06/2026').waitFor();
    await lia.getByText('Ativa').waitFor();

    // The CSV, in the background: Rui and Teo enrolled, Lia counted as already enrolled, a bad
    // address and 20,000 unknown ones refused into a downloadable file; the dialog's progress bar
    // goes from the upload's 202 ("Processando…", 0) to 100 and a toast gives the counts.
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const csv = page.getByRole('dialog', { name: 'Matricular por CSV' });
    const download = page.waitForEvent('download');
    await csv.getByRole('button', { name: 'Baixar modelo' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('modelo-matriculas.csv');
    const dir = mkdtempSync(join(tmpdir(), 'class-csv-'));
    await template.saveAs(join(dir, 'modelo.csv'));
    expect(readFileSync(join(dir, 'modelo.csv'), 'utf8')).toBe(INSCRIPTION_CSV_TEMPLATE);
    const file = join(dir, 'turma.csv');
    const unknown = Array.from({ length: 20_000 }, (_, i) => `fora${i}.${c.tag}@demo.trilha.dev;;`);
    writeFileSync(
      file,
      [
        'email;started_at;finished_at',
        `rui.${c.tag}@demo.trilha.dev;01/03/2026;`,
        `lia.${c.tag}@demo.trilha.dev;;`,
        'ninguem@x;;',
        `teo.${c.tag}@demo.trilha.dev;;`,
        ...unknown,
      ].join('\n') + '\n',
    );
    await csv.getByLabel('Arquivo CSV').setInputFiles(file);
    // Every state the bar goes through, as the screen reader would read it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { barStates: string[] }).barStates = seen;
      const record = () => {
        const bar = document.querySelector('dialog[open] [role="progressbar"]');
        const state = bar ? `${bar.getAttribute('aria-label')}|${bar.getAttribute('aria-valuenow')}` : null;
        if (state && seen[seen.length - 1] !== state) seen.push(state);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await csv.getByRole('button', { name: 'Enviar arquivo' }).click();
    const processing = csv.getByRole('progressbar', { name: /^Processando matrículas/ });
    // The screen in progress when the worker is still at it (a picture, not a check: it may be done already).
    if (await processing.isVisible()) await screenshot(page, 'discipline-class-csv-progress-1280');
    const done = csv.getByRole('progressbar', { name: 'Importação concluída' });
    await done.waitFor();
    expect(await done.getAttribute('aria-valuenow')).toBe('100');
    await page
      .getByText('Importação concluída: 2 matriculados, 1 já matriculados, 20.001 linhas recusadas', { exact: true })
      .waitFor();
    const states = await page.evaluate(() => (window as unknown as { barStates: string[] }).barStates);
    const processed = states.filter((st) => st.startsWith('Processando matrículas'));
    expect(processed[0]).toBe('Processando matrículas: 0 de 20.004 linhas|0');
    expect(states[states.length - 1]).toBe('Importação concluída|100');
    // After the upload's own bar, the job's only moves forward.
    const values = states.filter((st) => !st.startsWith('Enviando arquivo')).map((st) => Number(st.split('|')[1]));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await expect.poll(() => csv.getByRole('definition').allTextContents()).toEqual(['2', '1', '20.001']);
    await screenshot(page, 'discipline-class-csv-done-1280');
    const size = page.viewportSize();
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await screenshot(page, `discipline-class-csv-done-${width}`);
    }
    if (size) await page.setViewportSize(size);
    const refused = page.waitForEvent('download');
    await csv.getByRole('button', { name: 'Baixar linhas recusadas' }).click();
    const refusedFile = await refused;
    expect(refusedFile.suggestedFilename()).toBe('turma-recusadas.csv');
    await refusedFile.saveAs(join(dir, 'recusadas.csv'));
    const refusedText = readFileSync(join(dir, 'recusadas.csv'), 'utf8');
    expect(refusedText.startsWith('\uFEFFlinha;email;started_at;finished_at;motivo\r\n4;ninguem@x;;;E-mail inválido\r\n')).toBe(
      true,
    );
    expect(refusedText).toContain(`6;fora0.${c.tag}@demo.trilha.dev;;;Usuário não encontrado nesta empresa`);
    await csv.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await csv.waitFor({ state: 'detached' });
    await page.getByText('3 matrículas').waitFor();

    // Change Teo's dates and status.
    await page.getByRole('button', { name: `Alterar matrícula de Teo Turma ${c.tag}` }).click();
    const edit = page.getByRole('dialog', { name: 'Alterar matrícula' });
    await edit.getByLabel('Término (opcional)').fill('2026-12-31');
    await edit.getByLabel('Situação').selectOption({ label: 'Cancelada' });
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Matrícula atualizada com sucesso!').waitFor();
    const teo = table.getByRole('row', { name: new RegExp(`Teo Turma ${c.tag}`) });
    await teo.getByText('Cancelada').waitFor();
    await teo.getByText('Até 31/12/2026').waitFor();

    // Filters: status and name live in the URL.
    await page.getByLabel('Situação').selectOption({ label: 'Cancelada' });
    await page.waitForURL((u) => u.searchParams.get('status') === 'canceled');
    await page.getByText('1 matrícula').waitFor();
    await page.getByLabel('Situação').selectOption({ label: 'Todas as situações' });
    await page.getByRole('searchbox', { name: 'Buscar na turma' }).fill(`rui.${c.tag}`);
    await page.waitForURL((u) => u.searchParams.get('name') === `rui.${c.tag}`);
    await page.getByText('1 matrícula').waitFor();
    await page.getByRole('searchbox', { name: 'Buscar na turma' }).fill('');
    await page.getByText('3 matrículas').waitFor();
    await screenshot(page, 'discipline-class-1280');

    // Unenrol, after confirming.
    await page.getByRole('button', { name: `Remover Rui Turma ${c.tag} da turma` }).click();
    await page.getByRole('alertdialog', { name: 'Remover da turma' }).getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Matrícula removida com sucesso!').waitFor();
    await page.getByText('2 matrículas').waitFor();
    expect(await table.getByRole('row', { name: new RegExp(`Rui Turma ${c.tag}`) }).count()).toBe(0);
  });

  it('the CSV dialog says where the import is while the worker is at it (1440 and 390 px)', async () => {
    const c = await makeClass();
    const dir = mkdtempSync(join(tmpdir(), 'class-csv-progress-'));
    const file = join(dir, 'turma.csv');
    writeFileSync(file, `email\nlia.${c.tag}@demo.trilha.dev\nrui.${c.tag}@demo.trilha.dev\n`);
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await browser.signedIn('manager', viewport);
      // What would move the bar on is held back: no socket, no answer to the status poll; the
      // dialog shows the state the upload's 202 gave (the import itself runs on in the worker).
      await page.routeWebSocket(/socket\.io/, () => undefined);
      await page.route(/\/discipline-inscriptions\/import\/file\/\d+$/, () => undefined);
      await page.goto(`${webUrl()}/discipline/${c.discipline.id}/class`);
      await page.getByRole('button', { name: 'Importar CSV' }).click();
      const csv = page.getByRole('dialog', { name: 'Matricular por CSV' });
      await csv.getByLabel('Arquivo CSV').setInputFiles(file);
      await csv.getByRole('button', { name: 'Enviar arquivo' }).click();
      const bar = csv.getByRole('progressbar', { name: 'Processando matrículas: 0 de 2 linhas' });
      await bar.waitFor();
      expect(await bar.getAttribute('aria-valuenow')).toBe('0');
      await csv.getByText('A importação continua mesmo se você fechar esta janela.').waitFor();
      await screenshot(page, `discipline-class-csv-progress-${viewport === 'desktop' ? 1440 : 390}`);
    }
  });

  it('on a phone the class is a list of cards; a student sees classmates without e-mails or actions', async () => {
    const c = await makeClass();
    await withData(async ({ create, demo, seeded }) => {
      for (const u of [c.lia, c.rui, await seeded('student')]) await create.enroll(demo, c.discipline.id, u.id);
    });
    const manager = await browser.signedIn('manager', 'mobile');
    await manager.goto(`${webUrl()}/discipline/${c.discipline.id}/class`);
    await manager.getByText('3 matrículas').waitFor();
    // Below 768 px the rows are cards (the table stays in the document, hidden).
    const cards = manager.getByRole('list', { name: 'Turma' });
    await cards.getByText(`lia.${c.tag}@demo.trilha.dev`).waitFor();
    await screenshot(manager, 'discipline-class-390');

    const student = await browser.signedIn('student', 'mobile');
    await student.goto(`${webUrl()}/discipline/${c.discipline.id}/class`);
    await student.getByText('3 matrículas').waitFor();
    await student.getByRole('list', { name: 'Turma' }).getByText(`Lia Turma ${c.tag}`).waitFor();
    expect(await student.getByText(`lia.${c.tag}@demo.trilha.dev`).count()).toBe(0);
    expect(await student.getByRole('button', { name: 'Matricular' }).count()).toBe(0);
    expect(await student.getByRole('button', { name: /Remover .* da turma/ }).count()).toBe(0);
    await screenshot(student, 'discipline-class-student-390');
  });
});
