import { defineErrors } from '../errors/define.ts';
import { FORUM_MESSAGES as M } from './messages.ts';

export const FORUM_ERRORS = defineErrors({
  FORUM_NOT_FOUND: { status: 404, message: M.forumNotFound },
  // 001 §4: closed or hidden, a forum takes no comment, edit or vote. A state of the forum, not of the input.
  FORUM_UNAVAILABLE: { status: 409, message: M.forumUnavailable },
  FORUM_VOTES_DISABLED: { status: 409, message: M.forumVotesDisabled },
  FORUM_COMMENT_NOT_FOUND: { status: 404, message: M.forumCommentNotFound },
  FORUM_COMMENT_PARENT_NOT_FOUND: { status: 422, message: M.forumCommentParentNotFound, field: 'parent' },
  FORUM_COMMENT_NOT_EDITABLE: { status: 403, message: M.forumCommentNotEditable },
});
