import { tenantKey } from '@trilha/db';
import { FORUM_MESSAGES as M } from '@trilha/shared/forums';
import type { MessageResponse } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { findForum } from './find-forum.ts';

/** DELETE /forums/{id}: soft (deleted_at): its comments stay in the database, out of every list. */
export async function deleteForum(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<MessageResponse> {
  await findForum(deps, actor, id, { manage: true });
  await deps.db.forum.update({ where: tenantKey(id), data: { deletedAt: new Date() } });
  return { message: M.forumDeleted };
}
