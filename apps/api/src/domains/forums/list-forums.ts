import { can, pageMeta } from '@trilha/shared';
import type { ForumPage, ListForumsQuery } from '@trilha/shared/forums';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireAccess } from '../../kit/access.ts';
import { selectForums } from './forum-rows.ts';

/**
 * GET /forums (001 §7). With `discipline`: that discipline's forums, for whoever may open it
 * (discipline:read: 404 otherwise). Without it: staff who read any discipline get the
 * tenant's forums; everyone else those of the disciplines they own or are actively enrolled in,
 * inside the window. Students only ever get visible forums (000 §6). Newest first by default (the
 * Discipline Material screen loads page 1 of 5). Unread comments: live, visible comments by
 * others after the caller's last read (forum_reads), per forum and over the whole filter.
 */
export async function listForums(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListForumsQuery,
): Promise<ForumPage> {
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
  const page = await selectForums(deps, companyId, actor.id, {
    where: Prisma.join(filters, ' AND '),
    order: q.sort,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
    seesHidden: can(actor.type, 'forums:view-hidden'),
  });
  return { data: page.data, meta: { ...pageMeta(q.page, q.per_page, page.total), total_unread_comments: page.total_unread } };
}
