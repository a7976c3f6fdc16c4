/**
 * How every CSV export of the worker is written (grades, study sessions): one place, so the files
 * open the same way in a pt-BR spreadsheet.
 */

/** Rows read per statement: the only rows in memory at once (with their one CSV chunk). */
export const CSV_PAGE_ROWS = 1000;
/** Excel opens a UTF-8 file as UTF-8 only with the byte-order mark. */
export const UTF8_BOM = '\uFEFF';
/**
 * pt-BR Excel reads `;` as the list separator (`,` is the decimal mark: "7,5"). Any cell starting
 * with = + - @ tab or CR is prefixed with ' so that no spreadsheet runs it as a formula; papaparse's
 * own pattern (`^[=+\-@\t\r].*$`) misses a cell with a line break after the sign, hence ours.
 */
export const CSV_OPTIONS = { delimiter: ';', newline: '\r\n', escapeFormulae: /^[=+\-@\t\r]/ } as const;
