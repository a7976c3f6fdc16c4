import { Prisma } from '@trilha/db';
import { STUDY_IDLE_CUTOFF_SECONDS } from '@trilha/shared/sessions';
import type { TenantTx } from '../../deps.ts';

export type RecordedPing = {
  sessionId: number;
  secondsAdded: number;
  totalSeconds: number;
  consecutiveAccessDays: number;
  /** The ping opened a session (the first ever, or the first after an idle gap). */
  opened: boolean;
};

/**
 * The study-time rule (docs/study-time.md), as ONE statement: a learner's ping at `at`
 * - within STUDY_IDLE_CUTOFF_SECONDS of their last counted ping extends the current session by the
 *   time between them;
 * - later than that opens a new session, and the gap counts for nothing;
 * - not after their last counted ping (a replay, a retry, a late duplicate) changes nothing: null.
 * The learner's study_totals row is the lock: INSERT … ON CONFLICT DO UPDATE takes it, so two
 * concurrent pings are applied one after the other, each against what the other wrote. Seconds
 * added telescope (round(last − start) minus the previous round(…)), so a session's total is its
 * span rounded once, never a sum of rounding errors. The access streak counts calendar days in
 * the company's `timeZone`.
 */
export async function recordPing(
  tx: Pick<TenantTx, '$queryRaw'>,
  p: { companyId: number; userId: number; at: Date; timeZone: string; idleCutoffSeconds?: number },
): Promise<RecordedPing | null> {
  const cutoff = p.idleCutoffSeconds ?? STUDY_IDLE_CUTOFF_SECONDS;
  const within = Prisma.sql`(EXCLUDED.last_ping_at - t.last_ping_at) <= make_interval(secs => ${cutoff})`;
  const spanSeconds = (to: Prisma.Sql) => Prisma.sql`round(extract(epoch FROM ${to} - t.session_started_at))::int`;
  const added = Prisma.sql`CASE WHEN ${within} THEN ${spanSeconds(Prisma.sql`EXCLUDED.last_ping_at`)} - ${spanSeconds(Prisma.sql`t.last_ping_at`)} ELSE 0 END`;
  const rows = await tx.$queryRaw<
    { session_id: number | null; seconds_added: number; total_seconds: number; access_streak: number; opened: boolean }[]
  >(Prisma.sql`
    WITH st AS (
      INSERT INTO study_totals AS t
             (company_id, user_id, total_seconds, last_ping_at, session_started_at, last_added_seconds, access_streak, last_access_day)
      VALUES (${p.companyId}, ${p.userId}, 0, ${p.at}::timestamptz, ${p.at}::timestamptz, 0, 1,
              (${p.at}::timestamptz AT TIME ZONE ${p.timeZone})::date)
      ON CONFLICT (company_id, user_id) DO UPDATE SET
        last_added_seconds = ${added},
        total_seconds = t.total_seconds + ${added},
        session_started_at = CASE WHEN ${within} THEN t.session_started_at ELSE EXCLUDED.last_ping_at END,
        last_ping_at = EXCLUDED.last_ping_at,
        access_streak = CASE WHEN EXCLUDED.last_access_day = t.last_access_day THEN t.access_streak
                             WHEN EXCLUDED.last_access_day = t.last_access_day + 1 THEN t.access_streak + 1
                             ELSE 1 END,
        last_access_day = GREATEST(t.last_access_day, EXCLUDED.last_access_day),
        updated_at = now()
      WHERE EXCLUDED.last_ping_at > t.last_ping_at
      RETURNING t.total_seconds, t.last_ping_at, t.session_started_at, t.last_added_seconds, t.access_streak
    ), extended AS (
      UPDATE study_sessions s
         SET seconds = s.seconds + st.last_added_seconds, last_seen_at = st.last_ping_at, ended_at = st.last_ping_at
        FROM st
       WHERE st.session_started_at < st.last_ping_at
         AND s.company_id = ${p.companyId} AND s.user_id = ${p.userId} AND s.started_at = st.session_started_at
      RETURNING s.id
    ), opened AS (
      -- A new session; or, should the current session's row be missing, it again (self-healing).
      INSERT INTO study_sessions (company_id, user_id, started_at, last_seen_at, ended_at, seconds)
      SELECT ${p.companyId}, ${p.userId}, st.session_started_at, st.last_ping_at, st.last_ping_at,
             round(extract(epoch FROM st.last_ping_at - st.session_started_at))::int
        FROM st
       WHERE NOT EXISTS (SELECT 1 FROM extended)
      RETURNING id
    )
    SELECT COALESCE((SELECT min(id) FROM extended), (SELECT id FROM opened)) AS session_id,
           st.last_added_seconds AS seconds_added, st.total_seconds, st.access_streak,
           st.session_started_at = st.last_ping_at AS opened
      FROM st`);
  const row = rows[0];
  if (!row || row.session_id === null) return null;
  return {
    sessionId: row.session_id,
    secondsAdded: row.seconds_added,
    totalSeconds: row.total_seconds,
    consecutiveAccessDays: row.access_streak,
    opened: row.opened,
  };
}
