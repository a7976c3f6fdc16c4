import { can, pageMeta } from '@trilha/shared';
import { type Discipline, type DisciplinePage, type ListDisciplinesQuery } from '@trilha/shared/disciplines';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { ilikeContains } from '../../kit/sql.ts';

/** The statement's one row: the filtered total and the page, already in the response's shape. */
type PageRow = { total: number; data: Discipline[] };

/**
 * GET /disciplines. Staff see the tenant's disciplines; academic roles only those they are
 * enrolled in (active) or own (students: visible ones). Filtered, counted and paginated in the
 * database in ONE statement (docs/list-queries.md): the page in `ORDER BY name, id` from the
 * (company_id, name, id) index, then for its rows only the owner, tags, active inscription count
 * and the student's progress, built as JSON by the database; the filtered total alongside.
 * Through the tenant-bound client, so row-level security confines it as well; every table is
 * still filtered by company_id explicitly (index, Citus). The response serializer writes only
 * the schema's fields, and the tests compare it with the zod schema.
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

  // Policy decisions stay here (can()); the statement only receives their outcome.
  const editable = can(actor.type, 'disciplines:update');
  // No progress row yet means not started: null, which the card shows as 'Não iniciada' (not 0%).
  const progress = can(actor.type, 'disciplines:progress')
    ? Prisma.sql`(SELECT dp.progress FROM discipline_progress dp
        WHERE dp.company_id = ${companyId} AND dp.user_id = ${actor.id} AND dp.discipline_id = p.id)`
    : Prisma.sql`NULL::float8`;
  const topicGenerator = editable
    ? Prisma.sql`coalesce((SELECT c.topic_generator FROM companies c WHERE c.id = ${companyId}), false)`
    : Prisma.sql`false`;

  // An aggregate without GROUP BY: always one row, also for an empty page (data '[]').
  const [page] = await deps.db.$queryRaw<PageRow[]>`
    WITH page AS (
      SELECT d.id, d.name, d.description, d.company_id, d.visible, d.type, d.consumer_id, d.image, d.owner_id
        FROM disciplines d
       WHERE ${where}
       ORDER BY d.name, d.id
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT (SELECT count(*)::int FROM disciplines d WHERE ${where}) AS total,
           coalesce(json_agg(json_build_object(
             'id', p.id, 'name', p.name, 'description', p.description, 'companyId', p.company_id,
             'visible', p.visible, 'type', p.type, 'consumer_id', p.consumer_id, 'image', p.image,
             'owner', CASE WHEN p.owner_id IS NULL THEN NULL ELSE json_build_object('id', p.owner_id, 'name', o.name) END,
             'tags', coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color,
                                                                 'companyId', t.company_id, 'is_editable', t.is_editable) ORDER BY t.id)
                                 FROM discipline_tag_links l
                                 JOIN discipline_tags t ON t.id = l.discipline_tag_id AND t.company_id = ${companyId}
                                WHERE l.company_id = ${companyId} AND l.discipline_id = p.id), '[]'::json),
             'isEditable', ${editable}::boolean AND p.type = 'own',
             'canGenerateTopics', ${editable}::boolean AND p.type = 'own' AND ${topicGenerator},
             'inscriptions_count', (SELECT count(*)::int FROM discipline_inscriptions i
                                     WHERE i.company_id = ${companyId} AND i.discipline_id = p.id AND i.status = 'active'),
             'progress', ${progress}
           ) ORDER BY p.name, p.id), '[]'::json) AS data
      FROM page p
      LEFT JOIN users o ON o.id = p.owner_id`;
  return { data: page!.data, meta: pageMeta(q.page, q.per_page, page!.total) };
}
