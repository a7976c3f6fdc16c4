import { decide, type AccessActor } from '@trilha/access';
import type { AppDeps } from '../deps.ts';
import type { Tenant } from './tenant.ts';
import { appError } from './errors.ts';

// An item route's record, once @trilha/access has let the caller reach it (item:read, item:manage
// or item:open: the discipline's rule, hidden items for staff only, the open-now rule). A record
// the caller may not read, another tenant's included, is the item's 404.

const select = {
  id: true,
  disciplineId: true,
  materialId: true,
  visible: true,
  type: true,
  position: true,
  passwordHash: true,
  title: true,
} as const;

async function loadItem(deps: Pick<AppDeps, 'db'>, tenant: Tenant, id: number) {
  const item = await deps.db.materialItem.findFirst({
    where: { id, companyId: tenant.companyId, deletedAt: null },
    select,
  });
  // Deleted between the check and this read.
  if (!item) throw appError('MATERIAL_ITEM_NOT_FOUND');
  return item;
}

/** The item, if the caller may read it (or manage it: 403 DISCIPLINE_NOT_EDITABLE); else 404. */
export async function findItem(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: AccessActor,
  id: number,
  o: { manage: boolean },
) {
  const refusal = (await decide(deps.db, actor, o.manage ? 'item:manage' : 'item:read', [id])).get(id);
  if (refusal) throw appError(refusal);
  return { item: await loadItem(deps, tenant, id) };
}

/**
 * item:open: the item (404 as findItem) and, apart, why it is not open now (403 locked or
 * unavailable), since the routes that open an item first answer for its kind (a quiz, a task, a
 * SCORM package) and only then for its lock.
 */
export async function findOpenableItem(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: AccessActor, id: number) {
  const refusal = (await decide(deps.db, actor, 'item:open', [id])).get(id);
  if (refusal === 'MATERIAL_ITEM_NOT_FOUND') throw appError(refusal);
  return { item: await loadItem(deps, tenant, id), closed: refusal ?? null };
}
