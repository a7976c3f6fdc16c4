import { toGradeScale } from '@trilha/shared/grades';
import type { TenantTx } from '../../deps.ts';

export interface GradeFact {
  companyId: number;
  disciplineId: number;
  materialItemId: number;
  userId: number;
  /** The attempt (quiz) the grade comes from; null for assignments and overrides. */
  attemptId?: number | null;
  /** 0..GRADES.max; null while it waits for staff (a descriptive answer, an unevaluated task). */
  value: number | null;
  gradedById?: number | null;
  comment?: string | null;
}

/**
 * The one writer of `grades` for quiz finish/check and assignment evaluation: one row per learner
 * and gradable item (unique company_id, material_item_id, user_id), replaced by the latest fact. A null value
 * leaves the row pending; a number makes it graded. Runs inside the caller's transaction so the
 * grade moves with the attempt or evaluation that caused it.
 */
export async function recordGrade(tx: TenantTx, fact: GradeFact): Promise<{ id: number }> {
  const value = fact.value === null ? null : toGradeScale(fact.value);
  const graded = value !== null;
  const data = {
    disciplineId: fact.disciplineId,
    attemptId: fact.attemptId ?? null,
    value,
    status: graded ? ('graded' as const) : ('pending' as const),
    gradedById: graded ? (fact.gradedById ?? null) : null,
    gradedAt: graded ? new Date() : null,
    ...(fact.comment !== undefined ? { comment: fact.comment } : {}),
  };
  return tx.grade.upsert({
    where: {
      companyId_materialItemId_userId: { companyId: fact.companyId, materialItemId: fact.materialItemId, userId: fact.userId },
    },
    create: { companyId: fact.companyId, materialItemId: fact.materialItemId, userId: fact.userId, ...data },
    update: data,
    select: { id: true },
  });
}
