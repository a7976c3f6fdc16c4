import { Prisma } from '@trilha/db';
import type { DashboardTimeRange, SessionDashboard, StudyTimePoint } from '@trilha/shared/sessions';
import { todaySql } from '@trilha/queries/sessions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireLearnerAccess } from './learner-access.ts';
import { learnerSessionData } from './learner-session-data.ts';

/** Each time range's chart: its buckets (a day or a month) and how many, ending today. */
const RANGES: Record<DashboardTimeRange, { unit: 'day' | 'month'; count: number }> = {
  week: { unit: 'day', count: 7 },
  month: { unit: 'day', count: 30 },
  year: { unit: 'month', count: 12 },
};

/**
 * GET /sessions/{userId}/dashboard?filter={timeRange}: the Student DashBoard (001 §2): session data
 * (rank, total, this week, consecutive days, user.created_at), badges, and the study-time chart
 * over the range, in the company's time zone, every bucket present (zero when no study).
 */
export async function sessionDashboard(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  userId: number,
  filter: DashboardTimeRange,
  now = new Date(),
): Promise<SessionDashboard> {
  await requireLearnerAccess(deps, tenant, actor, userId);
  // The session data carries the badges (001 §3), as every session data row does.
  const [sessionData, points] = await Promise.all([
    learnerSessionData(deps, tenant, userId, now),
    studyTimeSeries(deps, tenant, userId, filter, now),
  ]);
  return { ...sessionData, chart: { filter, points } };
}

/** Study seconds per bucket (by the session's start, local time), oldest first. */
async function studyTimeSeries(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  userId: number,
  filter: DashboardTimeRange,
  now: Date,
): Promise<StudyTimePoint[]> {
  const { unit, count } = RANGES[filter];
  const tz = tenant.timeZone;
  const step = `1 ${unit}`;
  const first = Prisma.sql`(date_trunc(${unit}, ${todaySql(now, tz)}::timestamp) - make_interval(${unit === 'day' ? Prisma.sql`days => ${count - 1}` : Prisma.sql`months => ${count - 1}`}))::date`;
  return deps.db.$queryRaw<StudyTimePoint[]>(Prisma.sql`
    WITH b AS (
      SELECT g::date AS bucket
        FROM generate_series(${first}::timestamp, ${todaySql(now, tz)}::timestamp, ${step}::interval) g
    ), s AS (
      SELECT date_trunc(${unit}, s.started_at AT TIME ZONE ${tz})::date AS bucket, sum(s.seconds)::int AS seconds
        FROM study_sessions s
       WHERE s.company_id = ${tenant.companyId} AND s.user_id = ${userId}
         AND s.started_at >= (${first}::timestamp AT TIME ZONE ${tz})
       GROUP BY 1
    )
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS date, COALESCE(s.seconds, 0)::int AS seconds
      FROM b LEFT JOIN s USING (bucket)
     ORDER BY b.bucket`);
}
