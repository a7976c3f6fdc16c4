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
import { GRADE_ORDER, gradeWhere } from '@trilha/queries/grades';
import { CSV_OPTIONS, CSV_PAGE_ROWS, UTF8_BOM } from '../../csv/format.ts';

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
export const csvLines = (rows: CsvRow[]): string =>
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
 * (name, user_id, material_item_id) > the last row's. Memory stays
 * at one page whatever the size; rows written meanwhile are taken or not, never twice. Must run
 * inside runAsTenant (the tenant client). `onRows` counts what was written.
 */
export async function* gradeCsvChunks(
  db: TenantDb,
  o: { companyId: number; disciplineId: number; filters: ExportGradesQuery; pageRows?: number },
  onRows: (n: number) => void,
): AsyncGenerator<Buffer> {
  const pageRows = o.pageRows ?? CSV_PAGE_ROWS;
  yield Buffer.from(UTF8_BOM + Papa.unparse([[...GRADE_CSV_HEADER]], { ...CSV_OPTIONS, header: false }) + CSV_OPTIONS.newline);
  const where = gradeWhere(o.companyId, o.disciplineId, o.filters, null);
  let after: [string, number, number] | null = null;
  for (;;) {
    const keyset: Prisma.Sql = after
      ? Prisma.sql`AND (u.name, g.user_id, g.material_item_id) > (${after[0]}, ${after[1]}, ${after[2]})`
      : Prisma.empty;
    // Graded-at in the platform's time zone (pt-BR), as Excel reads dates: dd/mm/yyyy hh:mm.
    const query = Prisma.sql`
      SELECT g.user_id, g.material_item_id, u.name, u.email, i.title, i.type::text AS type, g.value,
             g.status::text AS status, g.comment,
             to_char(g.graded_at AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') AS graded_at
        FROM grades g
        JOIN users u ON u.id = g.user_id
        JOIN material_items i ON i.company_id = ${o.companyId} AND i.id = g.material_item_id
       WHERE ${where} ${keyset}
       ORDER BY ${GRADE_ORDER}
       LIMIT ${pageRows}`;
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
