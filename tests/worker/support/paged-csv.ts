/**
 * The CSV exports as they were written before issue 29 (keyset pages of 1,000 rows, papaparse per
 * page): the reference the COPY path is compared with (tests/worker/*-csv.test.ts "same content").
 * Kept verbatim but for the names; not used by the product.
 */
import Papa from 'papaparse';
import { Prisma, tenantPoolOf, type TenantDb } from '@trilha/db';
import {
  GRADE_CSV_HEADER,
  GRADE_ITEM_TYPE_LABELS,
  GRADE_STATUS_LABELS,
  type ExportGradesQuery,
  type GradeStatus,
} from '@trilha/shared/grades';
import type { MaterialItemType } from '@trilha/shared/materials';
import { SESSION_CSV_HEADER, type SessionFilters } from '@trilha/shared/sessions';
import { GRADE_ORDER, GRADE_USER_JOIN, gradeWhere } from '@trilha/queries/grades';
import { sessionDataSql, sessionLearnersWhere, type SessionDataRow } from '@trilha/queries/sessions';
import { CSV_OPTIONS, UTF8_BOM } from '@trilha/worker/csv/format';

type CsvRow = {
  user_id: number;
  material_item_id: number;
  name: string;
  email: string;
  title: string;
  type: MaterialItemType;
  value: number | null;
  status: GradeStatus;
  comment: string | null;
  graded_at: string | null;
};

const decimalComma = (v: number | null) => (v === null ? '' : v.toFixed(1).replace('.', ','));

/** One page of rows as CSV lines (no header). */
const csvLines = (rows: CsvRow[]): string =>
  Papa.unparse(
    rows.map((r) => [
      r.name,
      r.email,
      r.title,
      GRADE_ITEM_TYPE_LABELS[r.type],
      decimalComma(r.value),
      GRADE_STATUS_LABELS[r.status],
      r.comment ?? '',
      r.graded_at ?? '',
    ]),
    { ...CSV_OPTIONS, header: false },
  ) + CSV_OPTIONS.newline;

/**
 * The CSV of a discipline's grades as chunks: BOM and header, then one chunk per keyset page of
 * CSV_PAGE_ROWS rows in the list's order (GRADE_ORDER: student name, user id, item), read with
 * (name, user_id, material_item_id) > the last row's. The student by key (GRADE_USER_JOIN), as
 * the gradebook: a plain join let the planner hash the whole users table (every tenant's) for each
 * page; the item within the discipline (a grade's item is its discipline's), else it hashed every
 * item of the tenant. Memory stays
 * at one page whatever the size; rows written meanwhile are taken or not, never twice. Must run
 * inside runAsTenant (the tenant client). `onRows` counts what was written.
 */
export async function* pagedGradeCsv(
  db: TenantDb,
  o: { companyId: number; disciplineId: number; filters: ExportGradesQuery; pageRows?: number },
  onRows: (n: number) => void,
): AsyncGenerator<Buffer> {
  const pageRows = o.pageRows ?? 1000;
  yield Buffer.from(UTF8_BOM + Papa.unparse([[...GRADE_CSV_HEADER]], { ...CSV_OPTIONS, header: false }) + CSV_OPTIONS.newline);
  const where = gradeWhere(o.companyId, o.disciplineId, o.filters, null);
  let after: [string, number, number] | null = null;
  for (;;) {
    const keyset: Prisma.Sql = after
      ? Prisma.sql`AND (u.name, g.user_id, g.material_item_id) > (${after[0]}, ${after[1]}, ${after[2]})`
      : Prisma.empty;
    // Graded-at in the platform's time zone (pt-BR), as Excel reads dates: dd/mm/yyyy hh:mm,
    // formatted for the page's rows only: in the same SELECT as the sort, PostgreSQL would format
    // every grade of the discipline before sorting them (10 ms for 2,000).
    const query = Prisma.sql`
      SELECT p.user_id, p.material_item_id, p.name, p.email, p.title, p.type::text AS type, p.value,
             p.status::text AS status, p.comment,
             to_char(p.graded_at AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') AS graded_at
        FROM (SELECT g.user_id, g.material_item_id, u.name, u.email, i.title, i.type, g.value, g.status, g.comment, g.graded_at
                FROM grades g
                ${GRADE_USER_JOIN}
                JOIN material_items i ON i.company_id = ${o.companyId} AND i.discipline_id = ${o.disciplineId} AND i.id = g.material_item_id
               WHERE ${where} ${keyset}
               ORDER BY ${GRADE_ORDER}
               LIMIT ${pageRows}) p
       ORDER BY p.name, p.user_id, p.material_item_id`;
    // Straight through the tenant client's pool (same tenant binding, same row-level security):
    // Prisma's raw-query path costs several objects per cell, which at 100,000 rows is most of the
    // worker's memory growth during an export.
    const pool = tenantPoolOf(db);
    const rows: CsvRow[] = pool ? (await pool.query<CsvRow>(query.text, query.values)).rows : await db.$queryRaw<CsvRow[]>(query);
    if (rows.length === 0) return;
    onRows(rows.length);
    yield Buffer.from(csvLines(rows));
    const last = rows[rows.length - 1]!;
    after = [last.name, last.user_id, last.material_item_id];
    if (rows.length < pageRows) return;
  }
}

/** Seconds as hours with a decimal comma (pt-BR Excel): 5400 → "1,5". */
const hours2 = (seconds: number) => (seconds / 3600).toFixed(1).replace('.', ',');
/** dd/mm/yyyy hh:mm in the company's time zone, as Excel reads dates. */
const localDateTime = (iso: string | null, timeZone: string) =>
  iso
    ? new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'short' })
        .format(new Date(iso))
        .replace(',', '')
    : '';

const sessionCsvLines = (rows: SessionDataRow[], timeZone: string): string =>
  Papa.unparse(
    rows.map((r) => [
      r.student_rank,
      r.name,
      r.email,
      hours2(r.total_time),
      hours2(r.current_week),
      r.consecutive_access_days,
      localDateTime(r.last_access_at, timeZone),
    ]),
    { ...CSV_OPTIONS, header: false },
  ) + CSV_OPTIONS.newline;

/**
 * The session data list as CSV chunks: BOM and header, then one chunk per keyset page of
 * CSV_PAGE_ROWS learners by (name, id), a key study time does not move, so a learner studying
 * during the export is written once. Memory stays at one page. Must run inside runAsTenant.
 */
export async function* pagedSessionCsv(
  db: TenantDb,
  o: { companyId: number; filters: SessionFilters; timeZone: string; now: Date; pageRows?: number },
  onRows: (n: number) => void,
): AsyncGenerator<Buffer> {
  const pageRows = o.pageRows ?? 1000;
  yield Buffer.from(UTF8_BOM + Papa.unparse([[...SESSION_CSV_HEADER]], { ...CSV_OPTIONS, header: false }) + CSV_OPTIONS.newline);
  const base = sessionLearnersWhere(o.companyId, o.filters, o.filters.tutor_id ?? null);
  let after: [string, number] | null = null;
  for (;;) {
    const where: Prisma.Sql = after ? Prisma.sql`${base} AND (u.name, u.id) > (${after[0]}, ${after[1]})` : base;
    const query = sessionDataSql({
      companyId: o.companyId,
      now: o.now,
      timeZone: o.timeZone,
      where,
      order: Prisma.sql`u.name, u.id`,
      limit: pageRows,
      offset: 0,
    });
    const pool = tenantPoolOf(db);
    const rows: SessionDataRow[] = pool
      ? (await pool.query<SessionDataRow>(query.text, query.values)).rows
      : await db.$queryRaw<SessionDataRow[]>(query);
    if (rows.length === 0) return;
    onRows(rows.length);
    yield Buffer.from(sessionCsvLines(rows, o.timeZone));
    const last = rows[rows.length - 1]!;
    after = [last.name, last.id];
    if (rows.length < pageRows) return;
  }
}
