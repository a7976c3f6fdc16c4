import { Prisma } from '@trilha/db';
import { hotQuery } from '@trilha/queries/sql';
import { can, pageMeta } from '@trilha/shared';
import type { ForumCommentPage, ListForumCommentsQuery } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { commentDetails } from './comment-rows.ts';
import { findComment } from './find-comment.ts';
import { findForum } from './find-forum.ts';

type IdRow = { total: number; ids: { id: number; replies: number[] }[] };

/**
 * GET /forums-comments (001 §7). A page of one level of a thread (the forum's first-level
 * comments newest first, or a comment's replies oldest first), each with its first `num_children`
 * replies: 10 per level with load-more (001 §2) is this call again with `parent` and the next page.
 * Deleted comments keep their place; students get no hidden comment and nothing under one. Two
 * statements whatever the page: the ids (page, total, each one's first replies), then their rows.
 */
export async function listComments(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListForumCommentsQuery,
): Promise<ForumCommentPage> {
  const companyId = tenant.companyId;
  const forum = await findForum(deps, actor, q.forum);
  // A parent of another forum is this forum's missing comment (its own forum is not re-read).
  if (q.parent !== undefined) await findComment(deps, actor, companyId, q.parent, forum);
  const seesHidden = can(actor.type, 'forums:view-hidden');
  const visible = (alias: Prisma.Sql) => (seesHidden ? Prisma.empty : Prisma.sql`AND ${alias}.status = 'visible'`);
  const level = q.parent === undefined ? Prisma.sql`c.parent_id IS NULL` : Prisma.sql`c.parent_id = ${q.parent}`;
  const order = q.parent === undefined ? Prisma.sql`c.created_at DESC, c.id DESC` : Prisma.sql`c.created_at ASC, c.id ASC`;
  const pageOrder = q.parent === undefined ? Prisma.sql`p.created_at DESC, p.id DESC` : Prisma.sql`p.created_at ASC, p.id ASC`;

  const [found] = await hotQuery<IdRow>(
    deps.db,
    Prisma.sql`
    WITH page AS (
      SELECT c.id, c.created_at FROM forum_comments c
       WHERE c.company_id = ${companyId} AND c.forum_id = ${q.forum} AND ${level} ${visible(Prisma.sql`c`)}
       ORDER BY ${order} LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT (SELECT count(*)::int FROM forum_comments c
             WHERE c.company_id = ${companyId} AND c.forum_id = ${q.forum} AND ${level} ${visible(Prisma.sql`c`)}) AS total,
           coalesce(json_agg(json_build_object('id', p.id, 'replies', (
             SELECT coalesce(json_agg(k.id ORDER BY k.created_at, k.id), '[]'::json) FROM (
               SELECT r.id, r.created_at FROM forum_comments r
                WHERE r.company_id = ${companyId} AND r.forum_id = ${q.forum} AND r.parent_id = p.id ${visible(Prisma.sql`r`)}
                ORDER BY r.created_at, r.id LIMIT ${q.num_children}) k)
           ) ORDER BY ${pageOrder}), '[]'::json) AS ids
      FROM page p`,
  );
  const { total, ids } = found!;
  const rows = await commentDetails(
    deps.db,
    companyId,
    actor.id,
    seesHidden,
    ids.flatMap((p) => [p.id, ...p.replies]),
  );
  const data = ids.flatMap((p) => {
    const c = rows.get(p.id);
    return c ? [{ ...c, replies: p.replies.flatMap((r) => rows.get(r) ?? []) }] : [];
  });
  return { data, meta: pageMeta(q.page, q.per_page, total) };
}
