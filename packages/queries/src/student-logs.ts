import { Prisma } from '@trilha/db';
import type { StudentLogFilters } from '@trilha/shared/reports';
import { ilikeContains } from './sql.ts';
import { isoSql } from './grades.ts';
import { tutorStudentSql } from './sessions.ts';

/**
 * The student log's WHERE, shared by the list (GET /logs/student) and the PDF job
 * (apps/worker/src/jobs/reports), so a filter means the same on screen and in the file. Alias `a`
 * (activity_log). A moment without an offset is read in the company's time zone; a day as the end
 * takes the whole day. With `tutorId`, only that tutor's students (the learners of the disciplines
 * the tutor owns or teaches, as their student lists: tutorStudentSql), whatever else is asked.
 */
export function studentLogWhere(
  companyId: number,
  f: StudentLogFilters,
  timeZone: string,
  tutorId: number | null = null,
): Prisma.Sql {
  const filters: Prisma.Sql[] = [Prisma.sql`a.company_id = ${companyId}`];
  if (tutorId !== null)
    filters.push(Prisma.sql`a.user_id IN (SELECT u.id FROM users u WHERE ${tutorStudentSql(companyId, tutorId)})`);
  if (f.user_name) {
    const like = ilikeContains(f.user_name);
    filters.push(Prisma.sql`a.user_id IN (SELECT u.id FROM users u WHERE u.name ILIKE ${like} OR u.email ILIKE ${like})`);
  }
  if (f.start_date_time) filters.push(Prisma.sql`a.occurred_at >= ${momentSql(f.start_date_time, timeZone, 'start')}`);
  if (f.end_date_time)
    filters.push(
      isDay(f.end_date_time)
        ? Prisma.sql`a.occurred_at < ${momentSql(f.end_date_time, timeZone, 'end')}`
        : Prisma.sql`a.occurred_at <= ${momentSql(f.end_date_time, timeZone, 'end')}`,
    );
  const ids = f['disciplines_ids[]'];
  if (ids?.length) filters.push(Prisma.sql`a.discipline_id IN (${Prisma.join(ids)})`);
  return Prisma.join(filters, ' AND ');
}

const isDay = (v: string) => v.length === 10;
const hasOffset = (v: string) => /(Z|[+-]\d{2}:\d{2})$/.test(v.slice(10));

/** A filter moment as a timestamptz: with its own offset, or in the company's zone; an end day runs to the next midnight. */
export function momentSql(v: string, timeZone: string, side: 'start' | 'end'): Prisma.Sql {
  if (isDay(v))
    return side === 'end'
      ? Prisma.sql`((${v}::date + 1)::timestamp AT TIME ZONE ${timeZone})`
      : Prisma.sql`(${v}::date::timestamp AT TIME ZONE ${timeZone})`;
  return hasOffset(v) ? Prisma.sql`${v}::timestamptz` : Prisma.sql`(${v}::timestamp AT TIME ZONE ${timeZone})`;
}

/** Newest first, the id between facts of the same millisecond (index (company_id, occurred_at DESC, id DESC)). */
export const STUDENT_LOG_ORDER = Prisma.sql`a.occurred_at DESC, a.id DESC`;

/**
 * The looked-up columns of a log row (alias `a`): by key, per row of a page only, each naming the
 * tenant (docs/list-queries.md rules 2 and 6).
 */
export const studentLogLookups = (companyId: number) => ({
  userName: Prisma.sql`(SELECT u.name FROM users u WHERE u.id = a.user_id)`,
  userEmail: Prisma.sql`(SELECT u.email FROM users u WHERE u.id = a.user_id)`,
  disciplineName: Prisma.sql`(SELECT d.name FROM disciplines d WHERE d.company_id = ${companyId} AND d.id = a.discipline_id)`,
  itemTitle: Prisma.sql`(SELECT i.title FROM material_items i WHERE i.company_id = ${companyId} AND i.id = a.material_item_id)`,
  forumId: Prisma.sql`(a.details->>'forum_id')::int`,
  forumTitle: Prisma.sql`(SELECT f.title FROM forums f WHERE f.company_id = ${companyId} AND f.id = (a.details->>'forum_id')::int)`,
  score: Prisma.sql`(a.details->>'score')::float8`,
  occurredAt: isoSql(Prisma.sql`a.occurred_at`),
});
