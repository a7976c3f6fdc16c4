import { Prisma } from '@trilha/db';
import { pageMeta } from '@trilha/shared';
import type { ListStudentLogsQuery, StudentLog, StudentLogPage } from '@trilha/shared/reports';
import { STUDENT_LOG_ORDER, studentLogLookups, studentLogWhere } from '@trilha/queries/student-logs';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireFilters, studentLogTutorScope } from './student-log-filters.ts';

/**
 * GET /logs/student: the company's learners' activity (a tutor's or teacher's own students only), newest first, 30 per page (001 L154), in
 * one statement (docs/list-queries.md): the page by the (company_id, occurred_at, id) index, then
 * its rows' names and titles by key.
 */
export async function listStudentLogs(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListStudentLogsQuery,
): Promise<StudentLogPage> {
  const where = studentLogWhere(tenant.companyId, requireFilters(q), tenant.timeZone, studentLogTutorScope(actor));
  const L = studentLogLookups(tenant.companyId);
  const ref = (id: Prisma.Sql, key: string, value: Prisma.Sql) =>
    Prisma.sql`CASE WHEN ${id} IS NULL THEN NULL ELSE json_build_object('id', ${id}, ${key}::text, coalesce(${value}, '')) END`;
  const [row] = await deps.db.$queryRaw<{ total: number; data: StudentLog[] }[]>(Prisma.sql`
    WITH page AS (
      SELECT a.id, a.kind, a.user_id, a.discipline_id, a.material_item_id, a.details, a.occurred_at
        FROM activity_log a
       WHERE ${where}
       ORDER BY ${STUDENT_LOG_ORDER}
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT (SELECT count(*)::int FROM activity_log a WHERE ${where}) AS total,
           coalesce(json_agg(json_build_object(
             'id', a.id,
             'kind', a.kind,
             'occurred_at', ${L.occurredAt},
             'user', json_build_object('id', a.user_id, 'name', coalesce(${L.userName}, ''), 'email', coalesce(${L.userEmail}, '')),
             'discipline', ${ref(Prisma.sql`a.discipline_id`, 'name', L.disciplineName)},
             'item', ${ref(Prisma.sql`a.material_item_id`, 'title', L.itemTitle)},
             'forum', ${ref(L.forumId, 'title', L.forumTitle)},
             'score', ${L.score}
           ) ORDER BY ${STUDENT_LOG_ORDER}), '[]'::json) AS data
      FROM page a`);
  return { data: row!.data, meta: pageMeta(q.page, q.per_page, row!.total), time_zone: tenant.timeZone };
}
