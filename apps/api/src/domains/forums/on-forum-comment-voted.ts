import { defineSubscriber } from '../../events/subscriber.ts';
import { pushVoteLive } from './push-comment-live.ts';

/** `.vote.made` (a first vote) or `.vote.changed` (turned around) with the new count (001 §7). */
export const pushCommentVoted = defineSubscriber({
  name: 'forums.push-comment-voted',
  event: 'forum-comment.voted',
  phase: 'after-commit',
  async handle({ tx, deps, event }) {
    const p = event.payload;
    await pushVoteLive(tx, deps, event.companyId, p.comment_id, p.previous_vote === null ? '.vote.made' : '.vote.changed');
  },
});
