import { decide } from '@trilha/access';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';

/**
 * A material route's record, once @trilha/access has let the caller reach it (material:read or
 * material:manage, by its discipline's rule); else its 404 (or 403 DISCIPLINE_NOT_EDITABLE).
 */
export async function findMaterial(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number, o: { manage: boolean }) {
  const refusal = (await decide(deps.db, actor, o.manage ? 'material:manage' : 'material:read', [id])).get(id);
  if (refusal) throw appError(refusal);
  const material = await deps.db.material.findFirst({
    where: { id, deletedAt: null },
    select: { id: true, disciplineId: true, name: true, position: true },
  });
  if (!material) throw appError('MATERIAL_NOT_FOUND');
  return { material };
}
