// Assignments (000 §2, §4): an enrolled student answers a task with text and a file from the
// Discipline Material screen, the teacher evaluates it on Assignment Management / Assigment
// Attempt, the student sees grade and comment on Attempt Feedback, whose back button returns to
// where it was opened from. Screenshots of the four screens at 1280 and 390 px.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withData } from './data.ts';
import { need } from '../support/requirements.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';
import { pdfFile } from './material-files.ts';
import { axeViolations } from './admin-helpers.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

const COURSE = `Redação ${Date.now().toString(36)}`;
const TASK = 'Redação sobre energia solar';
const STATEMENT = 'Escreva um texto de 20 linhas sobre energia solar e anexe o rascunho.';

type Fixture = { disciplineId: number; itemId: number; studentName: string };

/** A discipline of the seeded teacher with a task, the seeded student enrolled. */
async function fixture(): Promise<Fixture> {
  return withData(async ({ create, demo, seeded }) => {
    const teacher = await seeded('teacher');
    const student = await seeded('student');
    const d = await create.discipline(demo, { name: COURSE, ownerId: teacher.id });
    await create.enroll(demo, d.id, student.id, 'student');
    await create.enroll(demo, d.id, teacher.id, 'teacher');
    const m = await create.material(demo, d.id, { name: 'Unidade 1' });
    const item = await create.materialItem(demo, m.id, { title: TASK, type: 'task', description: STATEMENT });
    return { disciplineId: d.id, itemId: item.id, studentName: student.name };
  });
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const shot = async (page: Page, name: string) => {
  await screenshot(page, `assignment-${name}`);
};

describe.skipIf(!hasDb)('Assignments', () => {
  const browser = useBrowser();
  let fx: Fixture;
  const overview = () => `${webUrl()}/discipline/${fx.disciplineId}/assigment/${fx.itemId}/overview`;

  it('an enrolled student answers a task with text and a file', async () => {
    fx = await fixture();
    const page = await browser.page('menu', { as: 'student' });
    await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await page.getByRole('button', { name: `Abrir ${TASK}` }).click();
    await page.getByRole('dialog', { name: TASK }).getByRole('link', { name: 'Responder tarefa' }).click();

    // Assigment Overview: the statement and "not submitted".
    await page.waitForURL((u) => u.pathname.endsWith(`/assigment/${fx.itemId}/overview`));
    await page.getByRole('heading', { level: 1, name: TASK }).waitFor();
    await page.getByText(STATEMENT).waitFor();
    await page.getByText('Você ainda não entregou esta tarefa.').waitFor();
    await shot(page, 'overview-student-1280');

    // Assigment Attempt: nothing written is refused before sending; then text and a PDF.
    await page.getByRole('link', { name: 'Responder tarefa' }).click();
    await page.waitForURL((u) => u.pathname.endsWith(`/assignment/${fx.itemId}/attempt/new`));
    await page.getByRole('button', { name: 'Enviar resposta' }).click();
    await page.getByText('Escreva sua resposta ou anexe um arquivo').waitFor();
    await page
      .getByLabel('Sua resposta')
      .fill('A energia solar é limpa e renovável.\nNo Brasil, a irradiação é alta o ano todo.');
    await page.getByLabel('Arquivo (PDF, DOCX ou TXT)').setInputFiles({
      name: 'rascunho.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile('Rascunho'),
    });
    await shot(page, 'attempt-student-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'attempt-student-form-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Enviar resposta' }).click();
    await toast(page, 'Resposta registrada com sucesso!').waitFor();
    await page.waitForURL((u) => u.pathname.endsWith('/overview'));
    await page.getByText('Aguardando avaliação').first().waitFor();
    await page.getByText('rascunho.pdf').waitFor();

    // The item counts as done on the Discipline Material screen.
    await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await page.getByRole('checkbox', { name: `Marcar como concluído: ${TASK}` }).waitFor();
    expect(await page.getByRole('checkbox', { name: `Marcar como concluído: ${TASK}` }).isChecked()).toBe(true);
  });

  it('the teacher evaluates it from Assignment Management; the student is told live', async () => {
    const student = await browser.page('menu', { as: 'student' });
    await student.goto(overview());
    await student.getByText('Aguardando avaliação').first().waitFor();
    const page = await browser.page('menu', { as: 'teacher' });
    await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await page.getByRole('button', { name: `Abrir ${TASK}` }).click();
    await page.getByRole('dialog', { name: TASK }).getByRole('link', { name: 'Gerenciar entregas' }).click();
    await page.waitForURL((u) => u.pathname.endsWith(`/assignment/${fx.itemId}/management`));
    await page.getByRole('link', { name: 'Aguardando (1)' }).waitFor();
    await page.getByText('1 entrega', { exact: true }).waitFor();
    await shot(page, 'management-1280');
    await page.getByRole('link', { name: `Avaliar entrega de ${fx.studentName}` }).click();
    await page.getByText('No Brasil, a irradiação é alta o ano todo.', { exact: false }).waitFor();
    await page.getByText('rascunho.pdf').waitFor();
    // Off the scale: the shared schema's message under the field, nothing sent.
    await page.getByLabel('Nota (0 a 10)').fill('11');
    await page.getByRole('button', { name: 'Registrar avaliação' }).click();
    await page.getByText('A nota deve ser um número de 0 a 10, com no máximo uma casa decimal').waitFor();
    await page.getByLabel('Nota (0 a 10)').fill('8,5');
    await page.getByLabel('Comentário para o estudante').fill('Bom texto! Cite as fontes dos dados de irradiação.');
    await page.getByRole('button', { name: 'Registrar avaliação' }).click();
    await toast(page, 'Avaliação registrada com sucesso!').waitFor();
    await page.getByRole('button', { name: 'Atualizar avaliação' }).waitFor();
    await shot(page, 'attempt-teacher-1280');
    // The student's open overview hears it (.assignment.evaluated on users.{id}) and refetches.
    await toast(student, 'Sua tarefa foi avaliada! Confira a nota e o comentário.').waitFor();
    await student.getByText('Nota: 8,5 / 10').waitFor();
    await page.getByRole('link', { name: 'Voltar para as entregas' }).click();
    await page.getByRole('link', { name: 'Avaliadas (1)' }).waitFor();
    await page.getByRole('cell', { name: '8,5 / 10' }).first().waitFor();
  });

  it('the student sees grade and comment, and the feedback goes back where it came from', async () => {
    const page = await browser.page('menu', { as: 'student' });
    await page.goto(overview());
    await page.getByText('Avaliada', { exact: true }).waitFor();
    await page.getByText('Nota: 8,5 / 10').waitFor();
    await page.getByRole('link', { name: 'Ver avaliação' }).click();
    await page.waitForURL((u) => /\/assigment\/\d+\/feedback\/\d+$/.test(u.pathname));
    await page.getByText('8,5 / 10').waitFor();
    await page.getByText('Bom texto! Cite as fontes dos dados de irradiação.').waitFor();
    await shot(page, 'feedback-1280');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/overview'));
    // Evaluated: the answer can no longer change.
    await page.getByRole('link', { name: 'Ver resposta' }).click();
    await page.getByText('Esta tarefa já foi avaliada; a resposta não pode mais ser alterada.').waitFor();
    expect(await page.getByRole('button', { name: /Enviar resposta|Reenviar resposta/ }).count()).toBe(0);
  });

  it('the four screens at phone width', async () => {
    const student = await browser.page('mobile', { as: 'student' });
    await student.goto(overview());
    await student.getByText('Nota: 8,5 / 10').waitFor();
    await shot(student, 'overview-student-390');
    await student.getByRole('link', { name: 'Ver avaliação' }).click();
    await student.getByText('Bom texto! Cite as fontes dos dados de irradiação.').waitFor();
    await shot(student, 'feedback-390');
    await student.getByRole('button', { name: 'Voltar' }).click();
    await student.getByRole('link', { name: 'Ver resposta' }).click();
    await student.getByText('rascunho.pdf').waitFor();
    await shot(student, 'attempt-student-390');
    const teacher = await browser.page('mobile', { as: 'teacher' });
    await teacher.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials/assignment/${fx.itemId}/management`);
    await teacher.getByRole('link', { name: `Ver entrega de ${fx.studentName}` }).waitFor();
    await shot(teacher, 'management-390');
    await teacher.getByRole('link', { name: `Ver entrega de ${fx.studentName}` }).click();
    await teacher.getByRole('button', { name: 'Atualizar avaliação' }).waitFor();
    await shot(teacher, 'attempt-teacher-390');
    // No serious or critical WCAG 2.1 AA problem on the four screens (axe).
    expect(await axeViolations(teacher), 'attempt, teacher').toEqual([]);
    await teacher.getByRole('link', { name: 'Voltar para as entregas' }).click();
    await teacher.getByRole('link', { name: `Ver entrega de ${fx.studentName}` }).waitFor();
    expect(await axeViolations(teacher), 'management').toEqual([]);
    await student.goto(overview());
    await student.getByText('Nota: 8,5 / 10').waitFor();
    expect(await axeViolations(student), 'overview').toEqual([]);
    await student.getByRole('link', { name: 'Ver avaliação' }).click();
    await student.getByText('Bom texto! Cite as fontes dos dados de irradiação.').waitFor();
    expect(await axeViolations(student), 'feedback').toEqual([]);
  });
});
