import { Prisma, type TenantDb } from '@trilha/db';
import type { ExportLocale } from '@trilha/shared/locale';
import { SESSION_CSV_HEADERS, type SessionFilters } from '@trilha/shared/sessions';
import { sessionDataSql, sessionLearnersWhere } from '@trilha/queries/sessions';
import { copyCsvChunks, csvTextSql } from '../../csv/copy.ts';
import { csvDateTimeFormat, csvDecimalSql } from '../../csv/format.ts';

export type SessionCsvOptions = { companyId: number; filters: SessionFilters; timeZone: string; now: Date };

/**
 * The session data list's cells, formatted by PostgreSQL in the requester's language: rank, name,
 * e-mail, hours with one decimal (a comma in pt-BR and es), the streak, the last access in the
 * company's time zone; by name, the user id between namesakes (sessionDataSql, the list's SQL, with
 * no page limit).
 */
export function sessionCsvSql(o: SessionCsvOptions, locale: ExportLocale): Prisma.Sql {
  const rows = sessionDataSql({
    companyId: o.companyId,
    now: o.now,
    timeZone: o.timeZone,
    where: sessionLearnersWhere(o.companyId, o.filters, o.filters.tutor_id ?? null),
    order: Prisma.sql`u.name, u.id`,
    limit: null,
    offset: 0,
  });
  return Prisma.sql`
    SELECT s.student_rank, ${csvTextSql(Prisma.sql`s.name`)}, ${csvTextSql(Prisma.sql`s.email`)},
           ${csvDecimalSql(Prisma.sql`s.total_time / 3600.0`, locale)}, ${csvDecimalSql(Prisma.sql`s.current_week / 3600.0`, locale)},
           s.consecutive_access_days,
           to_char(s.last_access_at::timestamptz AT TIME ZONE ${o.timeZone}, ${csvDateTimeFormat(locale)})
      FROM (${rows}) s
     ORDER BY s.name, s.id`;
}

/**
 * The session data list as CSV chunks: BOM and translated header, then the rows as one `COPY …
 * TO STDOUT` (csv/copy.ts): one snapshot, so a learner studying during the export is written once.
 * Must run inside runAsTenant.
 */
export function sessionCsvChunks(
  db: TenantDb,
  o: SessionCsvOptions & { locale?: ExportLocale },
  onRows: (n: number) => void,
): AsyncGenerator<Buffer> {
  const locale = o.locale ?? 'pt-BR';
  return copyCsvChunks(db, { header: SESSION_CSV_HEADERS[locale], query: sessionCsvSql(o, locale) }, onRows);
}
