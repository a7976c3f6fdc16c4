import { Prisma } from '@trilha/db';
import type { Forum } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';

type PageRow = { total: number; total_unread: number; data: Forum[] };
const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Forums in their API shape, one statement: the page of `where` in `order`, its total, and the
 * caller's unread comments per forum and over the whole filter (live, visible comments by others
 * after the caller's last read, forum_reads). `where` and `order` name the forum `f`.
 */
export async function selectForums(
  deps: Pick<AppDeps, 'db'>,
  companyId: number,
  actorId: number,
  q: { where: Prisma.Sql; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<PageRow> {
  const order = q.order === 'asc' ? Prisma.sql`f.created_at ASC, f.id ASC` : Prisma.sql`f.created_at DESC, f.id DESC`;
  const pOrder = q.order === 'asc' ? Prisma.sql`p.created_at ASC, p.id ASC` : Prisma.sql`p.created_at DESC, p.id DESC`;
  const unread = (forum: Prisma.Sql) => Prisma.sql`(SELECT count(*)::int FROM forum_comments c
      WHERE c.company_id = ${companyId} AND c.forum_id = ${forum} AND c.deleted_at IS NULL AND c.status = 'visible'
        AND c.author_id <> ${actorId}
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
             'total_comments', p.total_comments,
             'unread_comments', ${unread(Prisma.sql`p.id`)},
             'discipline', json_build_object('id', d.id, 'name', d.name),
             'author', CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'name', a.name) END,
             'created_at', ${iso(Prisma.sql`p.created_at`)}
           ) ORDER BY ${pOrder}), '[]'::json) AS data
      FROM page p
      JOIN disciplines d ON d.company_id = ${companyId} AND d.id = p.discipline_id
      LEFT JOIN users a ON a.id = p.author_id`;
  return page!;
}
