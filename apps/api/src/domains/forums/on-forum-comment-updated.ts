import { defineSubscriber } from '../../events/subscriber.ts';
import { pushCommentLive } from './push-comment-live.ts';

/** `.comment.updated` on the forum's channels once the new text is committed (001 §7). */
export const pushCommentUpdated = defineSubscriber({
  name: 'forums.push-comment-updated',
  event: 'forum-comment.updated',
  phase: 'after-commit',
  async handle({ tx, deps, event }) {
    await pushCommentLive(tx, deps, event.companyId, event.payload.comment_id, '.comment.updated');
  },
});
