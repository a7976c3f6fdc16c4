import { FORUM_MESSAGES as M, type ForumSubscriptionResponse } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findForum } from './find-forum.ts';

/**
 * PUT (follow: true) / DELETE /forums/{id}/subscription, "Seguir fórum": the caller is told of
 * each new first-level comment of a forum they may open. Idempotent both ways (a repeated follow
 * or unfollow answers the same state).
 */
export async function followForum(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  follow: boolean,
): Promise<ForumSubscriptionResponse> {
  await findForum(deps, actor, id);
  const key = { companyId: tenant.companyId, forumId: id, userId: actor.id };
  if (follow) await deps.db.forumSubscription.createMany({ data: [key], skipDuplicates: true });
  else await deps.db.forumSubscription.deleteMany({ where: key });
  return {
    message: follow ? M.forumFollowed : M.forumUnfollowed,
    data: { forum_id: id, thread: null, subscribed: follow },
  };
}
