import { can, pageMeta } from '@trilha/shared';
import type { Grade, GradePage, ListGradesQuery } from '@trilha/shared/grades';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireAccess } from '../../kit/access.ts';
import { GRADE_ORDER, GRADE_USER_JOIN, gradeWhere, isoSql } from '@trilha/queries/grades';

/** One grade as the response's JSON, built in SQL (keys as in gradeSchema). `p` = grades row, `u` user, `i` item. */
export const gradeJson = (p: string) => {
  const a = Prisma.raw(p);
  return Prisma.sql`json_build_object('id', ${a}.id, 'discipline_id', ${a}.discipline_id,
    'student', json_build_object('id', u.id, 'name', u.name, 'email', u.email),
    'item', json_build_object('id', i.id, 'title', i.title, 'type', i.type::text),
    'value', ${a}.value, 'status', ${a}.status::text, 'comment', ${a}.comment,
    'graded_at', ${isoSql(Prisma.sql`${a}.graded_at`)})`;
};

/** Who sees whom: staff who may open the discipline see the class; anyone else only themselves. */
export const ownOnly = (actor: Actor): number | null => (can(actor.type, 'grades:see-class') ? null : actor.id);

type PageRow = { total: number; data: Grade[]; average: number | null; items: GradePage['meta']['items'] };

/**
 * GET /disciplines/{id}/grades: the discipline's grades, by student name then item (GRADE_ORDER),
 * `limit` per page. One statement (docs/list-queries.md): the page CTE filters on the
 * (company_id, discipline_id[, status], user_id, material_item_id) index and sorts the matching rows
 * by name, then only its rows are joined to items. A learner also gets their weighted average
 * (MaterialItemSettings.weight).
 */
export async function listGrades(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  disciplineId: number,
  q: ListGradesQuery,
): Promise<GradePage> {
  await requireAccess(deps, actor, 'discipline:read', disciplineId);
  const companyId = tenant.companyId;
  const own = ownOnly(actor);
  const where = gradeWhere(companyId, disciplineId, q, own);
  // The users join is needed only to search; without it the count and the page stay on grades.
  const users = q.search ? GRADE_USER_JOIN : Prisma.empty;
  const average =
    own === null
      ? Prisma.sql`NULL::float8`
      : Prisma.sql`(SELECT round((sum(a.value * coalesce(s.weight, 1)) / nullif(sum(coalesce(s.weight, 1)), 0))::numeric, 1)::float8
                      FROM grades a
                      JOIN material_items i ON i.company_id = ${companyId} AND i.id = a.material_item_id AND i.deleted_at IS NULL
                      LEFT JOIN material_item_settings s ON s.company_id = ${companyId} AND s.material_item_id = a.material_item_id
                     WHERE a.company_id = ${companyId} AND a.discipline_id = ${disciplineId} AND a.user_id = ${own}
                       AND a.status = 'graded' AND a.value IS NOT NULL)`;
  const [row] = await deps.db.$queryRaw<PageRow[]>`
    WITH page AS (
      SELECT g.*, u.name AS user_name FROM grades g ${GRADE_USER_JOIN}
       WHERE ${where}
       ORDER BY ${GRADE_ORDER}
       LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit})
    SELECT (SELECT count(*)::int FROM grades g ${users} WHERE ${where}) AS total,
           coalesce((SELECT json_agg(${gradeJson('p')} ORDER BY p.user_name, p.user_id, p.material_item_id)
                       FROM page p
                       CROSS JOIN LATERAL (SELECT uu.id, uu.name, uu.email FROM users uu WHERE uu.id = p.user_id OFFSET 0) u
                       JOIN material_items i ON i.company_id = ${companyId} AND i.id = p.material_item_id), '[]'::json) AS data,
           ${average} AS average,
           coalesce((SELECT json_agg(json_build_object('id', i.id, 'title', i.title, 'type', i.type::text)
                                     ORDER BY m.position, i.position, i.id)
                       FROM material_items i
                       JOIN materials m ON m.company_id = ${companyId} AND m.id = i.material_id
                      WHERE i.company_id = ${companyId} AND i.discipline_id = ${disciplineId} AND i.deleted_at IS NULL
                        AND EXISTS (SELECT 1 FROM grades x
                                     WHERE x.company_id = ${companyId} AND x.discipline_id = ${disciplineId}
                                       AND x.material_item_id = i.id ${own === null ? Prisma.empty : Prisma.sql`AND x.user_id = ${own}`})),
                    '[]'::json) AS items`;
  return {
    data: row!.data,
    meta: { ...pageMeta(q.page, q.limit, row!.total), own_only: own !== null, average: row!.average, items: row!.items },
  };
}
