import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import { appError } from '../../http/app-error.ts';
import { findManageableDiscipline, type DisciplineAccess } from './discipline-access.ts';

/**
 * A discipline the actor may change, and which is the tenant's own: a supplied discipline is the
 * supplier's (read, attached or copied, never edited), so 403 DISCIPLINE_SUPPLIED.
 */
export async function findEditableDiscipline(deps: AppDeps, actor: Actor, id: number): Promise<DisciplineAccess> {
  const d = await findManageableDiscipline(deps, actor, id);
  if (d.type === 'supplied') throw appError('DISCIPLINE_SUPPLIED');
  return d;
}
