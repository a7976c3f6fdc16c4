import { Prisma } from '@trilha/db';
import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyForumMembers } from './notify-forum-members.ts';

/**
 * Members @mentioned for the first time in a comment are told (ForumCommentMentioned): once per
 * comment, since forums publishes only new mentions and the rows are keyed by the event.
 */
export const notifyForumCommentMentioned = defineSubscriber({
  name: 'notifications.forum-comment-mentioned',
  event: 'forum-comment.mentioned',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    await notifyForumMembers(ctx, {
      type: 'ForumCommentMentioned',
      commentId: p.comment_id,
      writerId: p.author_id,
      candidates: Prisma.sql`SELECT unnest(${p.user_ids}::int[])`,
      exceptMentioned: false,
    });
  },
});
