import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

/**
 * The report's typeface: DejaVu Sans Condensed (npm `dejavu-fonts-ttf`, the Bitstream Vera / DejaVu licence,
 * which allows redistribution and embedding), embedded as a subset. pdfkit's standard Helvetica is
 * WinAnsi only: a learner named in Greek or Cyrillic, an item title with an arrow or a check mark,
 * came out as wrong glyphs. DejaVu covers Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and
 * most symbols; what it lacks (CJK, colour emoji) is drawn as its missing-glyph box.
 *
 * The files are read once per process (≈1.4 MB, kept): each document parses and subsets them.
 * Resolved as package files, not imported: the production build keeps the package by name
 * (scripts/build-prod.ts FILE_PACKAGES).
 */
const require = createRequire(import.meta.url);
const file = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

let fonts: { regular: Buffer; bold: Buffer } | undefined;
const load = () =>
  (fonts ??= {
    regular: readFileSync(file('DejaVuSansCondensed.ttf')),
    bold: readFileSync(file('DejaVuSansCondensed-Bold.ttf')),
  });

/** The names the document's text is set in, after registerReportFonts. */
export const REPORT_FONT = { regular: 'Report', bold: 'Report-Bold' } as const;

export function registerReportFonts(doc: InstanceType<typeof PDFDocument>): void {
  const { regular, bold } = load();
  doc.registerFont(REPORT_FONT.regular, regular);
  doc.registerFont(REPORT_FONT.bold, bold);
}
