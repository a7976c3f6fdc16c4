import { MATERIAL_MESSAGES as M, type MarkProgressBody, type MarkProgressResponse } from '@trilha/shared/materials';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findOpenableItem } from '../../kit/find-item.ts';
import { materialProgress, upsertUserDisciplineProgress } from './progress.ts';

/**
 * POST /progress/material-items/{id}/mark: the caller's own mark on an item they may read (not a
 * locked one), and the material and discipline percentages that follow, in one transaction.
 */
export async function markProgress(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: MarkProgressBody,
): Promise<MarkProgressResponse> {
  const { item, closed } = await findOpenableItem(deps, tenant, actor, id);
  if (closed) throw appError(closed);
  const now = new Date();
  const numbers = await deps.db.$transaction((tx) =>
    setItemProgress(tx, deps, { companyId: tenant.companyId, userId: actor.id, item, checked: body.checked, now }),
  );
  return {
    message: M.materialItemUpdated,
    material_item_id: id,
    checked: body.checked,
    material_id: item.materialId,
    discipline_id: item.disciplineId,
    ...numbers,
  };
}

/**
 * THE write of one learner's mark on one item, inside the caller's transaction: the progress row
 * (created on the first mark) and the material and discipline percentages that follow. The mark
 * route and a quiz finish (attempts domain) both go through it, so the numbers move the same way.
 * Publishes `material-item.progress-marked` (badges, the activity log) when the mark changed.
 */
export async function setItemProgress(
  tx: TenantTx,
  deps: Pick<AppDeps, 'domainEvents'>,
  m: {
    companyId: number;
    userId: number;
    item: { id: number; materialId: number; disciplineId: number };
    checked: boolean;
    now: Date;
  },
): Promise<{ material_progress: number; discipline_progress: number }> {
  const { companyId, userId, item, checked, now } = m;
  const prior = await tx.materialItemProgress.findFirst({
    where: { companyId, userId, materialItemId: item.id },
    select: { checked: true },
  });
  await tx.materialItemProgress.upsert({
    where: { companyId_userId_materialItemId: { companyId, userId, materialItemId: item.id } },
    create: {
      companyId,
      userId,
      materialItemId: item.id,
      materialId: item.materialId,
      disciplineId: item.disciplineId,
      checked,
      checkedAt: checked ? now : null,
    },
    update: { checked, checkedAt: checked ? now : null, materialId: item.materialId },
  });
  const numbers = {
    material_progress: await materialProgress(tx, companyId, item.materialId, userId),
    discipline_progress: await upsertUserDisciplineProgress(tx, companyId, item.disciplineId, userId),
  };
  // A mark repeated (a replayed request, a second tab) is no news.
  if ((prior?.checked ?? false) !== checked)
    await deps.domainEvents.publish(tx, companyId, 'material-item.progress-marked', {
      user_id: userId,
      material_item_id: item.id,
      material_id: item.materialId,
      discipline_id: item.disciplineId,
      checked,
      discipline_progress: numbers.discipline_progress,
    });
  return numbers;
}
