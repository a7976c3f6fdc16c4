import { Prisma } from '@trilha/db';
import { hotQuery } from '@trilha/queries/sql';
import { can } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
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
  // A hot read (every reply page and comment write): one named statement, with whether a hidden
  // comment sits above it (its path's ancestors, by key), so a student's reply page costs no
  // second round trip for it.
  const [row] = await hotQuery<CommentFacts & { hiddenAbove: boolean }>(
    deps.db,
    Prisma.sql`
    SELECT c.id, c.forum_id AS "forumId", c.parent_id AS "parentId", c.thread, c.path, c.depth,
           c.author_id AS "authorId", c.status::text AS status,
           -- The ancestors by key (unnest + join): written as h.id = ANY(path ids), the planner
           -- would rather walk every hidden comment of the company (the hidden-status index).
           EXISTS (SELECT 1 FROM unnest(string_to_array(c.path, '.')::int[]) a(id)
                     JOIN forum_comments h ON h.company_id = ${companyId} AND h.id = a.id
                    WHERE h.status = 'hidden' AND h.id <> c.id) AS "hiddenAbove"
      FROM forum_comments c WHERE c.company_id = ${companyId} AND c.id = ${id} AND c.deleted_at IS NULL`,
  );
  if (!row || (within && row.forumId !== within.id)) throw appError('FORUM_COMMENT_NOT_FOUND');
  const { hiddenAbove, ...comment } = row;
  const forum = within ?? (await findForum(deps, actor, comment.forumId, { notFound: 'FORUM_COMMENT_NOT_FOUND' }));
  if (!can(actor.type, 'forums:view-hidden') && (comment.status === 'hidden' || hiddenAbove))
    throw appError('FORUM_COMMENT_NOT_FOUND');
  return { comment, forum };
}

/** Its author, or a moderator (who may already open the forum: findComment). */
export function requireAuthorOrModerator(actor: Actor, comment: CommentFacts): void {
  if (comment.authorId !== actor.id && !can(actor.type, 'forums:moderate')) throw appError('FORUM_COMMENT_NOT_EDITABLE');
}
