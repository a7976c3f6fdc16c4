import { Prisma } from '@trilha/db';
import type { Forum } from '@trilha/shared/forums';
import type { AppDeps, TenantTx } from '../../deps.ts';

type PageRow = { total: number; total_unread: number; data: Forum[] };
const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A forum's live comments a student may see: the counter (live comments, hidden ones included)
 * less every live comment in the subtree of a topmost hidden comment. Hidden comments are few
 * (the partial index forum_comments_hidden_idx finds them); a subtree is one range of the
 * (company_id, forum_id, path) index (`path` is digits and dots: `[path, path || '/')` is the
 * comment and everything under it, in the database's code-point collation); each counted once,
 * because only hidden comments with no hidden ancestor are taken.
 */
const studentTotal = (companyId: number, forum: Prisma.Sql) => Prisma.sql`(${forum}.total_comments - (
  SELECT coalesce(sum((SELECT count(*) FROM forum_comments s
                        WHERE s.company_id = ${companyId} AND s.forum_id = h.forum_id AND s.deleted_at IS NULL
                          AND s.path >= h.path AND s.path < (h.path || '/'))), 0)::int
    FROM forum_comments h
   WHERE h.company_id = ${companyId} AND h.forum_id = ${forum}.id AND h.status = 'hidden'
     AND NOT EXISTS (SELECT 1 FROM forum_comments a
                      WHERE a.company_id = ${companyId} AND a.id = ANY(string_to_array(h.path, '.')::int[])
                        AND a.id <> h.id AND a.status = 'hidden')))`;

/** One forum's total_comments as a student sees it (the student channel's live payloads). */
export async function studentTotalComments(db: TenantTx, companyId: number, forumId: number): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT ${studentTotal(companyId, Prisma.sql`f`)}::int AS n FROM forums f WHERE f.company_id = ${companyId} AND f.id = ${forumId}`;
  return row?.n ?? 0;
}

/**
 * Forums in their API shape, one statement: the page of `where` in `order`, its total, whether the
 * caller follows each, and the caller's unread comments per forum and over the whole filter (live,
 * visible comments by others after the caller's last read, forum_reads). For a caller who does
 * not see hidden comments (`seesHidden` false), neither `total_comments` nor the unread counts
 * include a hidden comment or anything under one. `where` and `order` name the forum `f`.
 */
export async function selectForums(
  deps: Pick<AppDeps, 'db'>,
  companyId: number,
  actorId: number,
  q: { where: Prisma.Sql; order: 'asc' | 'desc'; limit: number; offset: number; seesHidden: boolean },
): Promise<PageRow> {
  const order = q.order === 'asc' ? Prisma.sql`f.created_at ASC, f.id ASC` : Prisma.sql`f.created_at DESC, f.id DESC`;
  const pOrder = q.order === 'asc' ? Prisma.sql`p.created_at ASC, p.id ASC` : Prisma.sql`p.created_at DESC, p.id DESC`;
  const unread = (forum: Prisma.Sql) => Prisma.sql`(SELECT count(*)::int FROM forum_comments c
      WHERE c.company_id = ${companyId} AND c.forum_id = ${forum} AND c.deleted_at IS NULL AND c.status = 'visible'
        AND c.author_id <> ${actorId}
        ${
          q.seesHidden
            ? Prisma.empty
            : Prisma.sql`AND NOT EXISTS (SELECT 1 FROM forum_comments a WHERE a.company_id = ${companyId}
                AND a.id = ANY(string_to_array(c.path, '.')::int[]) AND a.status = 'hidden')`
        }
        AND c.created_at > coalesce((SELECT r.last_read_at FROM forum_reads r
              WHERE r.company_id = ${companyId} AND r.forum_id = ${forum} AND r.user_id = ${actorId}), '-infinity'))`;
  const [page] = await deps.db.$queryRaw<PageRow[]>`
    WITH page AS (
      SELECT f.* FROM forums f WHERE ${q.where} ORDER BY ${order}
       LIMIT ${q.limit} OFFSET ${q.offset})
    SELECT (SELECT count(*)::int FROM forums f WHERE ${q.where}) AS total,
           (SELECT coalesce(sum(${unread(Prisma.sql`f.id`)}), 0)::int FROM forums f WHERE ${q.where}) AS total_unread,
           coalesce(json_agg(json_build_object(
             'id', p.id, 'title', p.title, 'description', p.description, 'status', p.status,
             'is_visible', p.is_visible, 'votes_enable', p.votes_enable,
             'interactive', p.status = 'open' AND p.is_visible,
             'total_comments', ${q.seesHidden ? Prisma.sql`p.total_comments` : studentTotal(companyId, Prisma.sql`p`)},
             'unread_comments', ${unread(Prisma.sql`p.id`)},
             'discipline', json_build_object('id', d.id, 'name', d.name),
             'author', CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'name', a.name) END,
             'subscribed', EXISTS (SELECT 1 FROM forum_subscriptions fs
                WHERE fs.company_id = ${companyId} AND fs.forum_id = p.id AND fs.user_id = ${actorId}),
             'created_at', ${iso(Prisma.sql`p.created_at`)}
           ) ORDER BY ${pOrder}), '[]'::json) AS data
      FROM page p
      JOIN disciplines d ON d.company_id = ${companyId} AND d.id = p.discipline_id
      LEFT JOIN users a ON a.id = p.author_id`;
  return page!;
}
