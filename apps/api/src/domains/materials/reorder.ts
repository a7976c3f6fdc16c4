import { MATERIAL_MESSAGES as M, type Positions, type ReorderBody, type ReorderMaterialBody } from '@trilha/shared/materials';
import { Prisma, tenantKey } from '@trilha/db';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findItem } from '../../kit/find-item.ts';
import { findMaterial } from './find-material.ts';
import { emitChange } from './live.ts';

/** Moves `id` to `index` among `ids` (clamped to the end), the drag-and-drop order. */
export function moveTo(ids: number[], id: number, index: number): number[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(Math.min(index, rest.length), 0, id);
  return rest;
}

/** Rewrites the positions of a list in one statement (0, 1, 2 … in the given order). */
async function writePositions(tx: TenantTx, table: 'materials' | 'material_items', companyId: number, order: number[]) {
  if (order.length === 0) return;
  const positions = order.map((_, i) => i);
  await tx.$executeRaw(Prisma.sql`
    UPDATE ${Prisma.raw(table)} t SET position = x.pos
    FROM unnest(${order}::int[], ${positions}::int[]) AS x(id, pos)
    WHERE t.company_id = ${companyId} AND t.id = x.id AND t.position IS DISTINCT FROM x.pos`);
}

/** POST /materials/{id}/index: the material's new place among its discipline's materials. */
export async function reorderMaterial(
  deps: Pick<AppDeps, 'db' | 'events'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: ReorderMaterialBody,
): Promise<Positions> {
  const { material } = await findMaterial(deps, actor, id, { manage: true });
  const order = await deps.db.$transaction(async (tx) => {
    const siblings = await tx.material.findMany({
      where: { disciplineId: material.disciplineId, deletedAt: null },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    const next = moveTo(
      siblings.map((s) => s.id),
      id,
      body.index,
    );
    await writePositions(tx, 'materials', tenant.companyId, next);
    return next;
  });
  emitChange(deps, '.materials.reordered', { discipline_id: material.disciplineId, material_id: id, order });
  return { message: M.materialsReordered, data: order.map((x, position) => ({ id: x, position })) };
}

/**
 * POST /material-items/{id}/index: the item's new place in its material, or in another material
 * of the same discipline (material_id), both lists renumbered in one transaction.
 */
export async function reorderItem(
  deps: Pick<AppDeps, 'db' | 'events'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: ReorderBody,
): Promise<Positions> {
  const { item } = await findItem(deps, tenant, actor, id, { manage: true });
  const targetId = body.material_id ?? item.materialId;
  if (targetId !== item.materialId) {
    const target = await deps.db.material.findFirst({ where: { id: targetId, deletedAt: null }, select: { disciplineId: true } });
    if (!target || target.disciplineId !== item.disciplineId) throw appError('MATERIAL_NOT_FOUND', { field: 'material_id' });
  }
  const order = await deps.db.$transaction(async (tx) => {
    const siblings = async (materialId: number) =>
      (
        await tx.materialItem.findMany({
          where: { materialId, deletedAt: null, id: { not: id } },
          orderBy: [{ position: 'asc' }, { id: 'asc' }],
          select: { id: true },
        })
      ).map((s) => s.id);
    if (targetId !== item.materialId) {
      await tx.materialItem.update({ where: tenantKey(id), data: { materialId: targetId } });
      await tx.materialItemProgress.updateMany({ where: { materialItemId: id }, data: { materialId: targetId } });
      await writePositions(tx, 'material_items', tenant.companyId, await siblings(item.materialId));
    }
    const next = moveTo(await siblings(targetId), id, body.index);
    await writePositions(tx, 'material_items', tenant.companyId, next);
    return next;
  });
  emitChange(deps, '.material-items.reordered', {
    discipline_id: item.disciplineId,
    material_id: targetId,
    material_item_id: id,
    order,
  });
  return { message: M.materialItemsReordered, data: order.map((x, position) => ({ id: x, material_id: targetId, position })) };
}
