import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
/**
 * The parts of a pdfkit font a row writer needs: its resource id, its metrics and its encoder
 * (`encode` gives the glyph codes as hex: a byte each for a standard font, a subset glyph id each
 * for an embedded one, which it also adds to the subset and its ToUnicode map).
 */
type PdfFont = {
  id: string;
  ascender: number;
  ref(): unknown;
  widthOfString(text: string, size: number): number;
  encode(text: string): [string[], unknown];
};

const n = (v: number) => (Math.round(v * 100) / 100).toString();

/**
 * Writes one line of cells (text at x, y from the top-left, as doc.text places it) in the current
 * font and size, as one text object. pdfkit's doc.text costs ~60 µs a call (options, line
 * wrapper, graphics state per call): 50,000 cells of a 10,000-row report were seconds of CPU. This
 * writes the same operators (the page's flipped space turned back, `Tm` per cell, the font's glyph
 * codes in `Tj`) in one content write per row. Cells must already fit their width (fitCell).
 */
export function writeCells(doc: Doc, size: number, y: number, cells: readonly { x: number; text: string }[]): void {
  const d = doc as unknown as { _font: PdfFont; page: { height: number; fonts: Record<string, unknown> } };
  const font = d._font;
  if (d.page.fonts[font.id] == null) d.page.fonts[font.id] = font.ref();
  const baseline = d.page.height - y - (font.ascender / 1000) * size;
  let ops = `q\n1 0 0 -1 0 ${n(d.page.height)} cm\nBT\n/${font.id} ${n(size)} Tf\n`;
  for (const c of cells) {
    if (!c.text) continue;
    ops += `1 0 0 1 ${n(c.x)} ${n(baseline)} Tm\n<${encoded(font, c.text)}> Tj\n`;
  }
  doc.addContent(`${ops}ET\nQ`);
}

/**
 * A text's glyph codes, a character at a time, remembered per font: an embedded font's encode runs
 * its shaping layout on every call (and caches each distinct word: every e-mail of a large report),
 * while a report's cells draw from a few hundred characters. Table cells need no shaping beyond
 * one glyph per character.
 */
const charCodes = new WeakMap<object, Map<string, string>>();

function encoded(font: PdfFont, text: string): string {
  let codes = charCodes.get(font);
  if (!codes) charCodes.set(font, (codes = new Map()));
  let hex = '';
  for (const ch of text) {
    let code = codes.get(ch);
    if (code === undefined) codes.set(ch, (code = font.encode(ch)[0].join('')));
    hex += code;
  }
  return hex;
}

/**
 * Widths of single characters of a font at size 1000, remembered: measuring every cell with the
 * font's own widthOfString (glyph lookup and kerning per call, ~13 µs for a name) was half the time
 * of a large report. Kerning is left out, so cells keep a small margin (fitCell).
 */
const charWidths = new WeakMap<object, Map<string, number>>();

function widthOf(font: PdfFont, text: string, size: number): number {
  let widths = charWidths.get(font);
  if (!widths) charWidths.set(font, (widths = new Map()));
  let w = 0;
  for (const ch of text) {
    let cw = widths.get(ch);
    if (cw === undefined) widths.set(ch, (cw = font.widthOfString(ch, 1000)));
    w += cw;
  }
  return (w * size) / 1000;
}

/** What a cell keeps clear of its neighbour: kerning is not counted, and letters should not touch. */
const CELL_MARGIN = 2;

/** `text` on one line, cut to `width` points in the current font with an ellipsis when it had to be cut. */
export function fitCell(doc: Doc, size: number, text: string, width: number): string {
  const font = (doc as unknown as { _font: PdfFont })._font;
  const clean = text.replace(/\s+/g, ' ').trim();
  const room = width - CELL_MARGIN;
  if (widthOf(font, clean, size) <= room) return clean;
  const limit = room - widthOf(font, '…', size);
  let used = 0;
  let end = 0;
  for (const ch of clean) {
    const w = widthOf(font, ch, size);
    if (used + w > limit) break;
    used += w;
    end += ch.length;
  }
  return `${clean.slice(0, end).trimEnd()}…`;
}
