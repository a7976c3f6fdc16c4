import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, inject, it } from 'vitest';
import { withData } from './data.ts';
import { need } from '../support/requirements.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

/**
 * A fresh discipline of the demo tenant with a quiz and a task, the seeded student and 11 new
 * learners enrolled, and their grades as the quiz and assignment writers leave them (one pending,
 * one with a comment full of CSV traps).
 */
async function makeGradebook() {
  return withData(async ({ create, demo, seeded }) => {
    const tag = Date.now().toString(36);
    const discipline = await create.discipline(demo, { name: `Notas E2E ${tag}` });
    const material = await create.material(demo, discipline.id, { name: 'Avaliações' });
    const item = (title: string, type: 'quiz' | 'task', position: number) =>
      create.materialItem(demo, material.id, { title, type, position, description: 'Responda.' });
    const quiz = await item('Questionário final', 'quiz', 0);
    const task = await item('Tarefa 1', 'task', 1);
    const student = await seeded('student');
    const learners: { id: number }[] = [student];
    for (let i = 0; i < 11; i++)
      learners.push(
        await create.user(demo, {
          name: `Aluno Nota ${String(i).padStart(2, '0')} ${tag}`,
          email: `nota${i}.${tag}@demo.trilha.dev`,
          type: 'student',
        }),
      );
    for (const [i, u] of learners.entries()) {
      await create.enroll(demo, discipline.id, u.id);
      // One learner's comment carries ; , " newline and a formula.
      await create.grade(demo, {
        materialItemId: quiz.id,
        userId: u.id,
        value: 6,
        comment: i === 1 ? '=HIPERLINK("x"); bom, mas\nrevise' : null,
      });
    }
    // The seeded student's task waits for staff.
    await create.grade(demo, { materialItemId: task.id, userId: student.id });
    return { discipline, quiz, task, student, tag, rows: learners.length + 1 };
  });
}

describe.skipIf(!hasDb)('Discipline Grades', () => {
  const browser = useBrowser();

  it('staff filter, edit a grade and export the CSV; the file downloads and parses with every row', async () => {
    const g = await makeGradebook();
    const page = await browser.signedIn('manager', 'menu');
    await page.goto(`${webUrl()}/discipline/${g.discipline.id}/grades`);
    await page.getByRole('heading', { level: 1, name: 'Notas' }).waitFor();
    await page.getByText(g.discipline.name).waitFor();
    await page.getByText(`${g.rows} notas`).waitFor();
    // The "Notas" entry sits beside "Turma" inside discipline views.
    await screenshot(page, 'discipline-grades-1280');

    // Only pending grades: the seeded student's task.
    await page.getByLabel('Situação').selectOption('pending');
    await page.getByText('1 nota', { exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Notas' });
    const row = table.getByRole('row', { name: /Tarefa 1/ });
    await row.getByText('Pendente').waitFor();

    // Edit it: a wrong value is refused under the field, a pt-BR decimal is taken.
    await row.getByRole('button', { name: /Editar nota de/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar nota' });
    await dialog.getByLabel('Nota (0 a 10)').fill('10,5');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.locator('[aria-invalid="true"]').waitFor();
    await dialog.getByLabel('Nota (0 a 10)').fill('8,5');
    await dialog.getByLabel('Comentário (opcional)').fill('Boa entrega');
    await screenshot(page, 'discipline-grades-edit-1280');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Nota atualizada com sucesso!').waitFor();
    await page.getByLabel('Situação').selectOption('graded');
    await table
      .getByRole('row', { name: /Tarefa 1/ })
      .getByText('8,5')
      .waitFor();
    await page.getByLabel('Situação').selectOption('');
    await page.getByText(`${g.rows} notas`).waitFor();

    // Export: progress while the worker writes it, then the download.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    await page.getByText('Arquivo CSV pronto! O download começou.').waitFor();
    const dir = mkdtempSync(join(tmpdir(), 'grades-csv-'));
    await file.saveAs(join(dir, 'notas.csv'));
    const text = readFileSync(join(dir, 'notas.csv'), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(['Aluno', 'E-mail', 'Item', 'Tipo', 'Nota', 'Situação', 'Comentário', 'Avaliada em']);
    expect(rows).toHaveLength(g.rows);
    expect(rows.find((r) => r[2] === 'Tarefa 1')).toMatchObject({ 4: '8,5', 5: 'Avaliada', 6: 'Boa entrega' });
    expect(rows.some((r) => r[6] === `'=HIPERLINK("x"); bom, mas\nrevise`)).toBe(true);
  });

  it('a student sees only their own grades and their average, without edit or export', async () => {
    const g = await makeGradebook();
    for (const viewport of ['menu', 'mobile'] as const) {
      const page = await browser.signedIn('student', viewport);
      await page.goto(`${webUrl()}/discipline/${g.discipline.id}/grades`);
      await page.getByRole('heading', { level: 1, name: 'Notas' }).waitFor();
      await page.getByText('2 notas').waitFor();
      await page.getByText('Sua média ponderada: 6,0').waitFor();
      await page.getByText('Questionário final').filter({ visible: true }).first().waitFor();
      expect(await page.getByText(`Aluno Nota 00 ${g.tag}`).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Exportar CSV' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /Editar nota/ }).count()).toBe(0);
      await screenshot(page, `discipline-grades-student-${viewport === 'menu' ? 1280 : 390}`);
    }
    const manager = await browser.signedIn('manager', 'mobile');
    await manager.goto(`${webUrl()}/discipline/${g.discipline.id}/grades`);
    await manager.getByText(`${g.rows} notas`).waitFor();
    await screenshot(manager, 'discipline-grades-390');
  });
});
