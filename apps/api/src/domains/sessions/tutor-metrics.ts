import { Prisma } from '@trilha/db';
import { can } from '@trilha/shared';
import type { TutorMetrics } from '@trilha/shared/sessions';
import { sessionLearnersWhere, weekStartSql } from '@trilha/queries/sessions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';

/**
 * GET /tutors/metrics (001 §3, the staff landing's widget): the caller's weekly hours (their tutor
 * settings, 0 when never set) and how their learners study: a tutor's or teacher's own students,
 * the whole company's learners for management. One statement.
 */
export async function tutorMetrics(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  now = new Date(),
): Promise<TutorMetrics> {
  const companyId = tenant.companyId;
  const tutorId = can(actor.type, 'sessions:see-students') ? actor.id : null;
  const [row] = await deps.db.$queryRaw<
    { weekly_hours: number; students_count: number; active_students_week: number; week: number; total: number }[]
  >(Prisma.sql`
    WITH learners AS (
      SELECT COALESCE(t.total_seconds, 0) AS total,
             COALESCE((SELECT sum(s.seconds) FROM study_sessions s
                        WHERE s.company_id = ${companyId} AND s.user_id = u.id
                          AND s.started_at >= ${weekStartSql(now, tenant.timeZone)}), 0) AS week
        FROM company_users cu
        JOIN users u ON u.id = cu.user_id
        LEFT JOIN study_totals t ON t.company_id = ${companyId} AND t.user_id = u.id
       WHERE ${sessionLearnersWhere(companyId, {}, tutorId)}
    )
    SELECT COALESCE((SELECT weekly_hours FROM tutor_settings WHERE company_id = ${companyId} AND user_id = ${actor.id}), 0) AS weekly_hours,
           count(*)::int AS students_count,
           (count(*) FILTER (WHERE week > 0))::int AS active_students_week,
           COALESCE(sum(week), 0)::int AS week,
           COALESCE(sum(total), 0)::int AS total
      FROM learners`);
  return {
    tutor: { id: actor.id, name: actor.name, weekly_hours: row!.weekly_hours },
    students_count: row!.students_count,
    active_students_week: row!.active_students_week,
    students_week_seconds: row!.week,
    students_total_seconds: row!.total,
  };
}
