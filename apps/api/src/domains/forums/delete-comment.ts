import { tenantKey } from '@trilha/db';
import { can, type MessageResponse } from '@trilha/shared';
import { FORUM_MESSAGES as M } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findComment, requireAuthorOrModerator } from './find-comment.ts';
import { requireInteractive } from './find-forum.ts';

/**
 * DELETE /forums-comments/{id} (001 §4): sets deleted_at and lowers the forum's total_comments; the
 * comment keeps its place (its replies stay under it, its text is no longer shown). Its author
 * while the forum is interactive; a moderator at any time (cleaning a closed forum).
 */
export async function deleteComment(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<MessageResponse> {
  const { comment, forum } = await findComment(deps, actor, tenant.companyId, id);
  requireAuthorOrModerator(actor, comment);
  if (!can(actor.type, 'forums:moderate')) requireInteractive(forum);
  await deps.db.$transaction(async (tx) => {
    // Conditional: of two deletes at once only one lowers the count.
    const { count } = await tx.forumComment.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
    if (count === 0) throw appError('FORUM_COMMENT_NOT_FOUND');
    const f = await tx.forum.update({
      where: tenantKey(forum.id),
      data: { totalComments: { decrement: 1 } },
      select: { totalComments: true },
    });
    await deps.domainEvents.publish(tx, tenant.companyId, 'forum-comment.deleted', {
      comment_id: id,
      forum_id: forum.id,
      parent_id: comment.parentId,
      total_comments: f.totalComments,
    });
  });
  return { message: M.forumCommentDeleted };
}
