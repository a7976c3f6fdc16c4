import { pageMeta } from '@trilha/shared';
import type {
  ConsumerDiscipline,
  ConsumerDisciplinePage,
  ListConsumerDisciplinesQuery,
} from '@trilha/shared/consumer-disciplines';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { ilikeContains } from '@trilha/queries/sql';

type PageRow = { total: number; data: ConsumerDiscipline[] };
const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GET /consumer-disciplines: the disciplines offered to the host tenant, newest first (the
 * (company_id, status, type, created_at desc) index), one statement (docs/list-queries.md). Only
 * this tenant's rows: search runs on the name copied onto the offer, never on the source.
 */
export async function listConsumerDisciplines(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  q: ListConsumerDisciplinesQuery,
): Promise<ConsumerDisciplinePage> {
  const companyId = tenant.companyId;
  const filters: Prisma.Sql[] = [Prisma.sql`c.company_id = ${companyId}`, Prisma.sql`c.deleted_at IS NULL`];
  if (q.status) filters.push(Prisma.sql`c.status = ${q.status}::"ConsumerDisciplineStatus"`);
  if (q.type) filters.push(Prisma.sql`c.type = ${q.type}::"ConsumerDisciplineType"`);
  if (q.search) filters.push(Prisma.sql`c.name ILIKE ${ilikeContains(q.search)}`);
  const where = Prisma.join(filters, ' AND ');
  const [page] = await deps.db.$queryRaw<PageRow[]>`
    WITH page AS (
      SELECT c.* FROM consumer_disciplines c
       WHERE ${where}
       ORDER BY c.created_at DESC, c.id DESC
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT (SELECT count(*)::int FROM consumer_disciplines c WHERE ${where}) AS total,
           coalesce(json_agg(json_build_object(
             'id', p.id, 'name', p.name, 'description', p.description, 'type', p.type, 'status', p.status,
             'consumer_id', p.consumer_id,
             'supplier', CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END,
             'source_discipline_id', p.source_discipline_id,
             'discipline', CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'name', d.name) END,
             'decided_by', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END,
             'decided_at', ${iso(Prisma.sql`p.decided_at`)}, 'copied_at', ${iso(Prisma.sql`p.copied_at`)},
             'created_at', ${iso(Prisma.sql`p.created_at`)}
           ) ORDER BY p.created_at DESC, p.id DESC), '[]'::json) AS data
      FROM page p
      LEFT JOIN suppliers s ON s.company_id = ${companyId} AND s.id = p.supplier_id
      LEFT JOIN disciplines d ON d.company_id = ${companyId} AND d.id = p.discipline_id
      LEFT JOIN users u ON u.id = p.decided_by_id`;
  return { data: page!.data, meta: pageMeta(q.page, q.per_page, page!.total) };
}
