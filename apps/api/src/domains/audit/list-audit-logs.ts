import { Prisma } from '@trilha/db';
import { pageMeta } from '@trilha/shared';
import type { AuditLog, AuditLogPage, ListAuditLogsQuery } from '@trilha/shared/audit';
import { momentSql } from '@trilha/queries/student-logs';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';

type Row = {
  id: bigint;
  action: AuditLog['action'];
  company_id: number;
  company_name: string | null;
  actor_id: number | null;
  actor_name: string | null;
  target_type: AuditLog['target_type'];
  target_id: number | null;
  target_name: string | null;
  ip: string | null;
  metadata: Record<string, unknown>;
  created_at: Date;
};

/**
 * GET /audit-logs (admins): every company's rows, newest first, filtered and paginated in the
 * database (the indexes of audit.prisma lead with the filter: action, actor, company, or none).
 * Admins are platform-wide, so this reads through the platform-wide client; the names (company,
 * actor, target) are joined in the same statement, for the page's rows only.
 */
export async function listAuditLogs(
  deps: Pick<AppDeps, 'globalDb'>,
  tenant: Tenant,
  q: ListAuditLogsQuery,
): Promise<AuditLogPage> {
  const filters: Prisma.Sql[] = [];
  if (q.action) filters.push(Prisma.sql`a.action = ${q.action}`);
  if (q.actor_id) filters.push(Prisma.sql`a.actor_id = ${q.actor_id}`);
  if (q.company_id) filters.push(Prisma.sql`a.company_id = ${q.company_id}`);
  if (q.start_date_time) filters.push(Prisma.sql`a.created_at >= ${momentSql(q.start_date_time, tenant.timeZone, 'start')}`);
  if (q.end_date_time) filters.push(Prisma.sql`a.created_at <= ${momentSql(q.end_date_time, tenant.timeZone, 'end')}`);
  const where = filters.length ? Prisma.sql`WHERE ${Prisma.join(filters, ' AND ')}` : Prisma.empty;

  const [[count], rows] = await Promise.all([
    deps.globalDb.$queryRaw<{ n: number }[]>(Prisma.sql`SELECT count(*)::int AS n FROM audit_log a ${where}`),
    deps.globalDb.$queryRaw<Row[]>(Prisma.sql`
      SELECT a.id, a.action, a.company_id, c.name AS company_name, a.actor_id, actor.name AS actor_name,
             a.target_type, a.target_id, a.ip, a.metadata, a.created_at,
             CASE a.target_type WHEN 'user' THEN tu.name WHEN 'company' THEN tc.name WHEN 'discipline' THEN td.name END AS target_name
        FROM (SELECT * FROM audit_log a ${where}
               ORDER BY a.created_at DESC, a.id DESC
               LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}) a
        LEFT JOIN companies c ON c.id = a.company_id
        LEFT JOIN users actor ON actor.id = a.actor_id
        LEFT JOIN users tu ON a.target_type = 'user' AND tu.id = a.target_id
        LEFT JOIN companies tc ON a.target_type = 'company' AND tc.id = a.target_id
        LEFT JOIN disciplines td ON a.target_type = 'discipline' AND td.id = a.target_id AND td.company_id = a.company_id
       ORDER BY a.created_at DESC, a.id DESC`),
  ]);
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      company: r.company_name === null ? null : { id: r.company_id, name: r.company_name },
      actor: r.actor_id === null || r.actor_name === null ? null : { id: r.actor_id, name: r.actor_name },
      actor_id: r.actor_id,
      target_type: r.target_type,
      target_id: r.target_id,
      target_name: r.target_name,
      ip: r.ip,
      metadata: r.metadata,
      created_at: r.created_at.toISOString(),
    })),
    meta: pageMeta(q.page, q.per_page, count?.n ?? 0),
  };
}
