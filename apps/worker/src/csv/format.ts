/**
 * How every CSV export of the worker is written (grades, study sessions): one place, so the files
 * open the same way in a spreadsheet.
 */
import { Prisma } from '@trilha/db';
import type { ExportLocale } from '@trilha/shared/locale';

/** Excel opens a UTF-8 file as UTF-8 only with the byte-order mark. */
export const UTF8_BOM = '\uFEFF';
/**
 * pt-BR Excel reads `;` as the list separator (`,` is the decimal mark: "7,5"); the same `;` in
 * every language, so a file is read one way. Any cell starting with = + - @ tab or CR is prefixed
 * with ' so that no spreadsheet runs it as a formula (csv/copy.ts csvTextSql for the rows; the
 * header through papaparse with the same rule).
 */
export const CSV_OPTIONS = { delimiter: ';', newline: '\r\n', escapeFormulae: /^[=+\-@\t\r]/ } as const;

/** A number with one decimal, rounded half away from zero: "7,5" (pt-BR, es), "7.5" (en). */
export const csvDecimalSql = (col: Prisma.Sql, locale: ExportLocale): Prisma.Sql =>
  locale === 'en'
    ? Prisma.sql`round((${col})::numeric, 1)::text`
    : Prisma.sql`replace(round((${col})::numeric, 1)::text, '.', ',')`;

/** to_char pattern of a date and time: dd/mm/yyyy hh:mm (pt-BR, es, as Excel reads them), yyyy-mm-dd hh:mm (en, unambiguous). */
export const csvDateTimeFormat = (locale: ExportLocale): string =>
  locale === 'en' ? 'YYYY-MM-DD HH24:MI' : 'DD/MM/YYYY HH24:MI';
