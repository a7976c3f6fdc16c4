import { Prisma } from '@trilha/db';
import { STUDY_IDLE_CUTOFF_SECONDS } from '@trilha/shared/sessions';
import type { TenantTx } from '../../deps.ts';
import type { OutboxStatement } from '../../events/bus.ts';

export type RecordedPing = {
  sessionId: number;
  /** Seconds credited by this ping (before and after midnight together). */
  secondsAdded: number;
  totalSeconds: number;
  consecutiveAccessDays: number;
  /** The ping opened a session (the first ever, or the first after an idle gap). */
  opened: boolean;
};

/** The outbox row of `study-time.recorded`, written by the same statement (record-study-time.ts). */
export type PingEvent = OutboxStatement;

/**
 * The study-time rule (docs/sessions.md), as ONE statement: a ping at `at` claiming
 * `activeSeconds` of activity (visible page, input within STUDY_IDLE_CUTOFF_SECONDS) since the
 * previous ping
 * - within STUDY_IDLE_CUTOFF_SECONDS of the last counted ping extends the current session by the
 *   claimed seconds, never more than the time between the two pings (the server's proof);
 * - later than that opens a new session, and the gap counts for nothing;
 * - on a later calendar day (company time zone) than the session started: the session is cut at
 *   midnight, the part after it opening the new day's session (weeks and days split exactly);
 * - not after the last counted ping (a replay, a retry, a late duplicate) changes nothing: null.
 * The study_totals row is the lock: INSERT … ON CONFLICT DO UPDATE takes it, so two concurrent
 * pings are applied one after the other, each against what the other wrote. The streak counts
 * calendar days that credited more than 0 s. With `event`, the outbox row is part of the statement.
 */
export async function recordPing(
  db: Pick<TenantTx, '$queryRaw'>,
  p: {
    companyId: number;
    userId: number;
    at: Date;
    timeZone: string;
    /** Seconds of activity the client claims since its previous ping; undefined: no cap (tests of the bare rule). */
    activeSeconds?: number;
    /** A learner (ranked, badges); staff time is recorded for their total hours only. */
    learner?: boolean;
    idleCutoffSeconds?: number;
    event?: PingEvent;
  },
): Promise<RecordedPing | null> {
  const cutoff = p.idleCutoffSeconds ?? STUDY_IDLE_CUTOFF_SECONDS;
  const learner = p.learner ?? true;
  const at = Prisma.sql`${p.at}::timestamptz`;
  const tz = p.timeZone;
  const within = Prisma.sql`(${at} - t.last_ping_at) <= make_interval(secs => ${cutoff})`;
  // Local midnight of the ping's day, as an instant.
  const midnight = Prisma.sql`(date_trunc('day', ${at} AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
  const day = Prisma.sql`(${at} AT TIME ZONE ${tz})::date`;
  const spanSeconds = (to: Prisma.Sql) => Prisma.sql`round(extract(epoch FROM ${to} - t.session_started_at))::int`;
  // Telescoped: a session's credit is its span rounded once when every second was active.
  const gap = Prisma.sql`(${spanSeconds(at)} - ${spanSeconds(Prisma.sql`t.last_ping_at`)})`;
  const claimed = p.activeSeconds === undefined ? gap : Prisma.sql`LEAST(${p.activeSeconds}::int, ${gap})`;
  const added = Prisma.sql`(CASE WHEN ${within} THEN GREATEST(0, ${claimed}) ELSE 0 END)`;
  const crossing = Prisma.sql`(${within} AND t.session_started_at < ${midnight})`;
  const afterMidnight = Prisma.sql`LEAST(${added}, round(extract(epoch FROM ${at} - ${midnight}))::int)`;
  // The day the credit counts for: the ping's, or the day before when all of it was before midnight.
  const creditDay = Prisma.sql`(CASE WHEN ${crossing} AND ${afterMidnight} = 0 THEN ${day} - 1 ELSE ${day} END)`;
  const event = p.event;
  const rows = await db.$queryRaw<
    { session_id: number | null; seconds_added: number; total_seconds: number; access_streak: number; opened: boolean }[]
  >(Prisma.sql`
    WITH st AS (
      INSERT INTO study_totals AS t
             (company_id, user_id, learner, total_seconds, last_ping_at, session_started_at, last_added_seconds, access_streak, last_access_day)
      VALUES (${p.companyId}, ${p.userId}, ${learner}, 0, ${at}, ${at}, 0, 0, NULL)
      ON CONFLICT (company_id, user_id) DO UPDATE SET
        learner = EXCLUDED.learner,
        last_added_seconds = ${added},
        total_seconds = t.total_seconds + ${added},
        session_started_at = CASE WHEN NOT ${within} THEN EXCLUDED.last_ping_at
                                  WHEN ${crossing} THEN ${midnight}
                                  ELSE t.session_started_at END,
        last_ping_at = EXCLUDED.last_ping_at,
        access_streak = CASE WHEN ${added} = 0 THEN t.access_streak
                             WHEN ${creditDay} = t.last_access_day THEN t.access_streak
                             WHEN ${creditDay} = t.last_access_day + 1 THEN t.access_streak + 1
                             ELSE 1 END,
        last_access_day = CASE WHEN ${added} = 0 THEN t.last_access_day
                               ELSE GREATEST(t.last_access_day, ${creditDay}) END,
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
    ), split AS (
      -- No row for the current session: it was just opened, or cut at midnight (or, should its row
      -- be missing, it is opened again). The seconds after its start go to it, the rest (a cut at
      -- midnight) to the session before.
      SELECT st.*, LEAST(st.last_added_seconds,
                         round(extract(epoch FROM st.last_ping_at - st.session_started_at))::int) AS own
        FROM st WHERE NOT EXISTS (SELECT 1 FROM extended)
    ), opened AS (
      INSERT INTO study_sessions (company_id, user_id, started_at, last_seen_at, ended_at, seconds)
      SELECT ${p.companyId}, ${p.userId}, split.session_started_at, split.last_ping_at, split.last_ping_at, split.own
        FROM split
      RETURNING id
    ), closed AS (
      UPDATE study_sessions s
         SET seconds = s.seconds + (split.last_added_seconds - split.own),
             last_seen_at = split.session_started_at, ended_at = split.session_started_at
        FROM split
       WHERE split.last_added_seconds > split.own
         AND s.company_id = ${p.companyId} AND s.user_id = ${p.userId}
         AND s.started_at = (SELECT max(b.started_at) FROM study_sessions b
                              WHERE b.company_id = ${p.companyId} AND b.user_id = ${p.userId}
                                AND b.started_at < split.session_started_at)
      RETURNING s.id
    ), r AS (
      SELECT COALESCE((SELECT min(id) FROM extended), (SELECT id FROM opened)) AS session_id,
             st.last_added_seconds AS seconds_added, st.total_seconds, st.access_streak,
             st.session_started_at = st.last_ping_at AS opened,
             (SELECT count(*) FROM closed) AS closed
        FROM st
    )${
      event
        ? Prisma.sql`, ev AS (${event.insert(
            p.companyId,
            Prisma.sql`jsonb_build_object('user_id', ${p.userId}::int, 'session_id', r.session_id, 'seconds_added', r.seconds_added,
                                          'total_seconds', r.total_seconds, 'consecutive_access_days', r.access_streak)`,
            Prisma.sql`FROM r WHERE r.session_id IS NOT NULL AND r.seconds_added > 0`,
          )})`
        : Prisma.empty
    }
    SELECT r.session_id, r.seconds_added, r.total_seconds, r.access_streak, r.opened${
      event?.notifyChannel
        ? Prisma.sql`, (SELECT count(pg_notify(${event.notifyChannel}, '')) FROM ev) AS notified`
        : event
          ? Prisma.sql`, (SELECT count(*) FROM ev) AS published`
          : Prisma.empty
    }
      FROM r`);
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
