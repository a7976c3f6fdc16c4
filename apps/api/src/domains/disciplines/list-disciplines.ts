import { can, pageMeta } from '@trilha/shared';
import { type Discipline, type DisciplinePage, type ListDisciplinesQuery } from '@trilha/shared/disciplines';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { hotQuery, ilikeContains } from '@trilha/queries/sql';
import { manageableDisciplineSql } from '@trilha/access';
import { disciplineJson } from './present-discipline.ts';

/** The statement's one row: the filtered total and the page, already in the response's shape. */
type PageRow = { total: number; data: Discipline[] };

/**
 * GET /disciplines. Staff see the tenant's disciplines; academic roles only those they are
 * enrolled in (active) or own (students: visible ones). Filtered, counted and paginated in the
 * database in ONE statement (docs/list-queries.md): the page in `ORDER BY name, id` from the
 * (company_id, name, id) index, then for its rows only the owner, tags, active inscription count
 * and the student's progress, built as JSON by the database (present-discipline.ts); the filtered total alongside.
 * Through the tenant-bound client's pool, so row-level security confines it as well; every table is
 * still filtered by company_id explicitly (index, Citus). The response serializer writes only
 * the schema's fields, and the tests compare it with the zod schema.
 */
export async function listDisciplines(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListDisciplinesQuery,
): Promise<DisciplinePage> {
  const companyId = tenant.companyId;
  const filters: Prisma.Sql[] = [Prisma.sql`d.company_id = ${companyId}`, Prisma.sql`d.deleted_at IS NULL`];
  // Staff read the tenant's disciplines in name order from (company_id, name, id).
  let source = Prisma.sql`disciplines d`;
  if (!can(actor.type, 'disciplines:list-all')) {
    // An academic role's own ids first (active enrolments by (company_id, user_id, status), owned
    // ones by (company_id, owner_id)), then each of those disciplines by its key (the LATERAL with
    // OFFSET 0 keeps the planner from turning it back into a scan): a handful of probes, whatever
    // the tenant's size. `owner OR EXISTS (…)` tested every discipline of the tenant, twice (page and total).
    source = Prisma.sql`(
      SELECT k.* FROM (
        SELECT i.discipline_id AS id FROM discipline_inscriptions i
         WHERE i.company_id = ${companyId} AND i.user_id = ${actor.id} AND i.status = 'active'
        UNION
        SELECT o.id FROM disciplines o WHERE o.company_id = ${companyId} AND o.owner_id = ${actor.id}) mine
      CROSS JOIN LATERAL (SELECT * FROM disciplines k0 WHERE k0.company_id = ${companyId} AND k0.id = mine.id OFFSET 0) k) d`;
    if (!can(actor.type, 'disciplines:view-hidden')) filters.push(Prisma.sql`d.visible`);
  }
  if (q.search) filters.push(Prisma.sql`d.name ILIKE ${ilikeContains(q.search)}`);
  if (q.type) filters.push(Prisma.sql`d.type = ${q.type}::"DisciplineType"`);
  if (q.consumer_id !== undefined) filters.push(Prisma.sql`d.consumer_id = ${q.consumer_id}`);
  if (q.supplier_id !== undefined)
    filters.push(Prisma.sql`EXISTS (SELECT 1 FROM consumer_disciplines cd
      WHERE cd.company_id = ${companyId} AND cd.discipline_id = d.id AND cd.supplier_id = ${q.supplier_id} AND cd.deleted_at IS NULL)`);
  if (q.manageable === true) filters.push(manageableDisciplineSql(companyId, actor));
  const tagIds = q['tags_ids[]'];
  if (tagIds?.length)
    filters.push(Prisma.sql`EXISTS (SELECT 1 FROM discipline_tag_links l
      WHERE l.company_id = ${companyId} AND l.discipline_id = d.id AND l.discipline_tag_id IN (${Prisma.join(tagIds)}))`);
  const where = Prisma.join(filters, ' AND ');

  // An aggregate without GROUP BY: always one row, also for an empty page (data '[]').
  // Through the tenant pool itself (@trilha/queries/sql hotQuery): the hottest list, one statement.
  const [page] = await hotQuery<PageRow>(
    deps.db,
    Prisma.sql`
    WITH page AS (
      SELECT d.id, d.name, d.description, d.company_id, d.visible, d.type, d.consumer_id, d.image, d.owner_id
        FROM ${source}
       WHERE ${where}
       ORDER BY d.name, d.id
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT (SELECT count(*)::int FROM ${source} WHERE ${where}) AS total,
           coalesce(json_agg(${disciplineJson(tenant, actor)} ORDER BY p.name, p.id), '[]'::json) AS data
      FROM page p`,
  );
  return { data: page!.data, meta: pageMeta(q.page, q.per_page, page!.total) };
}
