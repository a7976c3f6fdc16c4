import { MATERIAL_ITEM_PASSWORD_RATE_LIMIT, MATERIAL_ITEM_UNLOCK_HOURS, type UnlockBody } from '@trilha/shared/materials';
import { verifyPassword } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { perAccount, perAddress } from '../../http/throttle.ts';
import { findItem } from '../../kit/find-item.ts';
import { loadItem } from './items.ts';

/**
 * POST /material-items/{id}/password: a right password opens the item's content for this user
 * for MATERIAL_ITEM_UNLOCK_HOURS (a material_item_unlocks row, which item reads check); a wrong
 * one is 'Senha Inválida! Tente novamente'. Every try counts against the user and item
 * (MATERIAL_ITEM_PASSWORD_RATE_LIMIT) and the address, as the other password routes do
 * (docs/security.md): the 6th try within 5 minutes is a 429 with Retry-After.
 */
export async function unlockItem(
  deps: Pick<AppDeps, 'db' | 'throttle' | 'itemKinds'>,
  tenant: Tenant,
  actor: Actor,
  ip: string,
  id: number,
  body: UnlockBody,
) {
  const { item } = await findItem(deps, tenant, actor, id, { manage: false });
  await deps.throttle.enforce([
    perAccount('material-item-password', MATERIAL_ITEM_PASSWORD_RATE_LIMIT, actor.id, tenant.companyId, id),
    perAddress(
      'material-item-password',
      { max: MATERIAL_ITEM_PASSWORD_RATE_LIMIT.max * 20, windowSeconds: MATERIAL_ITEM_PASSWORD_RATE_LIMIT.windowSeconds },
      ip,
    ),
  ]);
  if (!item.passwordHash) throw appError('MATERIAL_ITEM_NO_PASSWORD');
  if (!(await verifyPassword(item.passwordHash, body.password))) throw appError('MATERIAL_ITEM_PASSWORD_WRONG');
  const expiresAt = new Date(Date.now() + MATERIAL_ITEM_UNLOCK_HOURS * 3600_000);
  await deps.db.materialItemUnlock.upsert({
    where: { companyId_userId_materialItemId: { companyId: tenant.companyId, userId: actor.id, materialItemId: id } },
    create: { companyId: tenant.companyId, userId: actor.id, materialItemId: id, expiresAt },
    update: { expiresAt },
  });
  return { expiresAt, data: await loadItem(deps, tenant, actor, id) };
}
