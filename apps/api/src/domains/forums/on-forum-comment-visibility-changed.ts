import { defineSubscriber } from '../../events/subscriber.ts';
import { pushCommentLive } from './push-comment-live.ts';

/**
 * Staff see a hidden comment change (`.comment.updated`); for students it leaves the thread
 * (`.comment.deleted`, with its replies) or comes back (`.comment.sent`), never with its content.
 */
export const pushCommentVisibility = defineSubscriber({
  name: 'forums.push-comment-visibility',
  event: 'forum-comment.visibility-changed',
  phase: 'after-commit',
  async handle({ tx, deps, event }) {
    await pushCommentLive(tx, deps, event.companyId, event.payload.comment_id, '.comment.updated', (status) =>
      status === 'hidden' ? '.comment.deleted' : '.comment.sent',
    );
  },
});
