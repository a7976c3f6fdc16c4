import { pageMeta } from '@trilha/shared';
import { type DisciplinePage, type ListDisciplinesQuery } from '@trilha/shared/disciplines';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { can } from '@trilha/shared';
import { ilikeContains } from '../../kit/sql.ts';

/** One row of the page statement (column names as selected below). */
type Row = {
  /** count(*) of the whole filtered list, on every row (and on the one row of an empty page). */
  total: number;
  /** null only on the placeholder row of an empty page. */
  id: number | null;
  name: string;
  description: string | null;
  company_id: number;
  visible: boolean;
  type: 'own' | 'supplied';
  consumer_id: number | null;
  image: string | null;
  owner_id: number | null;
  owner_name: string | null;
  tags: { id: number; name: string; color: string; companyId: number; is_editable: boolean }[];
  inscriptions_count: number;
  progress: number | null;
  topic_generator: boolean;
};

/**
 * GET /disciplines. Staff see the tenant's disciplines; academic roles only those they are
 * enrolled in (active) or own (students: visible ones). Filtered, counted and paginated in the
 * database, in ONE statement (docs/list-queries.md): the page (company_id + ORDER BY name, id
 * from the (company_id, name, id) index), then per page row its owner, tags, active inscription
 * count and the student's progress, plus the filtered total and the company's topic flag.
 * Through the tenant-bound client, so row-level security confines it too; every table is still
 * filtered by company_id explicitly (index, Citus).
 */
export async function listDisciplines(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  q: ListDisciplinesQuery,
): Promise<DisciplinePage> {
  const companyId = tenant.companyId;
  const filters: Prisma.Sql[] = [Prisma.sql`d.company_id = ${companyId}`, Prisma.sql`d.deleted_at IS NULL`];
  if (!can(actor.type, 'disciplines:list-all')) {
    filters.push(Prisma.sql`(d.owner_id = ${actor.id} OR EXISTS (
      SELECT 1 FROM discipline_inscriptions i
       WHERE i.company_id = ${companyId} AND i.user_id = ${actor.id} AND i.status = 'active' AND i.discipline_id = d.id))`);
    if (!can(actor.type, 'disciplines:view-hidden')) filters.push(Prisma.sql`d.visible`);
  }
  if (q.search) filters.push(Prisma.sql`d.name ILIKE ${ilikeContains(q.search)}`);
  if (q.type) filters.push(Prisma.sql`d.type = ${q.type}::"DisciplineType"`);
  if (q.consumer_id !== undefined) filters.push(Prisma.sql`d.consumer_id = ${q.consumer_id}`);
  const tagIds = q['tags_ids[]'];
  if (tagIds?.length)
    filters.push(Prisma.sql`EXISTS (SELECT 1 FROM discipline_tag_links l
      WHERE l.company_id = ${companyId} AND l.discipline_id = d.id AND l.discipline_tag_id IN (${Prisma.join(tagIds)}))`);
  const where = Prisma.join(filters, ' AND ');

  const editable = can(actor.type, 'disciplines:update');
  const withProgress = can(actor.type, 'disciplines:progress');
  const progress = withProgress
    ? Prisma.sql`coalesce((SELECT dp.progress FROM discipline_progress dp
        WHERE dp.company_id = ${companyId} AND dp.user_id = ${actor.id} AND dp.discipline_id = p.id), 0)`
    : Prisma.sql`NULL::float8`;
  const topicGenerator = editable
    ? Prisma.sql`coalesce((SELECT c.topic_generator FROM companies c WHERE c.id = ${companyId}), false)`
    : Prisma.sql`false`;

  // The one-row `n` keeps the total when the page is empty (a page past the end).
  const rows = await deps.db.$queryRaw<Row[]>`
    WITH page AS (
      SELECT d.id, d.name, d.description, d.company_id, d.visible, d.type::text AS type, d.consumer_id, d.image, d.owner_id
        FROM disciplines d
       WHERE ${where}
       ORDER BY d.name, d.id
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT n.total, p.*, o.name AS owner_name, ${progress} AS progress, ${topicGenerator} AS topic_generator,
           (SELECT count(*)::int FROM discipline_inscriptions i
             WHERE i.company_id = ${companyId} AND i.discipline_id = p.id AND i.status = 'active') AS inscriptions_count,
           coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color,
                                                       'companyId', t.company_id, 'is_editable', t.is_editable) ORDER BY t.id)
                       FROM discipline_tag_links l JOIN discipline_tags t ON t.id = l.discipline_tag_id AND t.company_id = ${companyId}
                      WHERE l.company_id = ${companyId} AND l.discipline_id = p.id), '[]'::json) AS tags
      FROM (SELECT count(*)::int AS total FROM disciplines d WHERE ${where}) n
      LEFT JOIN page p ON true
      LEFT JOIN users o ON o.id = p.owner_id
     ORDER BY p.name, p.id`;

  const total = rows[0]?.total ?? 0;
  return {
    data: rows
      .filter((d) => d.id !== null)
      .map((d) => ({
        id: d.id!,
        name: d.name,
        description: d.description,
        companyId: d.company_id,
        visible: d.visible,
        type: d.type,
        consumer_id: d.consumer_id,
        image: d.image,
        owner: d.owner_id === null ? null : { id: d.owner_id, name: d.owner_name! },
        tags: d.tags,
        isEditable: editable && d.type === 'own',
        canGenerateTopics: editable && d.type === 'own' && d.topic_generator,
        inscriptions_count: d.inscriptions_count,
        progress: withProgress ? d.progress : null,
      })),
    meta: pageMeta(q.page, q.per_page, total),
  };
}
