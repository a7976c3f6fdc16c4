// Assignments: submissions and their evaluation.
import type { SeededDiscipline, SeededItem } from '../content.ts';
import { at, type SeedContext, type SeedStep } from '../context.ts';

export const task = (d: SeededDiscipline): SeededItem => {
  const t = d.items.find((i) => i.type === 'task');
  if (!t) throw new Error(`seed: no task in ${d.name}`);
  return t;
};

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

export const assignments: SeedStep = {
  name: 'assignments',
  after: ['inscriptions'],
  async run(ctx) {
    await seedAssignments(ctx);
  },
};
