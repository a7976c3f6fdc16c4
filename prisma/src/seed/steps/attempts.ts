// Quiz attempts with their answers (the demo's quizzes taken).
import type { Prisma } from '../../generated/client.ts';
import type { SeededDiscipline, SeededItem } from '../content.ts';
import { at, type SeedContext, type SeedStep } from '../context.ts';

export const quiz = (d: SeededDiscipline): SeededItem => {
  const q = d.items.find((i) => i.type === 'quiz');
  if (!q) throw new Error(`seed: no quiz in ${d.name}`);
  return q;
};
async function seedAttempts(ctx: SeedContext): Promise<void> {
  const companyId = ctx.get('demoCompanyId');
  const disciplines = ctx.get('demoDisciplines');
  const D = (i: number) => at(disciplines, i);
  const { student, extras } = ctx.get('demoPeople');
  const q0 = quiz(D(0));
  const questionsById = new Map(disciplines.flatMap((d) => d.questions).map((q) => [q.id, q]));
  type AttemptPlan = { userId: number; item: SeededItem; daysBack: number; correctness: number; finished: boolean };
  const attemptPlans: AttemptPlan[] = [
    { userId: student, item: q0, daysBack: 15, correctness: 0.5, finished: true },
    { userId: student, item: q0, daysBack: 14, correctness: 1, finished: true },
    { userId: student, item: quiz(D(1)), daysBack: 2, correctness: 0.6, finished: false },
    ...extras
      .slice(0, 5)
      .map((userId, k) => ({ userId, item: q0, daysBack: 10 - k, correctness: 0.4 + k * 0.15, finished: true })),
  ];
  const attempts = await ctx.tx.attempt.createManyAndReturn({
    data: attemptPlans.map((p) => ({
      companyId,
      materialItemId: p.item.id,
      userId: p.userId,
      status: p.finished ? ('finished' as const) : ('started' as const),
      startedAt: ctx.ago(p.daysBack, 1),
      finishedAt: p.finished ? ctx.ago(p.daysBack) : null,
      checked: p.finished,
      checkedAt: p.finished ? ctx.ago(p.daysBack) : null,
    })),
    select: { id: true, userId: true, materialItemId: true, startedAt: true },
  });
  const answers: Prisma.AttemptAnswerCreateManyInput[] = [];
  const scores = new Map<number, number>();
  attempts.forEach((a, k) => {
    const plan = at(attemptPlans, k);
    const qs = plan.item.questionIds.map((id) => questionsById.get(id)).filter((q) => q !== undefined);
    let points = 0;
    qs.forEach((q, j) => {
      if (!plan.finished && j >= Math.ceil(qs.length / 2)) return; // in progress: half answered
      const right = (j + 1) / qs.length <= plan.correctness + 1e-9;
      if (q.type === 'descriptive') {
        answers.push({
          companyId,
          attemptId: a.id,
          questionId: q.id,
          answerText: right ? 'Desconectar da rede e avisar a equipe de segurança imediatamente.' : 'Reiniciar o computador.',
          isCorrect: plan.finished ? right : null,
          score: plan.finished ? (right ? 1 : 0) : null,
        });
      } else {
        const wrong = q.optionIds.find((id) => id !== q.correctOptionId) ?? null;
        answers.push({
          companyId,
          attemptId: a.id,
          questionId: q.id,
          optionId: right ? q.correctOptionId : wrong,
          isCorrect: plan.finished ? right : null,
          score: plan.finished ? (right ? 1 : 0) : null,
          ...(j === 0 && !right ? { markedAs: 'review' } : {}),
        });
      }
      if (right) points++;
    });
    if (plan.finished) scores.set(a.id, Math.round((points / Math.max(qs.length, 1)) * 100) / 10);
  });
  await ctx.tx.attemptAnswer.createMany({ data: answers });
  // Score and per-attempt feedback cannot ride in createMany (different per row): few rows, so update each.
  for (const [id, score] of scores) {
    await ctx.tx.attempt.update({
      where: { companyId_id: { companyId, id } },
      data: { score, feedback: score >= 7 ? 'Muito bem! Você domina o assunto.' : 'Revise o módulo 1 e tente novamente.' },
    });
  }
  ctx.set('attempts', attempts);
  ctx.set('attemptScores', scores);
}

export const attempts: SeedStep = {
  name: 'attempts',
  after: ['inscriptions'],
  async run(ctx) {
    await seedAttempts(ctx);
  },
};
