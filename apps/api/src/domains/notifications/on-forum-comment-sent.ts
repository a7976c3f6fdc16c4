import { Prisma } from '@trilha/db';
import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyForumMembers } from './notify-forum-members.ts';

/**
 * A new comment tells its followers: a first-level comment those following the forum
 * (ForumCommentCreated), a reply those following its thread (ForumReplyCreated). Members the
 * comment @mentions get the mention instead of a second row.
 */
export const notifyForumCommentSent = defineSubscriber({
  name: 'notifications.forum-comment-sent',
  event: 'forum-comment.sent',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    const companyId = ctx.event.companyId;
    const reply = p.parent_id !== null;
    await notifyForumMembers(ctx, {
      type: reply ? 'ForumReplyCreated' : 'ForumCommentCreated',
      commentId: p.comment_id,
      writerId: p.author_id,
      candidates: reply
        ? // The thread from the row: events published before `thread_id` was in the payload still deliver.
          Prisma.sql`SELECT ts.user_id FROM thread_subscriptions ts WHERE ts.company_id = ${companyId}
            AND ts.thread_id = (SELECT coalesce(c.thread, c.id) FROM forum_comments c
                                 WHERE c.company_id = ${companyId} AND c.id = ${p.comment_id})`
        : Prisma.sql`SELECT fs.user_id FROM forum_subscriptions fs WHERE fs.company_id = ${companyId} AND fs.forum_id = ${p.forum_id}`,
      exceptMentioned: true,
    });
  },
});
