import { setImmediate as tick } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { ACTIVITY_KIND_LABELS } from '@trilha/shared/reports';
import type { PdfRow } from './student-logs-rows.ts';
import { fitCell, writeCells } from './pdf-cells.ts';
import { REPORT_FONT, registerReportFonts } from './pdf-fonts.ts';

// A4 landscape, in points: five columns of one line each (long values are cut with an ellipsis), so
// a row's height is fixed and a row is one text object (pdf-cells.ts: pdfkit's doc.text per cell
// was most of the time of a large report).
const PAGE = { size: 'A4', layout: 'landscape', margin: 36 } as const;
const ROW_H = 14;
const FONT_SIZE = 8;
const COLUMNS = [
  { title: 'Data/hora', width: 78 },
  { title: 'Aluno', width: 190 },
  { title: 'Disciplina', width: 150 },
  { title: 'Atividade', width: 120 },
  { title: 'Detalhe', width: 232 },
] as const;

export type PdfHeading = { title: string; company: string; filters: string[]; generatedAt: string };

// One formatter for the whole file: toLocaleString builds a new one per call (most of a large report's time).
const ONE_DECIMAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const decimal = (n: number) => ONE_DECIMAL.format(n);

/** What the Detalhe column says of a row: the item, the forum, a quiz's score. */
export function rowDetail(r: PdfRow): string {
  const parts: string[] = [];
  if (r.item_title) parts.push(r.item_title);
  if (r.forum_title) parts.push(`Fórum: ${r.forum_title}`);
  if (r.kind === 'attempt_finished') parts.push(r.score === null ? 'Nota pendente' : `Nota ${decimal(Number(r.score))}`);
  return parts.join(' · ');
}

export const rowCells = (r: PdfRow): string[] => [
  r.at,
  r.user_email ? `${r.user_name ?? ''} <${r.user_email}>` : (r.user_name ?? ''),
  r.discipline_name ?? '—',
  ACTIVITY_KIND_LABELS[r.kind],
  rowDetail(r),
];

/**
 * The student log as PDF bytes, streamed: pdfkit writes each finished page out (bufferPages off),
 * and the chunks it produced are handed on after every page of rows, so memory holds one page of
 * rows and its bytes, whatever the number of rows. `onRows` counts what was written.
 */
export async function* studentLogPdfChunks(
  heading: PdfHeading,
  pages: AsyncIterable<PdfRow[]>,
  onRows: (n: number) => void,
): AsyncGenerator<Buffer> {
  const doc = new PDFDocument({
    ...PAGE,
    bufferPages: false,
    compress: true,
    info: { Title: heading.title, Author: heading.company, Creator: 'Trilha' },
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

  const left = PAGE.margin;
  const bottom = () => doc.page.height - PAGE.margin - ROW_H;
  let pageNo = 0;
  let y = 0;
  const columnHeads = () => {
    doc.font(REPORT_FONT.bold).fontSize(FONT_SIZE);
    let x = left;
    for (const c of COLUMNS) {
      doc.text(c.title, x, y, { lineBreak: false });
      x += c.width;
    }
    y += ROW_H;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + COLUMNS.reduce((s, c) => s + c.width, 0), y - 3)
      .lineWidth(0.5)
      .stroke('#94a3b8');
    doc.font(REPORT_FONT.regular).fontSize(FONT_SIZE);
  };
  const newPage = () => {
    if (pageNo > 0) doc.addPage(PAGE);
    pageNo += 1;
    y = PAGE.margin;
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(REPORT_FONT.regular).fontSize(7).fillColor('#64748b');
    doc.text(`${heading.company} · ${heading.title} · Página ${pageNo}`, left, doc.page.height - PAGE.margin + 8, {
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
    doc.fillColor('#0f172a');
    if (pageNo === 1) {
      doc.font(REPORT_FONT.bold).fontSize(14).text(heading.title, left, y, { lineBreak: false });
      y += 20;
      doc.font(REPORT_FONT.regular).fontSize(9);
      for (const line of [...heading.filters, `Gerado em ${heading.generatedAt}`]) {
        doc.text(line, left, y, { lineBreak: false });
        y += 12;
      }
      y += 8;
    }
    columnHeads();
  };

  newPage();
  for await (const rows of pages) {
    for (const r of rows) {
      if (y > bottom()) newPage();
      let x = left;
      const cells = rowCells(r).map((text, i) => {
        const cell = { x, text: fitCell(doc, FONT_SIZE, text, COLUMNS[i]!.width - 6) };
        x += COLUMNS[i]!.width;
        return cell;
      });
      writeCells(doc, FONT_SIZE, y, cells);
      y += ROW_H;
    }
    onRows(rows.length);
    yield* drain();
  }
  doc.end();
  await ended;
  while (out.length) yield out.shift()!;
}
