import { MATERIAL_MESSAGES as M, type MarkProgressBody, type MarkProgressResponse } from '@trilha/shared/materials';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { appError } from '../../http/app-error.ts';
import { findItem } from './access.ts';
import { materialProgress, upsertUserDisciplineProgress } from './progress.ts';
import { lockOf } from './views.ts';

/**
 * POST /progress/material-items/{id}/mark: the caller's own mark on an item they may read (not a
 * locked one), and the material and discipline percentages that follow, in one transaction.
 */
export async function markProgress(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: MarkProgressBody,
): Promise<MarkProgressResponse> {
  const { item } = await findItem(deps, tenant, actor, id, { manage: false });
  const now = new Date();
  const guard = await deps.db.materialItem.findFirstOrThrow({
    where: { id },
    select: {
      passwordHash: true,
      settings: true,
      unlocks: { where: { companyId: tenant.companyId, userId: actor.id, expiresAt: { gt: now } }, select: { id: true } },
    },
  });
  const lock = lockOf(guard, { tenant, actor, now });
  if (lock === 'password') throw appError('MATERIAL_ITEM_LOCKED');
  if (lock) throw appError('MATERIAL_ITEM_UNAVAILABLE');
  const numbers = await deps.db.$transaction(async (tx) => {
    await tx.materialItemProgress.upsert({
      where: { companyId_userId_materialItemId: { companyId: tenant.companyId, userId: actor.id, materialItemId: id } },
      create: {
        companyId: tenant.companyId,
        userId: actor.id,
        materialItemId: id,
        materialId: item.materialId,
        disciplineId: item.disciplineId,
        checked: body.checked,
        checkedAt: body.checked ? now : null,
      },
      update: { checked: body.checked, checkedAt: body.checked ? now : null, materialId: item.materialId },
    });
    return {
      material_progress: await materialProgress(tx, tenant.companyId, item.materialId, actor.id),
      discipline_progress: await upsertUserDisciplineProgress(tx, tenant.companyId, item.disciplineId, actor.id),
    };
  });
  return {
    message: M.materialItemUpdated,
    material_item_id: id,
    checked: body.checked,
    material_id: item.materialId,
    discipline_id: item.disciplineId,
    ...numbers,
  };
}
