// Quiz attempts with answers, assignments and their evaluation, grades and material reviews.
import type { Prisma } from '../../generated/client.ts';
import type { SeededDiscipline, SeededItem } from '../content.ts';
import { at, type SeedContext, type SeedStep } from '../context.ts';

const quiz = (d: SeededDiscipline): SeededItem => {
  const q = d.items.find((i) => i.type === 'quiz');
  if (!q) throw new Error(`seed: no quiz in ${d.name}`);
  return q;
};
const task = (d: SeededDiscipline): SeededItem => {
  const t = d.items.find((i) => i.type === 'task');
  if (!t) throw new Error(`seed: no task in ${d.name}`);
  return t;
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

// Assignments: the student's is evaluated; another student's awaits evaluation.
async function seedAssignments(ctx: SeedContext): Promise<void> {
  const companyId = ctx.get('demoCompanyId');
  const D = (i: number) => at(ctx.get('demoDisciplines'), i);
  const { student, teacher, extras } = ctx.get('demoPeople');
  const t0 = task(D(0));
  const submissions = await ctx.tx.assignmentSubmission.createManyAndReturn({
    data: [
      {
        companyId,
        materialItemId: t0.id,
        userId: student,
        text: 'Proposta: senhas com no mínimo 12 caracteres, MFA obrigatório e gerenciador de senhas corporativo.',
        status: 'evaluated' as const,
        submittedAt: ctx.ago(9),
      },
      {
        companyId,
        materialItemId: t0.id,
        userId: at(extras, 0),
        text: 'Trocar as senhas a cada 30 dias e proibir anotações em papel.',
        status: 'submitted' as const,
        submittedAt: ctx.ago(3),
      },
      {
        companyId,
        materialItemId: task(D(2)).id,
        userId: at(extras, 1),
        text: 'Vou conversar com a pessoa em particular, usando o modelo SCI.',
        status: 'submitted' as const,
        submittedAt: ctx.ago(1),
      },
    ],
    select: { id: true, userId: true, materialItemId: true },
  });
  await ctx.tx.assignmentEvaluation.create({
    data: {
      companyId,
      submissionId: at(submissions, 0).id,
      evaluatorId: teacher,
      grade: 8.5,
      comment: 'Ótima proposta! Faltou detalhar como tratar contas de serviço.',
      createdAt: ctx.ago(7),
    },
  });
}

async function seedGrades(ctx: SeedContext): Promise<void> {
  const companyId = ctx.get('demoCompanyId');
  const D = (i: number) => at(ctx.get('demoDisciplines'), i);
  const { student, teacher, extras } = ctx.get('demoPeople');
  const attempts = ctx.get('attempts');
  const scores = ctx.get('attemptScores');
  const q0 = quiz(D(0));
  const t0 = task(D(0));
  const bestQuiz = (userId: number, itemId: number) =>
    attempts
      .filter((a) => a.userId === userId && a.materialItemId === itemId && scores.has(a.id))
      .sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0))[0];
  const grades: Prisma.GradeCreateManyInput[] = [];
  for (const userId of [student, ...extras.slice(0, 5)]) {
    const best = bestQuiz(userId, q0.id);
    if (best)
      grades.push({
        companyId,
        disciplineId: D(0).id,
        materialItemId: q0.id,
        userId,
        attemptId: best.id,
        value: scores.get(best.id) ?? null,
        status: 'graded',
        gradedAt: ctx.ago(5),
      });
  }
  grades.push({
    companyId,
    disciplineId: D(0).id,
    materialItemId: t0.id,
    userId: student,
    value: 8.5,
    status: 'graded',
    gradedById: teacher,
    gradedAt: ctx.ago(7),
    comment: 'Ótima proposta!',
  });
  grades.push({ companyId, disciplineId: D(0).id, materialItemId: t0.id, userId: at(extras, 0), status: 'pending' });
  grades.push({ companyId, disciplineId: D(2).id, materialItemId: task(D(2)).id, userId: at(extras, 1), status: 'pending' });
  await ctx.tx.grade.createMany({ data: grades });
}

async function seedReviews(ctx: SeedContext): Promise<void> {
  const companyId = ctx.get('demoCompanyId');
  const D = (i: number) => at(ctx.get('demoDisciplines'), i);
  const { student, extras } = ctx.get('demoPeople');
  await ctx.tx.materialReview.createMany({
    data: [
      {
        companyId,
        disciplineId: D(0).id,
        materialId: at(D(0).materials, 0).id,
        userId: student,
        rating: 5,
        comment: 'Conteúdo muito prático, adorei os exemplos.',
      },
      {
        companyId,
        disciplineId: D(0).id,
        materialId: at(D(0).materials, 1).id,
        userId: student,
        rating: 4,
        comment: 'Bom, mas poderia ter mais exercícios.',
      },
      { companyId, disciplineId: D(0).id, materialId: at(D(0).materials, 0).id, userId: at(extras, 0), rating: 4 },
      {
        companyId,
        disciplineId: D(1).id,
        materialId: at(D(1).materials, 0).id,
        userId: at(extras, 1),
        rating: 3,
        comment: 'Texto da lei é denso; o resumo ajudou.',
      },
    ],
  });
}

export const assessment: SeedStep = {
  name: 'assessment',
  after: ['enrolments'],
  async run(ctx) {
    await seedAttempts(ctx);
    await seedAssignments(ctx);
    await seedGrades(ctx);
    await seedReviews(ctx);
  },
};
