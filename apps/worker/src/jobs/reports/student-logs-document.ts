import { setImmediate as tick } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import type { StudentLogPdfText } from '@trilha/shared/reports';
import type { PdfRow, PdfSummary } from './student-logs-rows.ts';
import { fitCell, writeCells } from './pdf-cells.ts';
import { REPORT_FONT, registerReportFonts } from './pdf-fonts.ts';

// A4 landscape, in points. The first page opens with the company's band (its colour, its logo when
// it has one, its name and the report's title) and the summary (who, the period, the disciplines,
// how many rows, the time zone, when it was made); every page has the column heads and a footer
// "Página X de Y". Rows are one line each (long values are cut with an ellipsis), so a row's height
// is fixed, a page holds a known number of rows and the number of pages is known before the first
// is written (from the count read in the rows' own snapshot): pdfkit streams each page out as it
// goes (bufferPages off), so nothing is written back.
const PAGE = { size: 'A4', layout: 'landscape', margin: 36 } as const;
const WIDTH = 841.89;
const HEIGHT = 595.28;
const M = PAGE.margin;
const ROW_H = 14;
const FONT_SIZE = 8;
const BAND_H = 72;
const HEAD_H = 18;
/** Where the column heads start: under the band and summary on page 1, under a running line after. */
const FIRST_TABLE_Y = 150;
const NEXT_TABLE_Y = 54;
const ROWS_BOTTOM = HEIGHT - M - 6;
export const FIRST_PAGE_ROWS = Math.floor((ROWS_BOTTOM - FIRST_TABLE_Y - HEAD_H) / ROW_H);
export const NEXT_PAGE_ROWS = Math.floor((ROWS_BOTTOM - NEXT_TABLE_Y - HEAD_H) / ROW_H);

/** The screen's columns, in its order (apps/web/src/features/reports/ReportsPage.tsx). */
const COLUMNS = [
  { key: 'when', width: 78 },
  { key: 'student', width: 200 },
  { key: 'activity', width: 120 },
  { key: 'discipline', width: 150 },
  { key: 'detail', width: 221 },
] as const;

/** How many pages `rows` rows take (at least one: the heading). */
export const pageCount = (rows: number): number =>
  rows <= FIRST_PAGE_ROWS ? 1 : 1 + Math.ceil((rows - FIRST_PAGE_ROWS) / NEXT_PAGE_ROWS);

export type PdfHeading = {
  text: StudentLogPdfText;
  company: string;
  summary: PdfSummary;
  /** The name or e-mail searched for, when the rows are not one learner's. */
  search: string | null;
  timeZone: string;
  generatedAt: string;
  /** The company's colour (#rrggbb) and logo (PNG or JPEG bytes), from the host's branding. */
  brand: { color: string; logo: Buffer | null };
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** "America/Sao_Paulo (UTC−03:00)": the zone's name and its offset at `at`. */
export function zoneLabel(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = !part || part === 'GMT' ? 'UTC' : part.replace('GMT', 'UTC').replace('-', '−');
  return `${timeZone} (${offset})`;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
/** The band's text colour: white on a dark brand colour, near-black on a light one. */
const onColor = (hex: string) => {
  const [r, g, b] = rgb(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 ? '#0f172a' : '#ffffff';
};
/** The brand colour mixed with white (`share` of the colour), for the column heads' background. */
const tint = (hex: string, share: number) =>
  '#' +
  rgb(hex)
    .map((c) =>
      Math.round((c * share + (1 - share)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const n2 = (v: number) => (Math.round(v * 100) / 100).toString();

export function rowCells(r: PdfRow, text: StudentLogPdfText, decimal: Intl.NumberFormat): string[] {
  const detail: string[] = [];
  if (r.item_title) detail.push(r.item_title);
  if (r.forum_title) detail.push(fill(text.forum, { title: r.forum_title }));
  if (r.kind === 'attempt_finished')
    detail.push(r.score === null ? text.scorePending : fill(text.score, { value: decimal.format(Number(r.score)) }));
  return [
    r.at,
    r.user_email ? `${r.user_name ?? ''} <${r.user_email}>` : (r.user_name ?? ''),
    text.kinds[r.kind],
    r.discipline_name ?? '—',
    detail.join(' · ') || '—',
  ];
}

/**
 * The student log as PDF bytes, streamed: pdfkit writes each finished page out (bufferPages off),
 * and the chunks it produced are handed on after every page of rows, so memory holds one page of
 * rows and its bytes, whatever the number of rows. `onRows` counts what was written.
 */
export async function* studentLogPdfChunks(
  h: PdfHeading,
  pages: AsyncIterable<PdfRow[]>,
  onRows: (n: number) => void,
): AsyncGenerator<Buffer> {
  const t = h.text;
  const total = pageCount(h.summary.rows);
  const who = h.summary.learner
    ? `${h.summary.learner.name} <${h.summary.learner.email}>`
    : fill(t.studentsMany, { count: h.summary.learners.toLocaleString(t.intl) });
  const doc = new PDFDocument({
    ...PAGE,
    bufferPages: false,
    compress: true,
    info: { Title: `${t.title} · ${h.summary.learner?.name ?? who}`, Author: h.company, Creator: 'Trilha' },
  });
  registerReportFonts(doc);
  const out: Buffer[] = [];
  doc.on('data', (b: Buffer) => out.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const drain = async function* () {
    await tick(); // the document's stream hands its buffered chunks over on the next turn
    while (out.length) yield out.shift()!;
  };
  const decimal = new Intl.NumberFormat(t.intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const color = /^#[0-9a-f]{6}$/i.test(h.brand.color) ? h.brand.color : '#ea580c';
  const tableWidth = COLUMNS.reduce((s, c) => s + c.width, 0);

  /** Text that may sit in the bottom margin without pdfkit starting a page for it. */
  const at = (s: string, x: number, y: number, o: PDFKit.Mixins.TextOptions = {}) => {
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(s, x, y, { lineBreak: false, ...o });
    doc.page.margins.bottom = margin;
  };

  const band = () => {
    doc.save().rect(0, 0, WIDTH, BAND_H).fill(color).restore();
    let x = M;
    if (h.brand.logo) {
      doc.save().roundedRect(M, 12, 48, 48, 6).fill('#ffffff').restore();
      try {
        doc.image(h.brand.logo, M + 4, 16, { fit: [40, 40], align: 'center', valign: 'center' });
        x = M + 60;
      } catch {
        x = M + 60; // not an image pdfkit reads: the white mark stays, the name follows it
      }
    }
    const ink = onColor(color);
    doc.fillColor(ink).font(REPORT_FONT.bold).fontSize(16);
    at(fitCell(doc, 16, h.company, WIDTH - x - M), x, 18);
    doc.font(REPORT_FONT.regular).fontSize(10);
    at(fitCell(doc, 10, t.title, WIDTH - x - M), x, 42);
  };

  const summary = () => {
    const line = (label: string, value: string, x: number, y: number, width: number) => {
      doc.font(REPORT_FONT.bold).fontSize(9).fillColor('#475569');
      at(`${label}:`, x, y);
      const lw = doc.widthOfString(`${label}: `);
      doc.font(REPORT_FONT.regular).fillColor('#0f172a');
      at(fitCell(doc, 9, value, width - lw), x + lw, y);
    };
    const s = h.summary;
    const left: [string, string][] = [
      s.learner ? [t.student, who] : [t.students, who],
      [t.period, `${s.from ?? t.periodOpen} – ${s.to ?? '…'}`],
    ];
    if (!s.learner && h.search) left.push([t.search, h.search]);
    if (s.disciplines.length) left.push([t.disciplines, s.disciplines.join(', ')]);
    left.slice(0, 4).forEach(([l, v], i) => line(l, v, M, BAND_H + 16 + i * 14, 470));
    doc.font(REPORT_FONT.regular).fontSize(9).fillColor('#0f172a');
    const right = [
      fill(t.rows, { count: s.rows.toLocaleString(t.intl) }),
      fill(t.timeZone, { zone: zoneLabel(h.timeZone, new Date()) }),
      fill(t.generatedAt, { at: h.generatedAt }),
    ];
    right.forEach((v, i) => at(v, WIDTH - M - 250, BAND_H + 16 + i * 14, { width: 250, align: 'right' }));
  };

  const heads = (y: number) => {
    doc.save().rect(M, y, tableWidth, HEAD_H).fill(tint(color, 0.14)).restore();
    doc.font(REPORT_FONT.bold).fontSize(FONT_SIZE).fillColor('#0f172a');
    let x = M;
    for (const c of COLUMNS) {
      at(t.columns[c.key], x + 3, y + 5);
      x += c.width;
    }
    doc.font(REPORT_FONT.regular).fontSize(FONT_SIZE).fillColor('#0f172a');
    return y + HEAD_H;
  };

  let pageNo = 0;
  let y = 0;
  let left = 0;
  const newPage = () => {
    if (pageNo > 0) {
      const previous = doc.page as unknown as { dictionary: { data: object } };
      doc.addPage(PAGE); // writes the previous page out (bufferPages off)
      // The page tree keeps every page's dictionary until the end, and with it the page's content
      // and resources objects, though they are written: ~1 KB a page, 3 MB of a 100,000-row report.
      // Only its reference ("id 0 R") is read again.
      previous.dictionary.data = {};
    }
    pageNo += 1;
    if (pageNo === 1) {
      band();
      summary();
      y = heads(FIRST_TABLE_Y);
      left = FIRST_PAGE_ROWS;
    } else {
      doc.font(REPORT_FONT.regular).fontSize(8).fillColor('#64748b');
      at(fitCell(doc, 8, `${h.company} · ${t.title} · ${who}`, tableWidth), M, M);
      y = heads(NEXT_TABLE_Y);
      left = NEXT_PAGE_ROWS;
    }
    // Footer: a rule in the brand colour, the company and title, "Página X de Y".
    doc
      .save()
      .moveTo(M, HEIGHT - M + 2)
      .lineTo(M + tableWidth, HEIGHT - M + 2)
      .lineWidth(0.75)
      .stroke(color)
      .restore();
    doc.font(REPORT_FONT.regular).fontSize(7).fillColor('#64748b');
    at(`${h.company} · ${t.title}`, M, HEIGHT - M + 8);
    at(fill(t.page, { page: pageNo, pages: total }), M + tableWidth - 150, HEIGHT - M + 8, { width: 150, align: 'right' });
    doc.font(REPORT_FONT.regular).fontSize(FONT_SIZE).fillColor('#0f172a');
  };

  newPage();
  let index = 0;
  for await (const rows of pages) {
    for (const r of rows) {
      if (left === 0) newPage();
      // Every other row on a light band: one rectangle in raw operators (pdfkit's rect/fill per row
      // costs its graphics-state bookkeeping), in the page's top-left space.
      if (index % 2 === 1) doc.addContent(`q 0.973 0.98 0.988 rg ${n2(M)} ${n2(y)} ${n2(tableWidth)} ${ROW_H} re f Q`);
      let x = M;
      const cells = rowCells(r, t, decimal).map((text, i) => {
        const cell = { x: x + 3, text: fitCell(doc, FONT_SIZE, text, COLUMNS[i]!.width - 6) };
        x += COLUMNS[i]!.width;
        return cell;
      });
      writeCells(doc, FONT_SIZE, y + 3, cells);
      y += ROW_H;
      left -= 1;
      index += 1;
    }
    onRows(rows.length);
    yield* drain();
  }
  doc.end();
  await ended;
  while (out.length) yield out.shift()!;
}
