import { Prisma, tenantPoolOf, type TenantDb } from '@trilha/db';
import type { ActivityKind, StudentLogFilters } from '@trilha/shared/reports';
import { STUDENT_LOG_ORDER, studentLogLookups, studentLogWhere } from '@trilha/queries/student-logs';

/** Rows read per statement: with their part of the PDF, the only rows in memory at once. */
export const PDF_PAGE_ROWS = 500;

export type PdfRow = {
  id: string;
  occurred_at: Date;
  /** dd/mm/yyyy hh:mm in the company's time zone. */
  at: string;
  kind: ActivityKind;
  user_name: string | null;
  user_email: string | null;
  discipline_name: string | null;
  item_title: string | null;
  forum_title: string | null;
  score: number | null;
};

/**
 * The rows of a student log in the report's order (newest first), page after page, read with
 * (occurred_at, id) < the last row's: memory stays at one page whatever the size, and rows written
 * meanwhile are taken or not, never twice. Must run inside runAsTenant (the tenant client).
 */
export async function* studentLogPages(
  db: TenantDb,
  o: { companyId: number; filters: StudentLogFilters; timeZone: string; tutorId?: number | null; pageRows?: number },
): AsyncGenerator<PdfRow[]> {
  const pageRows = o.pageRows ?? PDF_PAGE_ROWS;
  const where = studentLogWhere(o.companyId, o.filters, o.timeZone, o.tutorId ?? null);
  const L = studentLogLookups(o.companyId);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const keyset = after ? Prisma.sql`AND (a.occurred_at, a.id) < (${after.at}::timestamptz, ${after.id}::bigint)` : Prisma.empty;
    const query = Prisma.sql`
      SELECT a.id::text AS id, a.occurred_at, a.kind::text AS kind,
             to_char(a.occurred_at AT TIME ZONE ${o.timeZone}, 'DD/MM/YYYY HH24:MI') AS at,
             ${L.userName} AS user_name, ${L.userEmail} AS user_email, ${L.disciplineName} AS discipline_name,
             ${L.itemTitle} AS item_title, ${L.forumTitle} AS forum_title, ${L.score} AS score
        FROM activity_log a
       WHERE ${where} ${keyset}
       ORDER BY ${STUDENT_LOG_ORDER}
       LIMIT ${pageRows}`;
    // Straight through the tenant client's pool (same binding, same row-level security): Prisma's
    // raw path costs several objects per cell (the grades CSV measured it).
    const pool = tenantPoolOf(db);
    const rows: PdfRow[] = pool ? (await pool.query<PdfRow>(query.text, query.values)).rows : await db.$queryRaw<PdfRow[]>(query);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { at: last.occurred_at, id: last.id };
    if (rows.length < pageRows) return;
  }
}
