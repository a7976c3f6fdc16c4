import { FORUM_MESSAGES as M, type ForumSubscriptionResponse } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findComment } from './find-comment.ts';

/**
 * PUT (follow: true) / DELETE /forums-comments/{id}/subscription, "Seguir discussão": the caller
 * is told of each reply in the comment's thread (its first-level comment and everything under
 * it; a reply's id follows its thread). Only a comment the caller may see (findComment: students
 * never a hidden one). Idempotent both ways.
 */
export async function followThread(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  follow: boolean,
): Promise<ForumSubscriptionResponse> {
  const { comment, forum } = await findComment(deps, actor, tenant.companyId, id);
  const thread = comment.thread ?? comment.id;
  const key = { companyId: tenant.companyId, threadId: thread, userId: actor.id };
  if (follow) await deps.db.threadSubscription.createMany({ data: [{ ...key, forumId: forum.id }], skipDuplicates: true });
  else await deps.db.threadSubscription.deleteMany({ where: key });
  return {
    message: follow ? M.threadFollowed : M.threadUnfollowed,
    data: { forum_id: forum.id, thread, subscribed: follow },
  };
}
