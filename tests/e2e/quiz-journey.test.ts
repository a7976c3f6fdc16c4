// The learning journey on domain events (issue 17), in the browser: a student finishes a quiz and
// earns its points, progress and grade (attempt.finished: grades, materials and gamification react
// in their own folders); unchecking the item and taking the quiz again earns nothing more (no
// farming); a teacher who tries the quiz makes a preview: shown as such in the attempt list, with
// no grade, no progress and no points.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const COURSE = `Curso da jornada ${Date.now().toString(36)}`;

type Fixture = { disciplineId: number; itemId: number; studentId: number; teacherId: number };

/** A discipline of the seeded teacher with the seeded student enrolled: a reading and a one-question quiz. */
function fixture(): Promise<Fixture> {
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
      title: 'Teste rápido',
      settings: { timeLimitMinutes: 30 },
      questions: [
        {
          type: 'choice',
          title: 'Capital',
          text: 'Qual é a capital do Brasil?',
          options: [{ text: 'São Paulo' }, { text: 'Brasília', correct: true }],
        },
      ],
    });
    return { disciplineId: d.id, itemId: item.id, studentId: student.id, teacherId: teacher.id };
  });
}

const quizUrl = (fx: Fixture) => `${webUrl()}/discipline/${fx.disciplineId}/materials/${fx.itemId}/quiz`;

/** Starts an attempt on the Questionnaire, answers Brasília and finishes it. */
async function takeQuiz(page: Page, fx: Fixture): Promise<void> {
  await page.goto(quizUrl(fx));
  await page.getByRole('button', { name: 'Iniciar tentativa' }).click();
  await page.waitForURL(/\/quiz\/attempt\/\d+$/);
  await page.getByRole('radio', { name: 'Brasília' }).check();
  await page.getByText('Resposta registrada!').first().waitFor();
  await page.getByRole('button', { name: 'Finalizar questionário' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar questionário' }).click();
  await page
    .getByText(/Questionário finalizado!/)
    .first()
    .waitFor({ timeout: 30_000 });
}

/** What the events left for one user and item: points, grades, progress and attempts. */
const records = (fx: Fixture, userId: number) =>
  withData(async ({ db }) => {
    const [points, grades, progress, attempts, user] = await Promise.all([
      db.pointEntry.findMany({ where: { userId, subjectType: 'material_item', subjectId: fx.itemId } }),
      db.grade.findMany({ where: { userId, materialItemId: fx.itemId } }),
      db.materialItemProgress.findFirst({ where: { userId, materialItemId: fx.itemId } }),
      db.attempt.findMany({ where: { userId, materialItemId: fx.itemId }, select: { status: true, preview: true } }),
      db.user.findUniqueOrThrow({ where: { id: userId }, select: { points: true } }),
    ]);
    return { points, grades, progress, attempts, total: user.points };
  });

describe.skipIf(!hasDb)('The quiz journey on events', () => {
  const browser = useBrowser();

  it('points once per item whatever is unchecked and retaken; a teacher’s try is a preview', async () => {
    const fx = await fixture();
    const before = await records(fx, fx.studentId);

    // 1. The first finish: points (toast), a grade, the item checked.
    const page = await browser.page('menu', { as: 'student' });
    await takeQuiz(page, fx);
    await page.getByText('Você ganhou 10 pontos!').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'quiz-journey-points-1280');
    const first = await records(fx, fx.studentId);
    expect(first.points).toHaveLength(1);
    expect(first.grades).toHaveLength(1);
    expect(first.progress?.checked).toBe(true);
    expect(first.total).toBe(before.total + first.points[0]!.points);

    // 2. Unchecked by hand on the materials screen, then the quiz again: progress and grade
    //    follow the new finish, the points do not come again.
    await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    const box = page.getByRole('checkbox', { name: 'Marcar como concluído: Teste rápido' });
    await expect(box.isChecked()).resolves.toBe(true);
    // A controlled checkbox: it changes once the API answered, not on the click itself.
    await box.click();
    await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(false);
    await expect.poll(async () => (await records(fx, fx.studentId)).progress?.checked, { timeout: 10_000 }).toBe(false);
    await takeQuiz(page, fx);
    const again = await records(fx, fx.studentId);
    expect(again.attempts.filter((a) => a.status === 'finished')).toHaveLength(2);
    expect(again.points).toHaveLength(1);
    expect(again.total).toBe(first.total);
    expect(again.grades).toHaveLength(1);
    expect(again.progress?.checked).toBe(true);

    // 3. The teacher tries the quiz: a preview, marked in the list, with no grade, progress or points.
    const teacherBefore = await records(fx, fx.teacherId);
    const teacher = await browser.page('menu', { as: 'teacher' });
    await takeQuiz(teacher, fx);
    await teacher.goto(quizUrl(fx));
    await teacher.getByRole('heading', { name: 'Tentativas dos alunos' }).waitFor();
    await teacher.getByText('Prévia', { exact: false }).first().waitFor();
    await screenshot(teacher, 'quiz-journey-preview-1280');
    const tried = await records(fx, fx.teacherId);
    expect(tried.attempts).toEqual([{ status: 'finished', preview: true }]);
    expect(tried.points).toHaveLength(0);
    expect(tried.grades).toHaveLength(0);
    expect(tried.progress?.checked ?? false).toBe(false);
    expect(tried.total).toBe(teacherBefore.total);
  });
});
