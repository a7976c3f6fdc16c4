import { tenantKey } from '@trilha/db';
import { FORUM_MESSAGES as M, type ForumCommentResponse, type ForumCommentVisibilityBody } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { commentDetails } from './comment-rows.ts';
import { findComment } from './find-comment.ts';

/**
 * PUT /forums-comments/{id}/visibility (001 §4): a moderator hides a comment from students (its
 * replies go with it) or shows it again. Allowed in a closed forum too: moderation is not
 * interaction. Setting the status it already has changes and publishes nothing.
 */
export async function setCommentVisibility(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: ForumCommentVisibilityBody,
): Promise<ForumCommentResponse> {
  const { comment, forum } = await findComment(deps, actor, tenant.companyId, id);
  if (comment.status !== body.status)
    await deps.db.$transaction(async (tx) => {
      await tx.forumComment.update({ where: tenantKey(id), data: { status: body.status } });
      await deps.domainEvents.publish(tx, tenant.companyId, 'forum-comment.visibility-changed', {
        comment_id: id,
        forum_id: forum.id,
        status: body.status,
      });
    });
  const rows = await commentDetails(deps.db, tenant.companyId, actor.id, true, [id]);
  return { message: body.status === 'hidden' ? M.forumCommentHidden : M.forumCommentShown, data: rows.get(id)! };
}
