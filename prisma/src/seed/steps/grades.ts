// Grades: from the attempts and the evaluated submissions, and those still pending.
import type { Prisma } from '../../generated/client.ts';
import { at, type SeedContext, type SeedStep } from '../context.ts';
import { quiz } from './attempts.ts';
import { task } from './assignments.ts';

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

export const grades: SeedStep = {
  name: 'grades',
  after: ['attempts', 'assignments'],
  async run(ctx) {
    await seedGrades(ctx);
  },
};
