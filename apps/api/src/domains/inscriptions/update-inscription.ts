import { tenantKey } from '@trilha/db';
import { canManageEnrolmentOf } from '@trilha/shared';
import type { Inscription, UpdateInscriptionBody } from '@trilha/shared/inscriptions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import { assertWindow } from './enrol-users.ts';
import { findManageableInscription } from './find-inscription.ts';
import { inscriptionSelect, presentInscription } from './present-inscription.ts';

/**
 * POST /discipline-inscriptions/{id}/update: the window (null opens an edge) and the status. A
 * teacher's own teacher inscription, or another teacher's, is the catalogue owners' to change
 * (inscriptions:enrol-teachers), as enrolling one is.
 */
export async function updateInscription(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  id: number,
  body: UpdateInscriptionBody,
): Promise<Inscription> {
  const current = await findManageableInscription(deps, actor, id);
  if (!canManageEnrolmentOf(actor.type, current.role)) throw appError('INSCRIPTION_ROLE_FORBIDDEN');
  const startedAt = body.started_at === undefined ? current.startedAt : body.started_at;
  const finishedAt = body.finished_at === undefined ? current.finishedAt : body.finished_at;
  assertWindow({ startedAt, finishedAt });
  const row = await deps.db.disciplineInscription.update({
    where: tenantKey(id),
    data: { startedAt, finishedAt, ...(body.status ? { status: body.status } : {}) },
    select: inscriptionSelect,
  });
  return presentInscription(row);
}
