import { defineSubscriber } from '../../events/subscriber.ts';
import { pushCommentLive } from './push-comment-live.ts';

/** `.comment.sent` on the forum's channels once the comment is committed (001 §7). */
export const pushCommentSent = defineSubscriber({
  name: 'forums.push-comment-sent',
  event: 'forum-comment.sent',
  phase: 'after-commit',
  async handle({ tx, deps, event }) {
    await pushCommentLive(tx, deps, event.companyId, event.payload.comment_id, '.comment.sent');
  },
});
