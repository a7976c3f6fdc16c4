import { FORUM_ERRORS, FORUM_PERMISSIONS } from '@trilha/shared/forums';
import { defineApiDomain } from '../../kit/domain.ts';
import { pushCommentDeleted } from './on-forum-comment-deleted.ts';
import { pushCommentSent } from './on-forum-comment-sent.ts';
import { pushCommentUpdated } from './on-forum-comment-updated.ts';
import { pushCommentVisibility } from './on-forum-comment-visibility-changed.ts';
import { pushCommentVoted } from './on-forum-comment-voted.ts';
import { forumRoutes } from './routes.ts';

/**
 * Forums and their threaded comments (001 "Forums", "Comments"). Every write publishes its event;
 * the live pushes to forum.{id} and forum.{id}.student are its own after-commit subscribers.
 */
export const forumsDomain = defineApiDomain({
  name: 'forums',
  tables: [
    'forums',
    'forum_comments',
    'comment_votes',
    'comment_mentions',
    'forum_reads',
    'forum_subscriptions',
    'thread_subscriptions',
  ],
  routes: forumRoutes,
  permissions: FORUM_PERMISSIONS,
  errors: FORUM_ERRORS,
  subscribers: [pushCommentSent, pushCommentUpdated, pushCommentDeleted, pushCommentVisibility, pushCommentVoted],
});
