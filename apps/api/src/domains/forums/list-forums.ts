import { can, pageMeta } from '@trilha/shared';
import type { Forum, ForumPage, ListForumsQuery } from '@trilha/shared/forums';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { requireAccess } from '../../kit/access.ts';

type PageRow = { total: number; total_unread: number; data: Forum[] };
const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GET /forums (001 §7). With `discipline`: that discipline's forums, for whoever may open it
 * (discipline:read: 404 otherwise). Without it: staff who read any discipline get the
 * tenant's forums; everyone else those of the disciplines they own or are actively enrolled in,
 * inside the window. Students only ever get visible forums (000 §6). Newest first by default (the
 * Discipline Material screen loads page 1 of 5). Unread comments: live, visible comments by
 * others after the caller's last read (forum_reads), per forum and over the whole filter.
 */
export async function listForums(deps: AppDeps, tenant: Tenant, actor: Actor, q: ListForumsQuery): Promise<ForumPage> {
  const companyId = tenant.companyId;
  const filters: Prisma.Sql[] = [Prisma.sql`f.company_id = ${companyId}`, Prisma.sql`f.deleted_at IS NULL`];
  if (q.discipline !== undefined) {
    await requireAccess(deps, actor, 'discipline:read', q.discipline);
    filters.push(Prisma.sql`f.discipline_id = ${q.discipline}`);
  } else if (!can(actor.type, 'disciplines:read-any')) {
    filters.push(Prisma.sql`EXISTS (SELECT 1 FROM disciplines d WHERE d.company_id = ${companyId} AND d.id = f.discipline_id
      AND d.deleted_at IS NULL ${can(actor.type, 'disciplines:view-hidden') ? Prisma.empty : Prisma.sql`AND d.visible`}
      AND (d.owner_id = ${actor.id} OR EXISTS (SELECT 1 FROM discipline_inscriptions i
        WHERE i.company_id = ${companyId} AND i.discipline_id = d.id AND i.user_id = ${actor.id} AND i.status = 'active'
          AND (i.started_at IS NULL OR i.started_at <= now()) AND (i.finished_at IS NULL OR i.finished_at >= now()))))`);
  }
  if (!can(actor.type, 'forums:view-hidden')) filters.push(Prisma.sql`f.is_visible`);
  else if (q.visible !== undefined) filters.push(Prisma.sql`f.is_visible = ${q.visible}`);
  if (q.status) filters.push(Prisma.sql`f.status = ${q.status}::"ForumStatus"`);
  const where = Prisma.join(filters, ' AND ');
  const order = q.sort === 'asc' ? Prisma.sql`f.created_at ASC, f.id ASC` : Prisma.sql`f.created_at DESC, f.id DESC`;
  const pOrder = q.sort === 'asc' ? Prisma.sql`p.created_at ASC, p.id ASC` : Prisma.sql`p.created_at DESC, p.id DESC`;
  const unread = (forum: Prisma.Sql) => Prisma.sql`(SELECT count(*)::int FROM forum_comments c
      WHERE c.company_id = ${companyId} AND c.forum_id = ${forum} AND c.deleted_at IS NULL AND c.status = 'visible'
        AND c.author_id <> ${actor.id}
        AND c.created_at > coalesce((SELECT r.last_read_at FROM forum_reads r
              WHERE r.company_id = ${companyId} AND r.forum_id = ${forum} AND r.user_id = ${actor.id}), '-infinity'))`;

  const [page] = await deps.db.$queryRaw<PageRow[]>`
    WITH page AS (
      SELECT f.* FROM forums f WHERE ${where} ORDER BY ${order}
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT (SELECT count(*)::int FROM forums f WHERE ${where}) AS total,
           (SELECT coalesce(sum(${unread(Prisma.sql`f.id`)}), 0)::int FROM forums f WHERE ${where}) AS total_unread,
           coalesce(json_agg(json_build_object(
             'id', p.id, 'title', p.title, 'description', p.description, 'status', p.status,
             'is_visible', p.is_visible, 'votes_enable', p.votes_enable, 'total_comments', p.total_comments,
             'unread_comments', ${unread(Prisma.sql`p.id`)},
             'discipline', json_build_object('id', d.id, 'name', d.name),
             'author', CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'name', a.name) END,
             'created_at', ${iso(Prisma.sql`p.created_at`)}
           ) ORDER BY ${pOrder}), '[]'::json) AS data
      FROM page p
      JOIN disciplines d ON d.company_id = ${companyId} AND d.id = p.discipline_id
      LEFT JOIN users a ON a.id = p.author_id`;
  return { data: page!.data, meta: { ...pageMeta(q.page, q.per_page, page!.total), total_unread_comments: page!.total_unread } };
}
