import { defineSubscriber } from '../../events/subscriber.ts';
import { pushVoteLive } from './push-comment-live.ts';

/** `.vote.made` (a first vote), `.vote.changed` (turned around) or `.vote.withdrawn` with the new count (001 §7). */
export const pushCommentVoted = defineSubscriber({
  name: 'forums.push-comment-voted',
  event: 'forum-comment.voted',
  phase: 'after-commit',
  async handle({ tx, deps, event }) {
    const p = event.payload;
    const live = p.vote === 0 ? '.vote.withdrawn' : p.previous_vote === null ? '.vote.made' : '.vote.changed';
    await pushVoteLive(tx, deps, event.companyId, p.comment_id, live);
  },
});
