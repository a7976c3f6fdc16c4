import { Prisma } from '@trilha/db';
import type { SessionFilters } from '@trilha/shared/sessions';
import { ilikeContains } from './sql.ts';
import { isoSql } from './grades.ts';

// SQL of session data, shared by the API (GET /sessions, the dashboards) and the worker (the CSV
// job), so that a rank, a week or a tutor's students mean the same on screen and in the file.
// Study totals are kept per learner in study_totals (docs/sessions.md), so none of these sums a
// learner's whole history.

/** Anything that runs a raw query: the tenant client, its transaction, or the worker's. */
type RawQuery = { $queryRaw<T = unknown>(query: Prisma.Sql): Prisma.PrismaPromise<T> };

/** Monday 00:00 of the week of `now` in `timeZone`, as an instant. */
export const weekStartSql = (now: Date, timeZone: string) =>
  Prisma.sql`(date_trunc('week', ${now}::timestamptz AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})`;
/** The calendar day of `now` in `timeZone`. */
export const todaySql = (now: Date, timeZone: string) => Prisma.sql`(${now}::timestamptz AT TIME ZONE ${timeZone})::date`;

/**
 * The streak shown for a learner: the run of consecutive study days ending today, or yesterday (the
 * day is not over: today's first ping may be yet to come); older runs are broken (0). Alias `t`.
 */
export const streakSql = (now: Date, timeZone: string) =>
  Prisma.sql`CASE WHEN t.last_access_day >= ${todaySql(now, timeZone)} - 1 THEN t.access_streak ELSE 0 END`;

/**
 * A rank from a learner's study time: 1 + how many of the company's learners have more (ties share
 * a rank; staff rows, kept for their total hours, are not learners). One index range count on
 * study_totals (company_id, learner, total_seconds DESC). The one
 * definition of the rank: studentRank, the session data lists and the rank bench's floor use it.
 */
export const rankOfSecondsSql = (companyId: number, totalSeconds: Prisma.Sql) =>
  Prisma.sql`(SELECT count(*) FROM study_totals o WHERE o.company_id = ${companyId} AND o.learner AND o.total_seconds > ${totalSeconds})::int + 1`;

/**
 * A learner's rank among the company's learners, and their study time, as one statement (the SQL
 * of studentRank; `pnpm bench:rank` runs it bare as the floor). A learner who never studied ranks
 * after everyone who did.
 */
export const studentRankSql = (companyId: number, userId: number) => Prisma.sql`
    WITH me AS (
      SELECT COALESCE((SELECT total_seconds FROM study_totals WHERE company_id = ${companyId} AND user_id = ${userId}), 0) AS total_seconds)
    SELECT ${rankOfSecondsSql(companyId, Prisma.sql`me.total_seconds`)} AS rank, me.total_seconds
      FROM me`;

/** A learner's rank among the company's learners (studentRankSql): "the rank of one student among 10,000". */
export async function studentRank(
  db: RawQuery,
  companyId: number,
  userId: number,
): Promise<{ rank: number; totalSeconds: number }> {
  const [row] = await db.$queryRaw<{ rank: number; total_seconds: number }[]>(studentRankSql(companyId, userId));
  return { rank: row!.rank, totalSeconds: row!.total_seconds };
}

/**
 * The learners a tutor follows (as GET /users?tutor_id): active students of the disciplines the tutor
 * owns or teaches (an active tutor or teacher inscription). Alias `u` (users).
 */
export const tutorStudentSql = (companyId: number, tutorId: number) => Prisma.sql`EXISTS (
  SELECT 1 FROM discipline_inscriptions si
    JOIN disciplines d ON d.company_id = ${companyId} AND d.id = si.discipline_id AND d.deleted_at IS NULL
   WHERE si.company_id = ${companyId} AND si.user_id = u.id AND si.role = 'student' AND si.status = 'active'
     AND (d.owner_id = ${tutorId} OR EXISTS (
       SELECT 1 FROM discipline_inscriptions ti
        WHERE ti.company_id = ${companyId} AND ti.discipline_id = d.id AND ti.user_id = ${tutorId}
          AND ti.role IN ('tutor', 'teacher') AND ti.status = 'active')))`;

/**
 * Which learners a session data list holds: the company's students (not deleted), by name, and for
 * `tutorId` only that tutor's students. Aliases `u` (users) and `cu` (company_users).
 */
export function sessionLearnersWhere(companyId: number, f: Pick<SessionFilters, 'name'>, tutorId: number | null): Prisma.Sql {
  const filters: Prisma.Sql[] = [
    Prisma.sql`cu.company_id = ${companyId}`,
    Prisma.sql`u.type = 'student'`,
    Prisma.sql`u.deleted_at IS NULL`,
  ];
  if (f.name) filters.push(Prisma.sql`u.name ILIKE ${ilikeContains(f.name)}`);
  if (tutorId !== null) filters.push(tutorStudentSql(companyId, tutorId));
  return Prisma.join(filters, ' AND ');
}

/** The rank view orders by study time (the rank), the tutor view by name; the user id breaks ties. */
export const sessionOrderSql = (type: SessionFilters['type']) =>
  type === 'student' ? Prisma.sql`COALESCE(t.total_seconds, 0) DESC, u.name, u.id` : Prisma.sql`u.name, u.id`;

export type SessionDataRow = {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  created_at: string;
  studying_since: string;
  student_rank: number;
  total_time: number;
  current_week: number;
  consecutive_access_days: number;
  last_access_at: string | null;
  /** Only when asked (`withBadges`): the API's rows; the CSV has no badge column. */
  badges?: { id: number; name: string; description: string; image: string | null; awarded_at: string }[];
};

/** A member's badges, newest first (user_badges is the badges domain's: read only). Alias `u`. */
export const userBadgesJsonSql = (companyId: number) => Prisma.sql`COALESCE((
  SELECT json_agg(json_build_object('id', x.id, 'name', x.name, 'description', x.description, 'image', x.image,
                                    'awarded_at', x.awarded_at) ORDER BY x.at DESC, x.id)
    FROM (SELECT b.id, b.name, b.description, b.image, ub.awarded_at AS at, ${isoSql(Prisma.sql`ub.awarded_at`)} AS awarded_at
            FROM user_badges ub JOIN badges b ON b.company_id = ${companyId} AND b.id = ub.badge_id
           WHERE ub.company_id = ${companyId} AND ub.user_id = u.id
           ORDER BY ub.awarded_at DESC, b.id LIMIT 100) x), '[]'::json)`;

/**
 * Session data of the learners matching `where`: rank, total, this week, streak. Per row, the rank
 * is one index count and the week one index range on the learner's sessions, so a page costs its
 * size, never the company's. Aliases as sessionLearnersWhere.
 */
export function sessionDataSql(o: {
  companyId: number;
  now: Date;
  timeZone: string;
  where: Prisma.Sql;
  order: Prisma.Sql;
  /** null: every row (the CSV export). */
  limit: number | null;
  offset: number;
  withBadges?: boolean;
}): Prisma.Sql {
  return Prisma.sql`
    SELECT u.id, u.name, u.email, u.avatar, ${isoSql(Prisma.sql`u.created_at`)} AS created_at,${
      o.withBadges ? Prisma.sql` ${userBadgesJsonSql(o.companyId)} AS badges,` : Prisma.empty
    }
           -- Since when the learner studies here: their first session in this company (one index
           -- probe), else when they joined it (issue 29: not the account's creation, often a re-import).
           ${isoSql(
             Prisma.sql`COALESCE((SELECT s.started_at FROM study_sessions s WHERE s.company_id = ${o.companyId} AND s.user_id = u.id
                                   ORDER BY s.started_at LIMIT 1), cu.created_at)`,
           )} AS studying_since,
           ${rankOfSecondsSql(o.companyId, Prisma.sql`COALESCE(t.total_seconds, 0)`)} AS student_rank,
           COALESCE(t.total_seconds, 0) AS total_time,
           COALESCE((SELECT sum(s.seconds) FROM study_sessions s
                      WHERE s.company_id = ${o.companyId} AND s.user_id = u.id
                        AND s.started_at >= ${weekStartSql(o.now, o.timeZone)}), 0)::int AS current_week,
           COALESCE(${streakSql(o.now, o.timeZone)}, 0)::int AS consecutive_access_days,
           CASE WHEN t.last_ping_at IS NULL THEN NULL ELSE ${isoSql(Prisma.sql`t.last_ping_at`)} END AS last_access_at
      FROM company_users cu
      JOIN users u ON u.id = cu.user_id
      LEFT JOIN study_totals t ON t.company_id = ${o.companyId} AND t.user_id = u.id
     WHERE ${o.where}
     ORDER BY ${o.order}
     ${o.limit === null ? Prisma.empty : Prisma.sql`LIMIT ${o.limit}`} OFFSET ${o.offset}`;
}

/** How many learners match `where` (the page's total). */
export async function countSessionLearners(db: RawQuery, where: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>(Prisma.sql`
    SELECT count(*)::int AS n FROM company_users cu JOIN users u ON u.id = cu.user_id WHERE ${where}`);
  return row!.n;
}
