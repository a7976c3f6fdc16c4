import { tenantKey } from '@trilha/db';
import { canManageEnrolmentOf } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import { findManageableInscription } from './find-inscription.ts';

/**
 * DELETE /discipline-inscriptions/{id}: unenrols. The row goes (the spec does not call it
 * restorable); the student's progress and attempts stay, so enrolling them again resumes them.
 */
export async function deleteInscription(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<void> {
  const current = await findManageableInscription(deps, actor, id);
  if (!canManageEnrolmentOf(actor.type, current.role)) throw appError('INSCRIPTION_ROLE_FORBIDDEN');
  await deps.db.disciplineInscription.delete({ where: tenantKey(id) });
}
