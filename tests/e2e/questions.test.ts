// The question bank's screens (000 §2): on Questions Management a teacher builds a bank with the
// three types (options with the correct one marked, a feedback, an image), attaches questions to a
// quiz item through the item form's picker, and bulk-deletes (the linked one is listed as refused);
// the Quizzes screen (/quizzes/{id}) appends pages with "load more" until an empty page says all
// questions were shown. Screenshots at 1280 and 390 px, copied to SHOTS_DIR when set.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createPrismaClient } from '@trilha/db';
import { need } from '../support/requirements.ts';
import { withData } from './data.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

const RUN = Date.now().toString(36);
const COURSE = `Banco de Questões ${RUN}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Fixture = { disciplineId: number; teacherId: number; companyId: number };

/** A discipline of the seeded teacher with one material, and 35 questions of its own for the Quizzes screen. */
async function fixture(): Promise<Fixture> {
  return withData(async ({ create, demo, seeded }) => {
    const teacher = await seeded('teacher');
    const d = await create.discipline(demo, { name: COURSE, ownerId: teacher.id });
    await create.enroll(demo, d.id, teacher.id, 'teacher');
    await create.material(demo, d.id, { name: 'Unidade de avaliação' });
    for (let i = 0; i < 7; i++) await create.topic(demo, d.id, { title: `Tópico ${i + 1}`, position: i });
    for (let i = 1; i <= 35; i++)
      await create.question(demo, {
        type: 'true_or_false',
        disciplineId: d.id,
        authorId: teacher.id,
        title: `Questão do banco ${String(i).padStart(2, '0')}`,
        text: `Enunciado da questão ${i}.`,
      });
    return { disciplineId: d.id, teacherId: teacher.id, companyId: demo.company.id };
  });
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const shot = async (page: Page, name: string) => {
  await screenshot(page, `questions-${name}`);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    copyFileSync(
      resolve(import.meta.dirname, '../../test-artifacts/screenshots', `questions-${name}.png`),
      join(dir, `${name}.png`),
    );
  }
};

async function createQuestion(page: Page, title: string, fill: (d: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Nova questão' }).click();
  const d = page.getByRole('dialog', { name: 'Nova questão' });
  await d.getByLabel('Título', { exact: true }).fill(title);
  await d.getByLabel('Enunciado', { exact: true }).fill(`Enunciado de ${title}`);
  await fill(d);
  await d.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Questão criada com sucesso!').waitFor();
  await d.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: title }).waitFor();
}

describe.skipIf(!hasDb)('question bank', () => {
  const browser = useBrowser();
  let fx: Fixture;

  it('a teacher builds a bank of the three types on Questions Management, attaches questions to a quiz item and bulk-deletes', async () => {
    fx = await fixture();
    const page = await browser.page('menu', { as: 'teacher' });
    await page.goto(`${webUrl()}/questions/management`);
    await page.getByRole('heading', { level: 1, name: 'Gerenciar questões' }).waitFor();

    const choice = `Capital do Brasil ${RUN}`;
    const tf = `O Sol é uma estrela ${RUN}`;
    const essay = `Fotossíntese ${RUN}`;
    await createQuestion(page, choice, async (d) => {
      // The shared rule, before anything is sent: a choice question needs a correct option.
      await d.getByLabel('Alternativa 1', { exact: true }).fill('Rio de Janeiro');
      await d.getByLabel('Alternativa 2', { exact: true }).fill('Brasília');
      await d.getByRole('button', { name: 'Salvar' }).click();
      await d.getByText('Marque ao menos uma alternativa correta').waitFor();
      await d.getByRole('button', { name: 'Adicionar alternativa' }).click();
      await d.getByLabel('Alternativa 3', { exact: true }).fill('São Paulo');
      await d.getByRole('checkbox', { name: 'Correta: Alternativa 2' }).check();
      await d.getByRole('button', { name: 'Adicionar feedback' }).click();
      await d.getByLabel('Feedback 1', { exact: true }).fill('Brasília é a capital desde 1960.');
      await d.getByLabel('Imagem (opcional)').setInputFiles({ name: 'mapa.png', mimeType: 'image/png', buffer: PNG });
    });
    await createQuestion(page, tf, async (d) => {
      await d.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Verdadeiro ou falso' });
      expect(await d.getByLabel('Alternativa 1', { exact: true }).inputValue()).toBe('Verdadeiro');
      await d.getByRole('radio', { name: 'Correta: Alternativa 1' }).check();
    });
    await createQuestion(page, essay, async (d) => {
      await d.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Dissertativa' });
      await d.getByLabel('Resposta esperada (opcional)').fill('A planta transforma luz em energia química.');
    });

    const db = createPrismaClient(inject('databaseUrl'));
    try {
      const made = await db.question.findMany({
        where: { title: { in: [choice, tf, essay] } },
        include: { options: { orderBy: { position: 'asc' } }, feedbacks: true },
        orderBy: { id: 'asc' },
      });
      expect(made.map((q) => q.type)).toEqual(['choice', 'true_or_false', 'descriptive']);
      expect(made[0]!.options.map((o) => [o.text, o.correctAnswer])).toEqual([
        ['Rio de Janeiro', false],
        ['Brasília', true],
        ['São Paulo', false],
      ]);
      expect(made[0]!.feedbacks.map((f) => f.text)).toEqual(['Brasília é a capital desde 1960.']);
      expect(made[0]!.image).toMatch(/\.png$/);
      expect(made[1]!.options.map((o) => o.correctAnswer)).toEqual([true, false]);
      expect(made[2]!.answer).toBe('A planta transforma luz em energia química.');
    } finally {
      await db.$disconnect();
    }
    const card = page.getByRole('article', { name: choice });
    const img = card.getByRole('img', { name: 'Imagem da questão' });
    await img.waitFor();
    // The stored image is served back (a 1 x 1 PNG).
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
    await card.getByText('1 feedback').waitFor();
    await page.getByLabel('Buscar questões').fill(RUN);
    await page.getByText('3 questões', { exact: true }).waitFor();
    await shot(page, 'management-1280');

    // Edit: the form comes back with the saved options; the statement changes.
    await page.getByRole('button', { name: `Editar questão ${choice}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar questão' });
    expect(await edit.getByLabel('Alternativa 2', { exact: true }).inputValue()).toBe('Brasília');
    await edit.getByLabel('Enunciado', { exact: true }).fill('Qual é a capital federal do Brasil?');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Questão atualizada com sucesso!').waitFor();
    await card.getByText('Qual é a capital federal do Brasil?').waitFor();

    // Attach two of them to a quiz item through the item form's picker.
    await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await page.getByRole('link', { name: 'Banco de questões' }).waitFor();
    await page.getByRole('article', { name: 'Unidade de avaliação' }).getByRole('button', { name: 'Novo item' }).click();
    const item = page.getByRole('dialog', { name: 'Novo item' });
    await item.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Questionário' });
    await item.getByLabel('Título', { exact: true }).fill('Quiz do banco');
    for (const title of [choice, tf]) {
      await item.getByLabel('Buscar questões do banco').fill(title);
      await item.getByRole('button', { name: `Adicionar ${title}` }).click();
    }
    await item.getByText('2 questões escolhidas').waitFor();
    await shot(page, 'picker-1280');
    await item.getByRole('button', { name: 'Criar' }).click();
    await toast(page, 'Item criado com sucesso!').waitFor();

    // Bulk delete: the linked ones are refused and listed; the free one goes.
    await page.goto(`${webUrl()}/questions/management?search=${RUN}`);
    await page.getByText('3 questões', { exact: true }).waitFor();
    await page.getByLabel('Selecionar todas desta página').check();
    await page.getByRole('button', { name: 'Excluir selecionadas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    const result = page.getByRole('dialog', { name: 'Resultado da exclusão' });
    await result.getByText('Algumas questões não puderam ser excluídas').waitFor();
    await expect
      .poll(() => result.getByText('Questões vinculadas a questionários não podem ser deletadas!', { exact: false }).count())
      .toBe(2);
    await shot(page, 'bulk-result-1280');
    await result.getByRole('button', { name: 'Fechar' }).first().click();
    await page.getByText('2 questões', { exact: true }).waitFor();
    await page.getByRole('heading', { name: essay }).waitFor({ state: 'detached' });

    const phone = await browser.page('mobile', { as: 'teacher' });
    await phone.goto(`${webUrl()}/questions/management?search=${RUN}`);
    await phone.getByRole('heading', { name: choice }).waitFor();
    await shot(phone, 'management-390');
    await phone.getByRole('button', { name: 'Nova questão' }).click();
    await phone.getByRole('dialog', { name: 'Nova questão' }).getByLabel('Título', { exact: true }).waitFor();
    await shot(phone, 'form-390');
  });

  it('the Quizzes screen shows 30 questions newest first and appends the next page until an empty one', async () => {
    const page = await browser.page('menu', { as: 'teacher' });
    await page.goto(`${webUrl()}/quizzes/${fx.disciplineId}`);
    await page.getByRole('heading', { level: 1, name: 'Banco de questões' }).waitFor();
    await page.getByText(`Questões da disciplina ${COURSE} em`, { exact: false }).waitFor();
    const titles = () => page.locator('article h3').allTextContents();
    await expect.poll(async () => (await titles()).length).toBe(30);
    expect((await titles())[0]).toBe('Questão do banco 35');
    // Topics: 5 a page, with their own pager.
    const topics = page.getByRole('region', { name: 'Tópicos' });
    await topics.getByText('Tópico 5').waitFor();
    expect(await topics.getByText('Tópico 6').count()).toBe(0);
    await topics.getByRole('button', { name: 'Próximos tópicos' }).click();
    await topics.getByText('Tópico 6').waitFor();
    await shot(page, 'quizzes-1280');

    const more = page.getByRole('button', { name: /Carregar mais questões|Carregando mais questões/ });
    await more.click();
    await page.getByRole('button', { name: 'Carregando mais questões' }).waitFor();
    await expect.poll(async () => (await titles()).length).toBe(35);
    // The first page stays: the new ones are appended below it.
    expect((await titles())[0]).toBe('Questão do banco 35');
    expect((await titles())[34]).toBe('Questão do banco 01');
    await page.getByRole('button', { name: 'Carregar mais questões' }).click();
    await toast(page, 'Todas as questões já foram exibidas!').waitFor();
    await more.waitFor({ state: 'detached' });
    expect((await titles()).length).toBe(35);

    const phone = await browser.page('mobile', { as: 'teacher' });
    await phone.goto(`${webUrl()}/quizzes/${fx.disciplineId}`);
    await phone.getByRole('heading', { name: 'Questão do banco 35' }).waitFor();
    await shot(phone, 'quizzes-390');
  });
  // Issue 17: the bank had no way in for tutors, supervisors and clients (the button was for
  // editors); every role the policy lets read it (questions:read) now has it on Discipline Material.
  // On the bank, a discipline view, the sidebar keeps Turma and Notas.
  it('tutors, supervisors and clients open the bank from Discipline Material; the sidebar keeps Turma and Notas there', async () => {
    await withData(async ({ create, demo, seeded }) => create.enroll(demo, fx.disciplineId, (await seeded('tutor')).id, 'tutor'));
    for (const role of ['tutor', 'supervisor', 'client'] as const) {
      const page = await browser.page('desktop', { as: role });
      await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
      await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
      expect(await page.getByRole('button', { name: 'Novo material' }).count()).toBe(0);
      if (role === 'tutor') await shot(page, 'bank-entry-tutor-1280');
      await page.getByRole('link', { name: 'Banco de questões' }).click();
      await page.waitForURL(new RegExp(`/quizzes/${fx.disciplineId}$`));
      await page.getByRole('heading', { level: 1, name: 'Banco de questões' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      expect(await nav.getByRole('link', { name: 'Turma' }).getAttribute('href')).toBe(`/discipline/${fx.disciplineId}/class`);
      expect(await nav.getByRole('link', { name: 'Notas' }).getAttribute('href')).toBe(`/discipline/${fx.disciplineId}/grades`);
      if (role === 'tutor') await shot(page, 'quizzes-tutor-1280');
    }
    // A student never reads the bank: no entry.
    const student = await browser.page('desktop', { as: 'student' });
    await withData(async ({ create, demo, seeded }) =>
      create.enroll(demo, fx.disciplineId, (await seeded('student')).id, 'student', {
        startedAt: new Date(Date.now() - 86_400_000),
      }),
    );
    await student.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await student.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    expect(await student.getByRole('link', { name: 'Banco de questões' }).count()).toBe(0);
  });
});
