import { can, pageMeta } from '@trilha/shared';
import type { ListWarningsQuery, Warning, WarningPage } from '@trilha/shared/warnings';
import { Prisma } from '@trilha/db';
import { ilikeContains } from '@trilha/queries/sql';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { unreadCount, visibleWarnings, warningJson } from './warning-rows.ts';

type PageRow = { total: number; total_unread: number; data: Warning[] };

/**
 * GET /warnings (001 §7: company_id, per_page, search, status): the tenant's alerts, newest first,
 * each with the caller's read state. Students get active ones only, whatever `status` asks; staff
 * filter by it. `company_id` names the tenant's own company or lists nothing: the host decides the
 * company, and another's alerts are never confirmed to exist. One statement (docs/list-queries.md).
 */
export async function listWarnings(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListWarningsQuery,
): Promise<WarningPage> {
  const filters = visibleWarnings(tenant, actor);
  if (q.company_id !== undefined && q.company_id !== tenant.companyId) filters.push(Prisma.sql`false`);
  if (q.status && can(actor.type, 'warnings:manage')) filters.push(Prisma.sql`w.status = ${q.status}::"WarningStatus"`);
  if (q.search) {
    const like = ilikeContains(q.search);
    filters.push(Prisma.sql`(w.title ILIKE ${like} OR w.text ILIKE ${like})`);
  }
  const where = Prisma.join(filters, ' AND ');
  const [page] = await deps.db.$queryRaw<PageRow[]>`
    WITH page AS (
      SELECT w.* FROM warnings w WHERE ${where}
       ORDER BY w.created_at DESC, w.id DESC
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT (SELECT count(*)::int FROM warnings w WHERE ${where}) AS total,
           ${unreadCount(tenant, actor)} AS total_unread,
           coalesce(json_agg(${warningJson(tenant, actor)} ORDER BY p.created_at DESC, p.id DESC), '[]'::json) AS data
      FROM page p`;
  return {
    data: page!.data,
    meta: { ...pageMeta(q.page, q.per_page, page!.total), total_unread_warnings: page!.total_unread },
  };
}
