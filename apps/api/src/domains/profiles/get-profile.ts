import { Prisma } from '@trilha/db';
import { PROFILE_METRIC_WEEKS } from '@trilha/shared';
import type { Profile, ProfileInclude } from '@trilha/shared/profiles';
import { contactVisibilitiesFor } from '@trilha/shared/contacts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { isMember } from './member-sql.ts';
import { streakSql } from '@trilha/queries/sessions';

const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GET /users/{id}/profile: one statement. Every figure is this company's (follows, points ledger,
 * badges, enrolments, study sessions), never another tenant's; the heavier parts (sessions and
 * metrics, contacts, avatar attributes) only when `include` asks for them. Weeks (ISO, from Monday
 * 00:00) and days are the company's calendar (`companies.time_zone`), as the session data's are:
 * a learner in São Paulo who studies on Sunday at 23:30 studied on Sunday; docs/profiles.md.
 */
export async function getProfile(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  include: readonly ProfileInclude[],
): Promise<Profile> {
  const c = tenant.companyId;
  const withSessions = include.includes('sessions');
  const withContacts = include.includes('contacts');
  const withAvatar = include.includes('avatar');
  const tz = tenant.timeZone;
  const now = new Date();
  // Another member sees the owner's public contacts, and staff-only ones when the policy says
  // staff (contacts:see-staff-only); private ones only the owner (issue 29 item 15).
  const visibilities = contactVisibilitiesFor(actor, id);
  // The week's Monday as a wall-clock time of the company, and as an instant.
  const localWeekStart = Prisma.sql`date_trunc('week', now() AT TIME ZONE ${tz})`;
  const weekStart = Prisma.sql`(${localWeekStart} AT TIME ZONE ${tz})`;
  const sessionsOf = Prisma.sql`study_sessions s WHERE s.company_id = ${c} AND s.user_id = u.id`;
  // Weeks are stepped in wall-clock time and then made instants, so a daylight-saving change
  // inside the range moves no boundary off Monday 00:00. `lw` is the Monday, `w`/`w_end` instants.
  const weeks = Prisma.sql`(SELECT lw, lw AT TIME ZONE ${tz} AS w, (lw + interval '1 week') AT TIME ZONE ${tz} AS w_end
      FROM generate_series(${localWeekStart} - make_interval(weeks => ${PROFILE_METRIC_WEEKS - 1}::int), ${localWeekStart}, interval '1 week') lw) wk`;

  const [row] = await deps.db.$queryRaw<Profile[]>`
    SELECT u.id, u.name, u.type::text AS type, u.avatar, u.resume, u.city,
      CASE WHEN ${withAvatar} THEN u.avatar_attributes END AS avatar_attributes,
      (SELECT count(*)::int FROM follows f WHERE f.company_id = ${c} AND f.followed_id = u.id
          AND ${isMember(c, Prisma.sql`f.follower_id`)}) AS followers,
      (SELECT count(*)::int FROM follows f WHERE f.company_id = ${c} AND f.follower_id = u.id
          AND ${isMember(c, Prisma.sql`f.followed_id`)}) AS following,
      EXISTS (SELECT 1 FROM follows f WHERE f.company_id = ${c} AND f.follower_id = ${actor.id} AND f.followed_id = u.id) AS is_following,
      (SELECT coalesce(sum(p.points), 0)::int FROM points_ledger p WHERE p.company_id = ${c} AND p.user_id = u.id) AS points,
      (SELECT count(*)::int FROM user_badges b WHERE b.company_id = ${c} AND b.user_id = u.id) AS achievements_count,
      (SELECT count(DISTINCT st.user_id)::int
         FROM discipline_inscriptions t
         JOIN disciplines d ON d.company_id = ${c} AND d.id = t.discipline_id AND d.deleted_at IS NULL
         JOIN discipline_inscriptions st ON st.company_id = ${c} AND st.discipline_id = t.discipline_id
              AND st.role = 'student' AND st.status = 'active'
        WHERE t.company_id = ${c} AND t.user_id = u.id AND t.role IN ('tutor', 'teacher') AND t.status = 'active') AS students_count,
      (SELECT count(*)::int FROM discipline_inscriptions i
         JOIN disciplines d ON d.company_id = ${c} AND d.id = i.discipline_id AND d.deleted_at IS NULL
        WHERE i.company_id = ${c} AND i.user_id = u.id AND i.status = 'active') AS disciplines_count,
      (SELECT ts.weekly_hours FROM tutor_settings ts WHERE ts.company_id = ${c} AND ts.user_id = u.id) AS weekly_hours,
      CASE WHEN ${withContacts} THEN (
        SELECT coalesce(json_agg(json_build_object('type', k.type, 'email', k.email, 'phone_number', k.phone_number,
                 'visibility', k.visibility) ORDER BY k.id), '[]'::json)
          FROM contacts k WHERE k.user_id = u.id AND k.visibility::text = ANY(${visibilities}::text[])) END AS contacts,
      CASE WHEN ${withSessions} THEN (
        SELECT json_build_object(
          'total_seconds', coalesce(sum(s.seconds), 0)::int,
          'week_seconds', coalesce(sum(s.seconds) FILTER (WHERE s.started_at >= ${weekStart}), 0)::int,
          'sessions_count', count(*)::int,
          'last_access_at', ${iso(Prisma.sql`max(s.last_seen_at)`)},
          -- The one streak (docs/sessions.md): the run kept per learner, as session data shows it.
          'consecutive_days', COALESCE((SELECT ${streakSql(now, tz)} FROM study_totals t
                                         WHERE t.company_id = ${c} AND t.user_id = u.id), 0))
          FROM ${sessionsOf}) END AS session,
      CASE WHEN ${withSessions} THEN json_build_object(
        'hours_metrics', (SELECT json_agg(json_build_object('week_start', to_char(lw, 'YYYY-MM-DD'),
            'value', round(coalesce((SELECT sum(s.seconds) FROM ${sessionsOf}
                       AND s.started_at >= w AND s.started_at < w_end), 0) / 3600.0, 2)) ORDER BY lw)
          FROM ${weeks}),
        'points_metrics', (SELECT json_agg(json_build_object('week_start', to_char(lw, 'YYYY-MM-DD'),
            'value', coalesce((SELECT sum(p.points) FROM points_ledger p WHERE p.company_id = ${c} AND p.user_id = u.id
                       AND p.created_at >= w AND p.created_at < w_end), 0)) ORDER BY lw)
          FROM ${weeks})) END AS metrics
    FROM users u
   WHERE u.id = ${id} AND ${isMember(c, Prisma.sql`u.id`)}`;
  if (!row) throw appError('PROFILE_USER_NOT_FOUND');
  return row;
}
