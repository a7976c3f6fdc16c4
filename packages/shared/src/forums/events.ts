import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/**
 * What the forums domain publishes. forum.created: notifications (ForumCreated, 001 §3). Comment
 * events: forums' own live push (`push-forum-live`: forum.{id} and forum.{id}.student, after
 * commit), and whoever cares next (mentions, subscriptions).
 */
export const FORUM_EVENTS = defineDomainEvents({
  'forum.created': {
    description: 'A forum was created in a discipline. `visible` false: hidden from students (nobody is told until it is shown).',
    payload: z.object({
      forum_id: id,
      discipline_id: id,
      title: z.string(),
      visible: z.boolean(),
    }),
  },
  'forum.published': {
    description:
      'A forum created hidden was shown to students for the first time (later hide/show toggles publish nothing): notifications sends ForumCreated then.',
    payload: z.object({
      forum_id: id,
      discipline_id: id,
      title: z.string(),
    }),
  },
  'forum-comment.sent': {
    description:
      'A comment or a reply was posted in a forum (`thread_id`: its first-level comment, its own id for a first-level one).',
    payload: z.object({
      comment_id: id,
      forum_id: id,
      discipline_id: id,
      parent_id: id.nullable(),
      thread_id: id,
      author_id: id,
    }),
  },
  'forum-comment.mentioned': {
    description:
      'A comment (new or edited) @mentions members for the first time: `user_ids` are only the newly mentioned ones (a mention edited away and typed again is not new), members of the discipline, never the author.',
    payload: z.object({
      comment_id: id,
      forum_id: id,
      discipline_id: id,
      author_id: id,
      user_ids: z.array(id).min(1),
    }),
  },
  'forum-comment.updated': {
    description: "A comment's text was edited (by its author or a moderator: `modified_by_id`).",
    payload: z.object({ comment_id: id, forum_id: id, modified_by_id: id }),
  },
  'forum-comment.deleted': {
    description: 'A comment was deleted: it keeps its place in the thread and no longer counts in total_comments.',
    payload: z.object({ comment_id: id, forum_id: id, parent_id: id.nullable(), total_comments: z.number().int() }),
  },
  'forum-comment.visibility-changed': {
    description: 'A moderator hid a comment (with its replies) from students, or showed it again.',
    // Spelled here rather than imported from schemas.ts: the event catalogue loads with every app,
    // and must not register the forum's API schemas ahead of the others (docs/openapi.json order).
    payload: z.object({ comment_id: id, forum_id: id, status: z.enum(['visible', 'hidden']) }),
  },
  'forum-comment.voted': {
    description:
      'A member voted on a comment (`previous_vote` null), changed their vote, or withdrew it (`vote` 0); `votes` is the new count (moved by 1, by 2 on a change, back by the old vote on a withdrawal).',
    payload: z.object({
      comment_id: id,
      forum_id: id,
      user_id: id,
      /** 1 or -1; 0: the vote was withdrawn. */
      vote: z.number().int(),
      previous_vote: z.number().int().nullable(),
      votes: z.number().int(),
    }),
  },
});
