import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import type { Db, MaterialItemType } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

/** A material of a discipline, at the end of its list unless a position is given. */
export async function createMaterial(
  db: Db,
  tenant: TestTenant,
  disciplineId: number,
  o: { name?: string; position?: number } = {},
) {
  return db.material.create({
    data: { companyId: tenant.company.id, disciplineId, name: o.name ?? `Material ${uid()}`, position: o.position ?? 0 },
  });
}

/** An item of a material (type task with a statement unless told), without files. */
export async function createMaterialItem(
  db: Db,
  tenant: TestTenant,
  materialId: number,
  o: {
    type?: MaterialItemType;
    title?: string;
    visible?: boolean;
    position?: number;
    description?: string;
    url?: string;
    fileId?: number;
  } = {},
) {
  const material = await db.material.findFirstOrThrow({ where: { id: materialId } });
  return db.materialItem.create({
    data: {
      companyId: tenant.company.id,
      materialId,
      disciplineId: material.disciplineId,
      title: o.title ?? `Item ${uid()}`,
      type: o.type ?? 'task',
      description: o.description ?? 'Leia o capítulo 1.',
      url: o.url ?? null,
      fileType: o.type === 'file' ? 'pdf' : null,
      fileId: o.fileId ?? null,
      visible: o.visible ?? true,
      position: o.position ?? 0,
    },
  });
}

/** A File row for an object already stored under `storageKey` (the test writes the bytes). */
export async function createStoredFile(
  db: Db,
  tenant: TestTenant,
  o: { storageKey: string; size: number; mimeType?: string; originalName?: string },
) {
  return db.file.create({
    data: {
      companyId: tenant.company.id,
      storageKey: o.storageKey,
      size: o.size,
      mimeType: o.mimeType ?? 'application/pdf',
      originalName: o.originalName ?? 'apostila.pdf',
    },
  });
}

export const materialFactories = { material: createMaterial, materialItem: createMaterialItem, storedFile: createStoredFile };

// Real files of each accepted type, small, for upload tests.

/** A one-page PDF (the smallest valid structure; viewers open it). */
export function samplePdf(text = 'Trilha'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 50 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 50 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A minimal DOCX (Word opens it; mammoth converts it). */
export function sampleDocx(text = 'Trilha'): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  );
}

/** A short silent WAV (PCM 8 kHz mono). */
export function sampleWav(samples = 800): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + samples * 2, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(8000, 24);
  h.writeUInt32LE(16000, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([h, Buffer.alloc(samples * 2)]);
}

/** The smallest SCORM 1.2 package the upload accepts: a manifest naming one SCO page, and that page. */
export const sampleZip = (): Buffer =>
  Buffer.from(
    zipSync({
      'imsmanifest.xml': strToU8(
        '<manifest><metadata><schemaversion>1.2</schemaversion></metadata><organizations default="o"><organization identifier="o"><item identifier="i" identifierref="r"/></organization></organizations><resources><resource identifier="r" scormtype="sco" href="index.html"/></resources></manifest>',
      ),
      'index.html': strToU8('<p>Aula</p>'),
    }),
  );

/** Every stored object under a storage directory (temporary `.part` files included). */
export async function storedFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(p.slice(dir.length + 1));
    }
  };
  await walk(dir);
  return out.sort();
}
