import { tenantKey } from '@trilha/db';
import { can } from '@trilha/shared';
import { FORUM_MESSAGES as M, type ForumCommentResponse, type UpdateForumCommentBody } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { commentDetails } from './comment-rows.ts';
import { findComment, requireAuthorOrModerator } from './find-comment.ts';
import { requireInteractive } from './find-forum.ts';
import { storeMentions } from './mentions.ts';

/**
 * POST /forums-comments/{id}: new text, by its author or a moderator (modified_by); only while the
 * forum is interactive. The mentions follow the text (storeMentions): only members mentioned for
 * the first time in this comment are published (forum-comment.mentioned), so an edit never
 * notifies anyone twice.
 */
export async function updateComment(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: UpdateForumCommentBody,
): Promise<ForumCommentResponse> {
  const { comment, forum } = await findComment(deps, actor, tenant.companyId, id);
  requireAuthorOrModerator(actor, comment);
  requireInteractive(forum);
  await deps.db.$transaction(async (tx) => {
    await tx.forumComment.update({ where: tenantKey(id), data: { text: body.text, modifiedById: actor.id } });
    await deps.domainEvents.publish(tx, tenant.companyId, 'forum-comment.updated', {
      comment_id: id,
      forum_id: forum.id,
      modified_by_id: actor.id,
    });
    const mentioned = await storeMentions(tx, {
      companyId: tenant.companyId,
      commentId: id,
      disciplineId: forum.disciplineId,
      writerId: actor.id,
      text: body.text,
      picked: body.mentions ?? [],
    });
    if (mentioned.length > 0)
      await deps.domainEvents.publish(tx, tenant.companyId, 'forum-comment.mentioned', {
        comment_id: id,
        forum_id: forum.id,
        discipline_id: forum.disciplineId,
        author_id: actor.id,
        user_ids: mentioned,
      });
  });
  const rows = await commentDetails(deps.db, tenant.companyId, actor.id, can(actor.type, 'forums:view-hidden'), [id]);
  return { message: M.forumCommentUpdated, data: rows.get(id)! };
}
