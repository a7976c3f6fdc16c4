import Papa from 'papaparse';
import { Prisma, tenantPoolOf, type TenantDb } from '@trilha/db';
import { SESSION_CSV_HEADER, type SessionFilters } from '@trilha/shared/sessions';
import { sessionDataSql, sessionLearnersWhere, type SessionDataRow } from '@trilha/queries/sessions';
import { CSV_OPTIONS, CSV_PAGE_ROWS, UTF8_BOM } from '../../csv/format.ts';

/** Seconds as hours with a decimal comma (pt-BR Excel): 5400 → "1,5". */
const hours = (seconds: number) => (seconds / 3600).toFixed(1).replace('.', ',');
/** dd/mm/yyyy hh:mm in the company's time zone, as Excel reads dates. */
const localDateTime = (iso: string | null, timeZone: string) =>
  iso
    ? new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'short' })
        .format(new Date(iso))
        .replace(',', '')
    : '';

export const sessionCsvLines = (rows: SessionDataRow[], timeZone: string): string =>
  Papa.unparse(
    rows.map((r) => [
      r.student_rank,
      r.name,
      r.email,
      hours(r.total_time),
      hours(r.current_week),
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
export async function* sessionCsvChunks(
  db: TenantDb,
  o: { companyId: number; filters: SessionFilters; timeZone: string; now: Date; pageRows?: number },
  onRows: (n: number) => void,
): AsyncGenerator<Buffer> {
  const pageRows = o.pageRows ?? CSV_PAGE_ROWS;
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
