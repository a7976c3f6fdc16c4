import { Prisma, type TenantDb } from '@trilha/db';
import { GRADE_CSV_TEXT, type ExportGradesQuery } from '@trilha/shared/grades';
import type { ExportLocale } from '@trilha/shared/locale';
import { GRADE_ORDER, GRADE_USER_JOIN, gradeWhere } from '@trilha/queries/grades';
import { copyCsvChunks, csvTextSql, labelSql } from '../../csv/copy.ts';
import { csvDateTimeFormat, csvDecimalSql } from '../../csv/format.ts';

export type GradeCsvOptions = { companyId: number; disciplineId: number; filters: ExportGradesQuery };

/**
 * The grades the CSV holds, unformatted, in the list's order (GRADE_ORDER: student name, user id,
 * item): the student by key (GRADE_USER_JOIN, as the gradebook: a plain join let the planner hash
 * the whole users table, every tenant's), the item within the discipline. Also the bench's floor
 * (bench/grades-csv.bench.ts copies these very rows, unformatted).
 */
export const gradeCsvRowsSql = (o: GradeCsvOptions): Prisma.Sql => Prisma.sql`
  SELECT g.user_id, g.material_item_id, u.name, u.email, i.title, i.type, g.value, g.status, g.comment, g.graded_at
    FROM grades g
    ${GRADE_USER_JOIN}
    JOIN material_items i ON i.company_id = ${o.companyId} AND i.discipline_id = ${o.disciplineId} AND i.id = g.material_item_id
   WHERE ${gradeWhere(o.companyId, o.disciplineId, o.filters, null)}
   ORDER BY ${GRADE_ORDER}`;

/**
 * The cells of the grades CSV, formatted by PostgreSQL in the requester's language: type and
 * status labels, the grade with one decimal (a comma in pt-BR and es), graded-at in the platform's
 * time zone (America/Sao_Paulo, as before), the formula guard on free text.
 */
export function gradeCsvSql(o: GradeCsvOptions, locale: ExportLocale): Prisma.Sql {
  const t = GRADE_CSV_TEXT[locale];
  return Prisma.sql`
    SELECT ${csvTextSql(Prisma.sql`r.name`)}, ${csvTextSql(Prisma.sql`r.email`)}, ${csvTextSql(Prisma.sql`r.title`)},
           ${labelSql(Prisma.sql`r.type::text`, t.type)},
           ${csvDecimalSql(Prisma.sql`r.value`, locale)},
           ${labelSql(Prisma.sql`r.status::text`, t.status)},
           ${csvTextSql(Prisma.sql`r.comment`)},
           to_char(r.graded_at AT TIME ZONE 'America/Sao_Paulo', ${csvDateTimeFormat(locale)})
      FROM (${gradeCsvRowsSql(o)}) r`;
}

/**
 * The CSV of a discipline's grades as chunks: BOM and translated header, then the rows as one
 * `COPY … TO STDOUT` (csv/copy.ts). Memory holds a socket chunk at a time, whatever the size.
 * Must run inside runAsTenant (the tenant client's pool binds the tenant). `onRows` counts rows.
 */
export function gradeCsvChunks(
  db: TenantDb,
  o: GradeCsvOptions & { locale?: ExportLocale },
  onRows: (n: number) => void,
): AsyncGenerator<Buffer> {
  const locale = o.locale ?? 'pt-BR';
  return copyCsvChunks(db, { header: GRADE_CSV_TEXT[locale].header, query: gradeCsvSql(o, locale) }, onRows);
}
