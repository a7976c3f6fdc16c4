import type { TenantTx } from '../../deps.ts';
import type { Tenant } from '../../tenancy/tenant.ts';

export type ItemProgress = { material_progress: number; discipline_progress: number };

/**
 * Marks a material item done for a learner and recomputes the material's and the discipline's
 * progress, in the caller's transaction: the one place SCORM completion reaches progress (the
 * same effect as POST /progress/material-items/{id}/mark). Items counted: visible, not deleted,
 * in a material not deleted. Percentages 0..100, rounded to one decimal.
 */
export async function markItemDone(
  tx: TenantTx,
  tenant: Tenant,
  o: { userId: number; materialItemId: number; materialId: number; disciplineId: number; now: Date },
): Promise<ItemProgress> {
  const companyId = tenant.companyId;
  await tx.materialItemProgress.upsert({
    where: { userId_materialItemId: { userId: o.userId, materialItemId: o.materialItemId } },
    create: {
      companyId,
      userId: o.userId,
      materialItemId: o.materialItemId,
      materialId: o.materialId,
      disciplineId: o.disciplineId,
      checked: true,
      checkedAt: o.now,
    },
    update: { checked: true, checkedAt: o.now },
  });
  const counted = { companyId, visible: true, deletedAt: null, material: { companyId, deletedAt: null } };
  const [materialTotal, materialDone, disciplineTotal, disciplineDone] = await Promise.all([
    tx.materialItem.count({ where: { ...counted, materialId: o.materialId } }),
    tx.materialItemProgress.count({
      where: { companyId, userId: o.userId, materialId: o.materialId, checked: true, materialItem: counted },
    }),
    tx.materialItem.count({ where: { ...counted, disciplineId: o.disciplineId } }),
    tx.materialItemProgress.count({
      where: { companyId, userId: o.userId, disciplineId: o.disciplineId, checked: true, materialItem: counted },
    }),
  ]);
  const percent = (done: number, total: number) => (total ? Math.round((done / total) * 1000) / 10 : 0);
  const disciplineProgress = percent(disciplineDone, disciplineTotal);
  await tx.disciplineProgress.upsert({
    where: { userId_disciplineId: { userId: o.userId, disciplineId: o.disciplineId } },
    create: {
      companyId,
      userId: o.userId,
      disciplineId: o.disciplineId,
      checkedItems: disciplineDone,
      totalItems: disciplineTotal,
      progress: disciplineProgress,
    },
    update: { checkedItems: disciplineDone, totalItems: disciplineTotal, progress: disciplineProgress },
  });
  return { material_progress: percent(materialDone, materialTotal), discipline_progress: disciplineProgress };
}
