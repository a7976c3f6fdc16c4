import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';
import { inscriptionSelect } from './present-inscription.ts';

/**
 * An inscription of the tenant whose discipline the actor manages (discipline:manage:
 * another tenant's, or a discipline the actor may not open, is 404; one they may open but not
 * manage, 403).
 */
export async function findManageableInscription(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number) {
  const inscription = await deps.db.disciplineInscription.findFirst({ where: { id }, select: inscriptionSelect });
  if (!inscription) throw appError('INSCRIPTION_NOT_FOUND');
  await requireAccess(deps, actor, 'discipline:manage', inscription.disciplineId);
  return inscription;
}
