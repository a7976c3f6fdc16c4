import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';

/**
 * A grade row of a learner for an item, as the quiz and assignment writers (recordGrade) leave it:
 * graded when a value is given (graded_at now), pending otherwise.
 */
export async function createGrade(
  db: Db,
  tenant: TestTenant,
  o: { materialItemId: number; userId: number; value?: number | null; comment?: string | null; gradedById?: number },
) {
  const item = await db.materialItem.findFirstOrThrow({ where: { id: o.materialItemId }, select: { disciplineId: true } });
  const graded = o.value !== undefined && o.value !== null;
  return db.grade.create({
    data: {
      companyId: tenant.company.id,
      disciplineId: item.disciplineId,
      materialItemId: o.materialItemId,
      userId: o.userId,
      value: graded ? o.value : null,
      status: graded ? 'graded' : 'pending',
      comment: o.comment ?? null,
      gradedById: graded ? (o.gradedById ?? null) : null,
      gradedAt: graded ? new Date() : null,
    },
  });
}

export const gradeFactories = { grade: createGrade };
