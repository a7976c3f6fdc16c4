import type { TenantTx } from '../../deps.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { materialProgress, upsertUserDisciplineProgress } from '../materials/progress.ts';

export type ItemProgress = { material_progress: number; discipline_progress: number };

/**
 * Marks a material item done for a learner, in the caller's transaction, with the same effect and
 * the same progress code as POST /progress/material-items/{id}/mark (materials/mark-progress.ts):
 * the learner's progress row checked, then the material's percent and the cached discipline
 * percent recomputed by materials/progress.ts.
 */
export async function markItemDone(
  tx: TenantTx,
  tenant: Tenant,
  o: { userId: number; materialItemId: number; materialId: number; disciplineId: number; now: Date },
): Promise<ItemProgress> {
  const companyId = tenant.companyId;
  await tx.materialItemProgress.upsert({
    where: { companyId_userId_materialItemId: { companyId, userId: o.userId, materialItemId: o.materialItemId } },
    create: {
      companyId,
      userId: o.userId,
      materialItemId: o.materialItemId,
      materialId: o.materialId,
      disciplineId: o.disciplineId,
      checked: true,
      checkedAt: o.now,
    },
    update: { checked: true, checkedAt: o.now, materialId: o.materialId },
  });
  return {
    material_progress: await materialProgress(tx, companyId, o.materialId, o.userId),
    discipline_progress: await upsertUserDisciplineProgress(tx, companyId, o.disciplineId, o.userId),
  };
}
