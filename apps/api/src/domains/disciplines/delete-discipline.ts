import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { requireAccess } from '../../kit/access.ts';

/**
 * DELETE /disciplines/{id}: soft delete (deleted_at). The discipline leaves every list and every
 * content route answers 404 (discipline:read skips deleted ones), while its content,
 * enrolments, grades and history stay in the database for the records and a restore by support.
 * A supplied discipline may be removed from the consumer's catalogue too (it is not edited).
 */
export async function deleteDiscipline(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<void> {
  await requireAccess(deps, actor, 'discipline:manage', id);
  await deps.db.discipline.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
}
