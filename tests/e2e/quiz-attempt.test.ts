// The quiz screens (000 §2: Questionnaire, Questionnaire Attempt, Questionnaire Feedback,
// Questionnaire Answers): an enrolled student opens a quiz from the Discipline Material screen,
// answers a choice, a true-or-false and a descriptive question, checks and sees the feedback,
// finishes (the item's and the discipline's progress move); a direct visit to the attempt goes
// back to the Questionnaire; the teacher grades the descriptive answer and the student sees the
// grade. Screenshots at 1280 and 390 px of each screen.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createPrismaClient } from '@trilha/db';
import { need } from '../support/requirements.ts';
import { email, screenshot, useBrowser, webUrl } from './browser.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const COURSE = `Curso de Questionários ${Date.now().toString(36)}`;

type Fixture = { disciplineId: number; itemId: number; studentId: number };

/** A discipline of the seeded teacher with the seeded student enrolled: a reading item and a quiz of three questions. */
async function fixture(): Promise<Fixture> {
  const db = createPrismaClient(inject('databaseUrl'));
  try {
    const { companyId } = await db.consumer.findUniqueOrThrow({ where: { domain: 'demo' } });
    const teacher = await db.user.findFirstOrThrow({ where: { email: email('teacher') } });
    const student = await db.user.findFirstOrThrow({ where: { email: email('student') } });
    const d = await db.discipline.create({ data: { companyId, name: COURSE, ownerId: teacher.id } });
    await db.disciplineInscription.createMany({
      data: [
        { companyId, disciplineId: d.id, userId: student.id, role: 'student', startedAt: new Date(Date.now() - 86_400_000) },
        { companyId, disciplineId: d.id, userId: teacher.id, role: 'teacher' },
      ],
    });
    const m = await db.material.create({ data: { companyId, disciplineId: d.id, name: 'Unidade 1' } });
    await db.materialItem.create({
      data: {
        companyId,
        materialId: m.id,
        disciplineId: d.id,
        title: 'Leitura',
        type: 'task',
        description: 'Leia.',
        position: 0,
      },
    });
    const item = await db.materialItem.create({
      data: { companyId, materialId: m.id, disciplineId: d.id, title: 'Questionário da unidade', type: 'quiz', position: 1 },
    });
    await db.materialItemSettings.create({
      data: {
        companyId,
        materialItemId: item.id,
        timeLimitMinutes: 30,
        allowFeedback: true,
        showCorrectAnswers: true,
        maxAttempts: 2,
      },
    });
    const q = (data: object) => db.question.create({ data: { companyId, disciplineId: d.id, ...data } as never });
    const questions = [
      await q({
        title: 'Capital',
        text: 'Qual é a capital do Brasil?',
        type: 'choice',
        options: {
          create: ['São Paulo', 'Brasília', 'Salvador'].map((text, position) => ({
            companyId,
            text,
            position,
            correctAnswer: position === 1,
          })),
        },
        feedbacks: { create: [{ companyId, text: 'Brasília é a capital desde 1960.' }] },
      }),
      await q({
        title: 'Água',
        text: 'A água ferve a 100 °C ao nível do mar.',
        type: 'true_or_false',
        options: {
          create: ['Verdadeiro', 'Falso'].map((text, position) => ({ companyId, text, position, correctAnswer: position === 0 })),
        },
      }),
      await q({ title: 'Fotossíntese', text: 'Explique a fotossíntese em poucas palavras.', type: 'descriptive' }),
    ];
    await db.materialItemQuestion.createMany({
      data: questions.map((x, position) => ({ companyId, materialItemId: item.id, questionId: x.id, position })),
    });
    return { disciplineId: d.id, itemId: item.id, studentId: student.id };
  } finally {
    await db.$disconnect();
  }
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
    await teacher.waitForURL(/\/quiz\/answers$/);
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
    await phone.waitForURL(/\/feedback$/);
    await screenshot(phone, 'quiz-feedback-390');
    const tPhone = await browser.page('mobile', { as: 'teacher' });
    await tPhone.goto(quizUrl(fx));
    await tPhone.getByRole('button', { name: 'Ver' }).first().click();
    await tPhone.getByRole('button', { name: 'Salvar correção' }).waitFor();
    await screenshot(tPhone, 'quiz-answers-teacher-390');
  });
});
