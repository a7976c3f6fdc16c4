import { can } from '@trilha/shared';
import type { Warning } from '@trilha/shared/warnings';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';

const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The alerts the caller may see at all: the tenant's, not removed; for anyone without notice
 * management (students), only the active ones (000 §6: staff manage notices).
 */
export function visibleWarnings(tenant: Tenant, actor: Actor): Prisma.Sql[] {
  const filters = [Prisma.sql`w.company_id = ${tenant.companyId}`, Prisma.sql`w.deleted_at IS NULL`];
  if (!can(actor.type, 'warnings:manage')) filters.push(Prisma.sql`w.status = 'active'::"WarningStatus"`);
  return filters;
}

/** Active alerts of the tenant the actor has not marked read (a subquery: one statement with its caller). */
export function unreadCount(tenant: Tenant, actor: Actor): Prisma.Sql {
  return Prisma.sql`(SELECT count(*)::int FROM warnings u
     WHERE u.company_id = ${tenant.companyId} AND u.deleted_at IS NULL AND u.status = 'active'::"WarningStatus"
       AND NOT EXISTS (SELECT 1 FROM warning_reads r
         WHERE r.company_id = ${tenant.companyId} AND r.warning_id = u.id AND r.user_id = ${actor.id} AND r.is_read))`;
}

/** One alert row in the response's shape, with the caller's own read state (alias `p`). */
export function warningJson(tenant: Tenant, actor: Actor): Prisma.Sql {
  return Prisma.sql`json_build_object(
    'id', p.id, 'title', p.title, 'text', p.text, 'image', p.image, 'status', p.status,
    'company_id', p.company_id,
    'author', (SELECT json_build_object('id', a.id, 'name', a.name) FROM users a WHERE a.id = p.author_id),
    'is_read', coalesce((SELECT r.is_read FROM warning_reads r
       WHERE r.company_id = ${tenant.companyId} AND r.warning_id = p.id AND r.user_id = ${actor.id}), false),
    'created_at', ${iso(Prisma.sql`p.created_at`)},
    'updated_at', ${iso(Prisma.sql`p.updated_at`)})`;
}

/** One alert as the caller sees it; WARNING_NOT_FOUND (404) for one they may not see. */
export async function loadWarning(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: Actor, id: number): Promise<Warning> {
  const where = Prisma.join([...visibleWarnings(tenant, actor), Prisma.sql`w.id = ${id}`], ' AND ');
  const [row] = await deps.db.$queryRaw<{ data: Warning }[]>`
    SELECT ${warningJson(tenant, actor)} AS data FROM (SELECT w.* FROM warnings w WHERE ${where}) p`;
  if (!row) throw appError('WARNING_NOT_FOUND');
  return row.data;
}
