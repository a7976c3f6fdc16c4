import { Prisma } from '@trilha/db';
import type { ActivityKind, StudentLogFilters } from '@trilha/shared/reports';
import { momentSql, STUDENT_LOG_ORDER, studentLogLookups, studentLogWhere } from '@trilha/queries/student-logs';

/** Rows read per statement: with their part of the PDF, the only rows in memory at once. */
export const PDF_PAGE_ROWS = 500;

export type PdfRow = {
  id: string;
  occurred_at: Date;
  /** The date and time in the company's time zone, in the report language's pattern. */
  at: string;
  kind: ActivityKind;
  user_name: string | null;
  user_email: string | null;
  discipline_name: string | null;
  item_title: string | null;
  forum_title: string | null;
  score: number | null;
};

/** What the report's heading says of its rows, read in the same snapshot as the rows. */
export type PdfSummary = {
  rows: number;
  /** How many learners the rows are about, and the one's name and e-mail when there is one. */
  learners: number;
  learner: { name: string; email: string } | null;
  /** The period: the filters' bounds where given, else the first and last rows' (company time zone). */
  from: string | null;
  to: string | null;
  disciplines: string[];
};

export type StudentLogQuery = {
  companyId: number;
  filters: StudentLogFilters;
  timeZone: string;
  tutorId?: number | null;
  /** to_char pattern of a date and time (the report's language). */
  dateTime: string;
  date: string;
};

/** A client of the tenant pool (bound to the tenant), in the job's read-only snapshot. */
export type Client = { query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }> };

/**
 * The heading's facts, one statement: the rows' count (the pages' total: "Página X de Y"), how many
 * learners and who when one, the period and the disciplines' names. Read in the same REPEATABLE
 * READ snapshot as the rows (write-student-logs-pdf.ts), so the count is exactly the rows written.
 */
export async function studentLogSummary(client: Client, o: StudentLogQuery): Promise<PdfSummary> {
  const where = studentLogWhere(o.companyId, o.filters, o.timeZone, o.tutorId ?? null);
  const f = o.filters;
  const bound = (v: string | undefined, side: 'start' | 'end', fallback: Prisma.Sql) =>
    v === undefined
      ? Prisma.sql`to_char(${fallback} AT TIME ZONE ${o.timeZone}, ${o.dateTime})`
      : v.length === 10
        ? Prisma.sql`to_char(${v}::date, ${o.date})`
        : Prisma.sql`to_char(${momentSql(v, o.timeZone, side)} AT TIME ZONE ${o.timeZone}, ${o.dateTime})`;
  const ids = f['disciplines_ids[]'] ?? [];
  const query = Prisma.sql`
    WITH s AS (
      SELECT count(*)::int AS rows, count(DISTINCT a.user_id)::int AS learners, min(a.user_id) AS user_id,
             min(a.occurred_at) AS first, max(a.occurred_at) AS last
        FROM activity_log a WHERE ${where})
    SELECT s.rows, s.learners,
           CASE WHEN s.learners = 1 THEN (SELECT json_build_object('name', u.name, 'email', u.email) FROM users u WHERE u.id = s.user_id) END AS learner,
           ${bound(f.start_date_time, 'start', Prisma.sql`s.first`)} AS "from",
           ${bound(f.end_date_time, 'end', Prisma.sql`s.last`)} AS "to",
           ${
             ids.length
               ? Prisma.sql`ARRAY(SELECT d.name FROM disciplines d WHERE d.company_id = ${o.companyId} AND d.id IN (${Prisma.join(ids)}) ORDER BY d.name)`
               : Prisma.sql`ARRAY[]::text[]`
           } AS disciplines
      FROM s`;
  const { rows } = await client.query<PdfSummary>(query.text, query.values as unknown[]);
  return rows[0]!;
}

/**
 * The rows of a student log in the report's order (newest first), page after page, read with
 * (occurred_at, id) < the last row's: memory stays at one page whatever the size. Read in the
 * job's snapshot (the summary's), so every page agrees with the count.
 */
export async function* studentLogPages(client: Client, o: StudentLogQuery & { pageRows?: number }): AsyncGenerator<PdfRow[]> {
  const pageRows = o.pageRows ?? PDF_PAGE_ROWS;
  const where = studentLogWhere(o.companyId, o.filters, o.timeZone, o.tutorId ?? null);
  const L = studentLogLookups(o.companyId);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const keyset: Prisma.Sql = after
      ? Prisma.sql`AND (a.occurred_at, a.id) < (${after.at}::timestamptz, ${after.id}::bigint)`
      : Prisma.empty;
    const query: Prisma.Sql = Prisma.sql`
      SELECT a.id::text AS id, a.occurred_at, a.kind::text AS kind,
             to_char(a.occurred_at AT TIME ZONE ${o.timeZone}, ${o.dateTime}) AS at,
             ${L.userName} AS user_name, ${L.userEmail} AS user_email, ${L.disciplineName} AS discipline_name,
             ${L.itemTitle} AS item_title, ${L.forumTitle} AS forum_title, ${L.score} AS score
        FROM activity_log a
       WHERE ${where} ${keyset}
       ORDER BY ${STUDENT_LOG_ORDER}
       LIMIT ${pageRows}`;
    // Straight through a tenant pool client (same binding, same row-level security): Prisma's raw
    // path costs several objects per cell.
    const rows: PdfRow[] = (await client.query<PdfRow>(query.text, query.values as unknown[])).rows;
    if (rows.length === 0) return;
    yield rows;
    const last: PdfRow = rows[rows.length - 1]!;
    after = { at: last.occurred_at, id: last.id };
    if (rows.length < pageRows) return;
  }
}
