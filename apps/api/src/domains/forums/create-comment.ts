import { tenantKey } from '@trilha/db';
import { can } from '@trilha/shared';
import { FORUM_MESSAGES as M, type CreateForumCommentBody, type ForumCommentResponse } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { commentDetails, hiddenAbove, pathSegment } from './comment-rows.ts';
import { findForum, requireInteractive } from './find-forum.ts';
import { storeMentions } from './mentions.ts';

/**
 * POST /forums-comments: a comment, or a reply to a live comment of the same forum the caller
 * may see. Threads by materialised path: the reply's path is its parent's plus its own id, its
 * thread the first comment's id. Counters move with it (the parent's num_children, the forum's
 * total_comments) and forum-comment.sent is published in the same transaction (the live push
 * follows it after commit). Its @mentions are stored with it (forum-comment.mentioned for the
 * newly mentioned), and its author follows its thread from now on (what users expect: they hear of
 * the replies to what they wrote).
 */
export async function createComment(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  body: CreateForumCommentBody,
): Promise<ForumCommentResponse> {
  const companyId = tenant.companyId;
  const forum = await findForum(deps, actor, body.forum, { notFound: 'FORUM_NOT_FOUND' });
  requireInteractive(forum);
  const parent = body.parent
    ? await deps.db.forumComment.findFirst({
        where: { id: body.parent, forumId: forum.id, deletedAt: null },
        select: { id: true, path: true, thread: true, depth: true, status: true },
      })
    : null;
  if (body.parent) {
    const hiddenToCaller =
      parent &&
      !can(actor.type, 'forums:view-hidden') &&
      (parent.status === 'hidden' || (await hiddenAbove(deps.db, companyId, parent.path)));
    if (!parent || hiddenToCaller) throw appError('FORUM_COMMENT_PARENT_NOT_FOUND');
  }

  const id = await deps.db.$transaction(async (tx) => {
    const created = await tx.forumComment.create({
      data: {
        companyId,
        forumId: forum.id,
        parentId: parent?.id ?? null,
        authorId: actor.id,
        text: body.text,
        depth: parent ? parent.depth + 1 : 0,
      },
      select: { id: true },
    });
    const thread = parent ? (parent.thread ?? parent.id) : created.id;
    await tx.forumComment.update({
      where: tenantKey(created.id),
      data: { path: parent ? `${parent.path}.${pathSegment(created.id)}` : pathSegment(created.id), thread },
    });
    await tx.threadSubscription.createMany({
      data: [{ companyId, threadId: thread, forumId: forum.id, userId: actor.id }],
      skipDuplicates: true,
    });
    if (parent) await tx.forumComment.update({ where: tenantKey(parent.id), data: { numChildren: { increment: 1 } } });
    await tx.forum.update({ where: tenantKey(forum.id), data: { totalComments: { increment: 1 } } });
    await deps.domainEvents.publish(tx, companyId, 'forum-comment.sent', {
      comment_id: created.id,
      forum_id: forum.id,
      discipline_id: forum.disciplineId,
      parent_id: parent?.id ?? null,
      thread_id: thread,
      author_id: actor.id,
    });
    const mentioned = await storeMentions(tx, {
      companyId,
      commentId: created.id,
      disciplineId: forum.disciplineId,
      writerId: actor.id,
      text: body.text,
      picked: body.mentions ?? [],
    });
    if (mentioned.length > 0)
      await deps.domainEvents.publish(tx, companyId, 'forum-comment.mentioned', {
        comment_id: created.id,
        forum_id: forum.id,
        discipline_id: forum.disciplineId,
        author_id: actor.id,
        user_ids: mentioned,
      });
    return created.id;
  });
  const rows = await commentDetails(deps.db, companyId, actor.id, can(actor.type, 'forums:view-hidden'), [id]);
  return { message: M.forumCommentCreated, data: rows.get(id)! };
}
