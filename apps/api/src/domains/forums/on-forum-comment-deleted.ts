import { defineSubscriber } from '../../events/subscriber.ts';
import { pushCommentLive } from './push-comment-live.ts';

/** `.comment.deleted` on the forum's channels (students: only if they could see it). */
export const pushCommentDeleted = defineSubscriber({
  name: 'forums.push-comment-deleted',
  event: 'forum-comment.deleted',
  phase: 'after-commit',
  async handle({ tx, deps, event }) {
    await pushCommentLive(tx, deps, event.companyId, event.payload.comment_id, '.comment.deleted');
  },
});
