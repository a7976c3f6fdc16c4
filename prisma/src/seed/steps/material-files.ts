// Real bytes behind the demo's material files: every pdf, docx, txt and audio item of the catalogue
// gets a generated file written to the API's storage (STORAGE_DIR, local-disk layout) under a
// private key `private/c<companyId>/<kind>/<uuid>.<ext>`, and its File row is pointed at it, so the
// demo's items open, download and play. SCORM packages are the SCORM step's.
import { createHash, randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { strToU8, zipSync } from 'fflate';
import type { SeedContext, SeedStep } from '../context.ts';

/** A one-page PDF with the item's title and text (pdfkit, standard Helvetica: no font files). */
function pdf(title: string, text: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Trilha' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => done(Buffer.concat(chunks)));
    doc.on('error', fail);
    doc.fontSize(22).text(title).moveDown();
    doc.fontSize(12).text(text, { align: 'justify' });
    doc.end();
  });
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Word document (the three parts a .docx needs), with a heading and a paragraph. */
function docx(title: string, text: string): Buffer {
  const p = (t: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xml(t)}</w:t></w:r></w:p>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${p(title, true)}${text
          .split('\n')
          .map((line) => p(line))
          .join('')}</w:body></w:document>`,
      ),
    }),
  );
}

/** Two seconds of a soft 440 Hz tone, fading in and out: 16-bit PCM WAV, 16 kHz mono (~64 KB). */
function wav(seconds = 2, rate = 16_000): Buffer {
  const n = seconds * rate;
  const data = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) {
    const fade = Math.min(1, i / (rate * 0.2), (n - i) / (rate * 0.2));
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 6000 * fade), i * 2);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'arquivo';

/** The iframe kind as the API stores it: rebuilt by its sanitiser (apps/api/src/domains/materials/kinds/iframe.ts). */
const DEMO_IFRAME =
  '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" title="Vídeo" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-forms" allow="fullscreen; encrypted-media; picture-in-picture" allowfullscreen></iframe>';

async function seedFiles(ctx: SeedContext, companyId: number): Promise<void> {
  const items = await ctx.tx.materialItem.findMany({
    where: { companyId, type: { in: ['file', 'audio'] }, fileId: { not: null } },
    select: {
      id: true,
      title: true,
      type: true,
      fileType: true,
      description: true,
      fileId: true,
      discipline: { select: { name: true } },
    },
    orderBy: { id: 'asc' },
  });
  for (const item of items) {
    const text =
      item.description ??
      `Material de apoio da disciplina ${item.discipline.name}. Leia com atenção e anote suas dúvidas para o fórum da disciplina.`;
    let kind: 'file' | 'audio';
    let ext: string;
    let mimeType: string;
    let bytes: Buffer;
    if (item.type === 'audio') {
      [kind, ext, mimeType, bytes] = ['audio', 'wav', 'audio/wav', wav()];
    } else if (item.fileType === 'docx') {
      [kind, ext, mimeType, bytes] = [
        'file',
        'docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        docx(item.title, text),
      ];
    } else if (item.fileType === 'txt') {
      [kind, ext, mimeType, bytes] = [
        'file',
        'txt',
        'text/plain; charset=utf-8',
        Buffer.from(`${item.title}\n\n${text}\n`, 'utf8'),
      ];
    } else {
      [kind, ext, mimeType, bytes] = ['file', 'pdf', 'application/pdf', await pdf(item.title, text)];
    }
    const key = `private/c${companyId}/${kind}/${randomUUID()}.${ext}`;
    await ctx.writeObject(key, bytes, mimeType);
    await ctx.tx.file.update({
      where: { companyId_id: { companyId, id: item.fileId! } },
      data: {
        storageKey: key,
        originalName: `${slug(item.title)}.${ext}`,
        mimeType,
        size: bytes.length,
        checksum: createHash('sha256').update(bytes).digest('hex'),
      },
    });
  }
  await ctx.tx.materialItem.updateMany({ where: { companyId, type: 'iframe' }, data: { iframeCode: DEMO_IFRAME } });
}

export const materialFiles: SeedStep = {
  name: 'material-files',
  after: ['catalogue'],
  async run(ctx) {
    await seedFiles(ctx, ctx.get('demoCompanyId'));
    if (ctx.withAcme) await seedFiles(ctx, ctx.get('acmeCompanyId'));
  },
};
