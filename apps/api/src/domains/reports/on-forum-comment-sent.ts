import { defineSubscriber } from '../../events/subscriber.ts';
import { logActivity } from './log-activity.ts';

/** A learner commented (or replied) in a forum of a discipline. */
export const logCommentSent = defineSubscriber({
  name: 'reports.log-comment-sent',
  event: 'forum-comment.sent',
  phase: 'after-commit',
  handle: (ctx) => {
    const p = ctx.event.payload;
    return logActivity(ctx, {
      kind: 'comment_sent',
      userId: p.author_id,
      disciplineId: p.discipline_id,
      subjectId: p.comment_id,
      details: { forum_id: p.forum_id, reply: p.parent_id !== null },
      occurredAt: ctx.event.createdAt,
    });
  },
});
