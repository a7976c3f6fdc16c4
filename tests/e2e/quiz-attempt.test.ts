// The quiz screens (000 §2: Questionnaire, Questionnaire Attempt, Questionnaire Feedback,
// Questionnaire Answers): an enrolled student opens a quiz from the Discipline Material screen,
// answers a choice, a true-or-false and a descriptive question, checks and sees the feedback,
// finishes (the item's and the discipline's progress move); a direct visit to the attempt goes
// back to the Questionnaire; the teacher grades the descriptive answer and the student sees the
// grade. Screenshots at 1280 and 390 px of each screen.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createPrismaClient, hashPassword } from '@trilha/db';
import { need } from '../support/requirements.ts';
import { withData } from './data.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const COURSE = `Curso de Questionários ${Date.now().toString(36)}`;

type Fixture = { disciplineId: number; itemId: number; studentId: number };

/** A discipline of the seeded teacher with the seeded student enrolled: a reading item and a quiz of three questions. */
async function fixture(): Promise<Fixture> {
  return withData(async ({ create, demo, seeded }) => {
    const teacher = await seeded('teacher');
    const student = await seeded('student');
    const d = await create.discipline(demo, { name: COURSE, ownerId: teacher.id });
    await create.enroll(demo, d.id, student.id, 'student', { startedAt: new Date(Date.now() - 86_400_000) });
    await create.enroll(demo, d.id, teacher.id, 'teacher');
    const m = await create.material(demo, d.id, { name: 'Unidade 1' });
    await create.materialItem(demo, m.id, { title: 'Leitura', type: 'task', description: 'Leia.', position: 0 });
    const { item } = await create.quiz(demo, d.id, {
      materialId: m.id,
      position: 1,
      title: 'Questionário da unidade',
      settings: { timeLimitMinutes: 30, allowFeedback: true, showCorrectAnswers: true, maxAttempts: 2 },
      questions: [
        {
          type: 'choice',
          title: 'Capital',
          text: 'Qual é a capital do Brasil?',
          options: [{ text: 'São Paulo' }, { text: 'Brasília', correct: true }, { text: 'Salvador' }],
          feedbacks: ['Brasília é a capital desde 1960.'],
        },
        {
          type: 'true_or_false',
          title: 'Água',
          text: 'A água ferve a 100 °C ao nível do mar.',
          options: [{ text: 'Verdadeiro', correct: true }, { text: 'Falso' }],
        },
        { type: 'descriptive', title: 'Fotossíntese', text: 'Explique a fotossíntese em poucas palavras.' },
      ],
    });
    return { disciplineId: d.id, itemId: item.id, studentId: student.id };
  });
}

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();
const quizUrl = (fx: Fixture) => `${webUrl()}/discipline/${fx.disciplineId}/materials/${fx.itemId}/quiz`;

describe.skipIf(!hasDb)('Quiz attempts', () => {
  const browser = useBrowser();
  let fx: Fixture;

  it('a student takes the quiz, sees the feedback and finishes; the teacher grades; the student sees the grade', async () => {
    fx = await fixture();
    const page = await browser.page('menu', { as: 'student' });
    await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await page.getByRole('button', { name: 'Abrir Questionário da unidade' }).click();
    await page.getByRole('link', { name: 'Iniciar questionário' }).click();
    await page.waitForURL(/\/quiz$/);
    await page.getByRole('heading', { level: 1, name: 'Questionário da unidade' }).waitFor();
    await page.getByText('Tempo limite: 30 min').waitFor();
    await page.getByText('Nenhuma tentativa ainda.').waitFor();
    await screenshot(page, 'quiz-questionnaire-student-1280');

    await page.getByRole('button', { name: 'Iniciar tentativa' }).click();
    await page.waitForURL(/\/quiz\/attempt\/\d+$/);
    const attemptUrl = page.url();
    await page.getByRole('timer').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Capital' }).waitFor();
    // Keyboard: the options are a radio group; choosing one saves it.
    await page.getByRole('radio', { name: 'Brasília' }).check();
    await toast(page, 'Resposta registrada!').waitFor();
    await page.getByRole('button', { name: /Ir para a questão 1 \(respondida\)/ }).waitFor();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByRole('radio', { name: 'Falso' }).check();
    await page.getByRole('button', { name: /Ir para a questão 2 \(respondida\)/ }).waitFor();
    await page.getByRole('button', { name: /Ir para a questão 3/ }).click();
    await page.getByLabel('Sua resposta').fill('A planta transforma luz em energia química.');
    await page.getByRole('button', { name: 'Salvar resposta' }).click();
    await page.getByRole('button', { name: /Ir para a questão 3 \(respondida\)/ }).waitFor();
    await screenshot(page, 'quiz-attempt-1280');

    await page.getByRole('button', { name: 'Corrigir respostas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Corrigir respostas' }).click();
    await page.waitForURL(/\/feedback$/);
    await page.getByText('Brasília é a capital desde 1960.').waitFor();
    await expect(page.getByText('Correta', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByText('Incorreta', { exact: true }).count()).resolves.toBe(1);
    await page.getByText('Aguardando correção do professor').waitFor();
    await screenshot(page, 'quiz-feedback-1280');

    await page.getByRole('button', { name: 'Finalizar questionário' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar questionário' }).click();
    await toast(page, /Questionário finalizado!/).waitFor();
    await page.getByText('Nota pendente: há respostas aguardando correção.').waitFor();

    const db = createPrismaClient(inject('databaseUrl'));
    try {
      expect(
        await db.materialItemProgress.findFirst({ where: { userId: fx.studentId, materialItemId: fx.itemId } }),
      ).toMatchObject({
        checked: true,
      });
      expect(
        await db.disciplineProgress.findFirst({ where: { userId: fx.studentId, disciplineId: fx.disciplineId } }),
      ).toMatchObject({
        checkedItems: 1,
        totalItems: 2,
      });
    } finally {
      await db.$disconnect();
    }

    // The attempt screen is internal: typed in, it goes back to the Questionnaire.
    const direct = await browser.page('menu', { as: 'student' });
    await direct.goto(attemptUrl);
    await direct.waitForURL(/\/quiz$/);
    await direct.getByText(/Aguardando correção \(1\)/).waitFor();

    const teacher = await browser.page('menu', { as: 'teacher' });
    await teacher.goto(quizUrl(fx));
    await teacher.getByRole('heading', { name: 'Tentativas dos alunos' }).waitFor();
    await screenshot(teacher, 'quiz-questionnaire-teacher-1280');
    await teacher.getByRole('button', { name: 'Corrigir' }).click();
    await teacher.waitForURL(/\/quiz\/answers\?attempt=\d+$/);
    await teacher.getByLabel('Nota da resposta (0 a 10)').fill('8');
    await teacher.getByLabel('Comentário da resposta').fill('Boa explicação.');
    await teacher.getByLabel('Comentário geral').fill('Muito bem!');
    await teacher.getByRole('button', { name: 'Salvar correção' }).click();
    await toast(teacher, 'Correção registrada!').waitFor();
    await teacher.getByText('Nota: 6').first().waitFor();
    await screenshot(teacher, 'quiz-answers-teacher-1280');

    const graded = await browser.page('menu', { as: 'student' });
    await graded.goto(quizUrl(fx));
    await graded.getByText('Nota: 6').first().waitFor();
    await graded.getByRole('button', { name: 'Ver', exact: true }).click();
    await graded.waitForURL(/\/feedback$/);
    await graded.getByText('Nota: 6').first().waitFor();
    await graded.getByText('Muito bem!').waitFor();
    await graded.getByText('Boa explicação.').waitFor();
    // Back goes where the screen was opened from (the Questionnaire).
    await graded.getByRole('button', { name: 'Voltar ao questionário' }).click();
    await graded.waitForURL(/\/quiz$/);

    const phone = await browser.page('mobile', { as: 'student' });
    await phone.goto(quizUrl(fx));
    await phone.getByRole('heading', { level: 1, name: 'Questionário da unidade' }).waitFor();
    await screenshot(phone, 'quiz-questionnaire-student-390');
    await phone.getByRole('button', { name: 'Iniciar tentativa' }).click();
    await phone.getByRole('heading', { level: 2, name: 'Capital' }).waitFor();
    await screenshot(phone, 'quiz-attempt-390');
    await phone.getByRole('button', { name: 'Finalizar questionário' }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Finalizar questionário' }).click();
    // The finish, the refetches it sets off and the Feedback loader run one after the other (a
    // loaded CI machine took over 15 s once).
    await phone.waitForURL(/\/feedback$/, { timeout: 45_000 });
    await screenshot(phone, 'quiz-feedback-390');
    const tPhone = await browser.page('mobile', { as: 'teacher' });
    await tPhone.goto(quizUrl(fx));
    await tPhone.getByRole('button', { name: 'Ver' }).first().click();
    await tPhone.getByRole('button', { name: 'Salvar correção' }).waitFor();
    await screenshot(tPhone, 'quiz-answers-teacher-390');
  });
  // Issue 17: loaders (a failed load keeps the screen, with the spec's toast), Feedback internal,
  // and a locked or closed quiz says why it cannot start instead of "0 questões".
  it('a failed load toasts and stays; Feedback typed in goes to the Questionnaire; locked and closed quizzes say why', async () => {
    const fx2 = await fixture();
    // A closed quiz beside it, holding the same questions.
    const closedId = await withData(async ({ db, create, demo }) => {
      const source = await db.materialItem.findFirstOrThrow({ where: { id: fx2.itemId } });
      const closed = await create.materialItem(demo, source.materialId, {
        title: 'Questionário encerrado',
        type: 'quiz',
        position: 2,
      });
      await create.quizSettings(demo, closed.id, {
        availableFrom: new Date('2026-01-01T11:00:00Z'),
        availableUntil: new Date('2026-02-01T12:30:00Z'),
      });
      for (const l of await db.materialItemQuestion.findMany({ where: { materialItemId: fx2.itemId } }))
        await create.linkQuestion(demo, closed.id, l.questionId, l.position);
      return closed.id;
    });
    const materials = `${webUrl()}/discipline/${fx2.disciplineId}/materials`;
    const page = await browser.page('desktop', { as: 'student' });

    // The attempts fail to load: the navigation is cancelled, the toast says so, the screen stays.
    await page.goto(materials);
    await page.getByRole('button', { name: 'Abrir Questionário da unidade' }).click();
    await page.route(`**/material-items/${fx2.itemId}/attempts**`, (r) => r.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('link', { name: 'Iniciar questionário' }).click();
    await toast(page, 'Ocorreu um erro ao acessar a página, tente novamente!').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/discipline/${fx2.disciplineId}/materials`);
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    await page.unroute(`**/material-items/${fx2.itemId}/attempts**`);

    const protect = createPrismaClient(inject('databaseUrl'));
    try {
      await protect.materialItem.updateMany({
        where: { id: fx2.itemId },
        data: { passwordHash: await hashPassword('segredo-17') },
      });
    } finally {
      await protect.$disconnect();
    }

    // Password-protected: the reason and the password form, no false "0 questões"; unlocked, it starts.
    await page.goto(quizUrl(fx2));
    await page.getByRole('heading', { level: 1, name: 'Questionário da unidade' }).waitFor();
    const start = page.getByRole('button', { name: 'Iniciar tentativa' });
    expect(await start.isDisabled()).toBe(true);
    expect(await start.getAttribute('aria-describedby')).toBe('quiz-start-reason');
    expect(await page.locator('#quiz-start-reason').textContent()).toBe('Este item está protegido por senha');
    expect(await page.getByText(/\d+ quest(ão|ões)/).count()).toBe(0);
    await screenshot(page, 'quiz-questionnaire-locked-1280');
    await page.getByRole('textbox', { name: 'Senha' }).fill('segredo-17');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.getByText('3 questões').waitFor();
    expect(await start.isEnabled()).toBe(true);
    expect(await page.locator('#quiz-start-reason').count()).toBe(0);

    // Closed: why, with the date it closed; no question count.
    await page.goto(`${webUrl()}/discipline/${fx2.disciplineId}/materials/${closedId}/quiz`);
    await page.getByRole('heading', { level: 1, name: 'Questionário encerrado' }).waitFor();
    expect(await page.getByRole('button', { name: 'Iniciar tentativa' }).isDisabled()).toBe(true);
    expect(await page.locator('#quiz-start-reason').textContent()).toMatch(
      /^Este questionário foi encerrado em 01\/02\/2026,? 09:30\.$/,
    );
    expect(await page.getByText(/\d+ quest(ão|ões)/).count()).toBe(0);
    await screenshot(page, 'quiz-questionnaire-closed-1280');

    // Start, check, and reach the Feedback; typed in (no route it came from), it is not shown.
    await page.goto(quizUrl(fx2));
    await page.getByRole('button', { name: 'Iniciar tentativa' }).click();
    await page.waitForURL(/\/quiz\/attempt\/\d+$/);
    const feedbackUrl = `${page.url()}/feedback`;
    const direct = await browser.page('desktop', { as: 'student' });
    await direct.goto(feedbackUrl);
    await direct.waitForURL(/\/quiz$/);
    await direct.getByRole('heading', { level: 1, name: 'Questionário da unidade' }).waitFor();

    // From the Attempt, Feedback's back goes to where it came from, never to itself.
    await page.getByRole('button', { name: 'Corrigir respostas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Corrigir respostas' }).click();
    await page.waitForURL(/\/feedback$/);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Questionário da unidade' }).waitFor();
    expect(page.url()).toBe(feedbackUrl);
    await page.getByRole('button', { name: 'Voltar ao questionário' }).click();
    await page.waitForURL(/\/quiz$/);
  });
});
