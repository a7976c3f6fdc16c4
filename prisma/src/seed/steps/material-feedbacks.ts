// Material feedbacks: learners' reviews of materials.
import { at, type SeedContext, type SeedStep } from '../context.ts';

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

export const materialFeedbacks: SeedStep = {
  name: 'material-feedbacks',
  after: ['inscriptions'],
  async run(ctx) {
    await seedReviews(ctx);
  },
};
