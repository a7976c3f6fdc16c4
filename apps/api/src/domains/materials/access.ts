import { AppError, appError } from '../../http/app-error.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import {
  disciplineAccessOf,
  findManageableDiscipline,
  findReadableDiscipline,
  type DisciplineAccess,
  type DisciplineAccessRow,
} from '../disciplines/discipline-access.ts';
import { seesEverything } from './views.ts';

// Every material route reaches its record through the discipline's one access rule
// (discipline-access.ts): read = owner, enrolled inside the window, or staff; manage = the
// teacher who owns or teaches it, managers, admins. A record the caller may not read, another
// tenant's included, is a 404 of the record itself.

const asNotFound = async <T>(p: Promise<T>, code: 'MATERIAL_NOT_FOUND' | 'MATERIAL_ITEM_NOT_FOUND'): Promise<T> => {
  try {
    return await p;
  } catch (err) {
    if (err instanceof AppError && err.code === 'DISCIPLINE_NOT_FOUND') throw appError(code);
    throw err;
  }
};

export async function disciplineFor(
  deps: AppDeps,
  actor: Actor,
  disciplineId: number,
  manage: boolean,
): Promise<DisciplineAccess> {
  return manage ? findManageableDiscipline(deps, actor, disciplineId) : findReadableDiscipline(deps, actor, disciplineId);
}

export async function findMaterial(deps: AppDeps, actor: Actor, id: number, o: { manage: boolean }) {
  const material = await deps.db.material.findFirst({
    where: { id, deletedAt: null },
    select: { id: true, disciplineId: true, name: true, position: true },
  });
  if (!material) throw appError('MATERIAL_NOT_FOUND');
  const discipline = await asNotFound(disciplineFor(deps, actor, material.disciplineId, o.manage), 'MATERIAL_NOT_FOUND');
  return { material, discipline };
}

/**
 * findItem's read rule (manage: false) on rows a use case read in its own statement (the quiz
 * start reads item, discipline, enrolment and its guard at once): the discipline's rule, then
 * hidden items for those who do not see everything; refusals are the item's 404.
 */
export function readableItemAccess(actor: Actor, item: { visible: boolean }, discipline: DisciplineAccessRow): DisciplineAccess {
  let access: DisciplineAccess;
  try {
    access = disciplineAccessOf(actor, discipline);
  } catch (err) {
    if (err instanceof AppError && err.code === 'DISCIPLINE_NOT_FOUND') throw appError('MATERIAL_ITEM_NOT_FOUND');
    throw err;
  }
  if (!item.visible && !seesEverything(actor)) throw appError('MATERIAL_ITEM_NOT_FOUND');
  return access;
}

export async function findItem(deps: AppDeps, tenant: Tenant, actor: Actor, id: number, o: { manage: boolean }) {
  const item = await deps.db.materialItem.findFirst({
    where: { id, deletedAt: null, material: { companyId: tenant.companyId, deletedAt: null } },
    select: {
      id: true,
      disciplineId: true,
      materialId: true,
      visible: true,
      type: true,
      position: true,
      passwordHash: true,
      title: true,
    },
  });
  if (!item) throw appError('MATERIAL_ITEM_NOT_FOUND');
  const discipline = await asNotFound(disciplineFor(deps, actor, item.disciplineId, o.manage), 'MATERIAL_ITEM_NOT_FOUND');
  // Hidden items are being prepared: students do not learn they exist.
  if (!item.visible && !seesEverything(actor)) throw appError('MATERIAL_ITEM_NOT_FOUND');
  return { item, discipline };
}
