import { FORUM_MESSAGES as M } from '@trilha/shared/forums';
import type { MessageResponse } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findForum } from './find-forum.ts';

/** PUT /forums/{id}/read: every comment of the forum until now counts as read for the caller (total_unread_comments). */
export async function markForumRead(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<MessageResponse> {
  await findForum(deps, actor, id);
  const now = new Date();
  await deps.db.forumRead.upsert({
    where: { companyId_forumId_userId: { companyId: tenant.companyId, forumId: id, userId: actor.id } },
    create: { companyId: tenant.companyId, forumId: id, userId: actor.id, lastReadAt: now },
    update: { lastReadAt: now },
  });
  return { message: M.forumRead };
}
