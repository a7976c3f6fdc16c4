import { Prisma } from '@trilha/db';
import { hotQuery } from '@trilha/queries/sql';
import { can } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import { appError } from '../../http/app-error.ts';
import { hiddenAbove } from './comment-rows.ts';
import { findForum, type ForumFacts } from './find-forum.ts';

export type CommentFacts = {
  id: number;
  forumId: number;
  parentId: number | null;
  thread: number | null;
  path: string;
  depth: number;
  authorId: number;
  status: 'visible' | 'hidden';
};

/**
 * A live comment the actor may see, with its forum (findForum's rule). Students never reach a
 * hidden comment nor one under a hidden comment; like a deleted one, another tenant's or one of a
 * forum they cannot open, it is the comment's 404.
 */
export async function findComment(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  companyId: number,
  id: number,
  /** The forum the caller already found (findForum): the comment must be one of its own. */
  within?: ForumFacts,
): Promise<{ comment: CommentFacts; forum: ForumFacts }> {
  // A hot read (every reply page and comment write): one named statement.
  const [comment] = await hotQuery<CommentFacts>(
    deps.db,
    Prisma.sql`
    SELECT id, forum_id AS "forumId", parent_id AS "parentId", thread, path, depth, author_id AS "authorId", status::text AS status
      FROM forum_comments WHERE company_id = ${companyId} AND id = ${id} AND deleted_at IS NULL`,
  );
  if (!comment || (within && comment.forumId !== within.id)) throw appError('FORUM_COMMENT_NOT_FOUND');
  const forum = within ?? (await findForum(deps, actor, comment.forumId, { notFound: 'FORUM_COMMENT_NOT_FOUND' }));
  if (
    !can(actor.type, 'forums:view-hidden') &&
    (comment.status === 'hidden' || (await hiddenAbove(deps.db, companyId, comment.path)))
  )
    throw appError('FORUM_COMMENT_NOT_FOUND');
  return { comment, forum };
}

/** Its author, or a moderator (who may already open the forum: findComment). */
export function requireAuthorOrModerator(actor: Actor, comment: CommentFacts): void {
  if (comment.authorId !== actor.id && !can(actor.type, 'forums:moderate')) throw appError('FORUM_COMMENT_NOT_EDITABLE');
}
