// The zip directory check that docx uploads and question imports run on the bytes as they stream
// past (apps/api/src/storage/zip-directory.ts, yauzl over the kept tail). The upload routes' refusals are tested with them.
import { describe, expect, it } from 'vitest';
import { ZipDirectoryCheck, zipDirectoryOf } from '../../apps/api/src/storage/zip-directory.ts';
import { sampleDocx } from '../support/factories/materials.ts';
import { buildZip } from '../support/zip-builder.ts';

const streamed = (bytes: Buffer, chunk: number) => {
  const check = new ZipDirectoryCheck();
  for (let i = 0; i < bytes.length; i += chunk) check.push(bytes.subarray(i, i + chunk));
  return check.result();
};

/** The same zip with ZIP64 end records (as some writers add even to small files). */
function withZip64End(zip: Buffer): Buffer {
  const end = zip.length - 22;
  const entries = zip.readUInt16LE(end + 10);
  const cdSize = zip.readUInt32LE(end + 12);
  const cdOffset = zip.readUInt32LE(end + 16);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(entries), 24);
  record.writeBigUInt64LE(BigInt(entries), 32);
  record.writeBigUInt64LE(BigInt(cdSize), 40);
  record.writeBigUInt64LE(BigInt(cdOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(end), 8);
  locator.writeUInt32LE(1, 16);
  const eocd = Buffer.from(zip.subarray(end));
  eocd.writeUInt16LE(0xffff, 8);
  eocd.writeUInt16LE(0xffff, 10);
  eocd.writeUInt32LE(0xffffffff, 12);
  eocd.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([zip.subarray(0, end), record, locator, eocd]);
}

/** The same one-entry zip with its local header offset moved to a ZIP64 extra field. */
function withZip64Offset(zip: Buffer): Buffer {
  const end = zip.length - 22;
  const cdOffset = zip.readUInt32LE(end + 16);
  const central = zip.subarray(cdOffset, end);
  const nameLength = central.readUInt16LE(28);
  const offset = central.readUInt32LE(42);
  const extra = Buffer.alloc(12);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8, 2);
  extra.writeBigUInt64LE(BigInt(offset), 4);
  const head = Buffer.from(central.subarray(0, 46));
  head.writeUInt16LE(extra.length, 30);
  head.writeUInt32LE(0xffffffff, 42);
  const newCentral = Buffer.concat([head, central.subarray(46, 46 + nameLength), extra]);
  const eocd = Buffer.from(zip.subarray(end));
  eocd.writeUInt32LE(newCentral.length, 12);
  return Buffer.concat([zip.subarray(0, cdOffset), newCentral, eocd]);
}

describe('ZipDirectoryCheck', () => {
  const zip = buildZip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: '<w:document/>'.repeat(50) },
    { name: 'word/media/PK\u0003\u0004.bin', data: Buffer.from('PK\u0003\u0004 inside the data', 'latin1'), store: true },
  ]);

  it('reads the names of a whole zip, in any chunking', async () => {
    for (const chunk of [1, 3, 7, 64, zip.length]) {
      const r = await streamed(zip, chunk);
      expect(r.ok && [...r.names]).toEqual(['[Content_Types].xml', 'word/document.xml', 'word/media/PK\u0003\u0004.bin']);
    }
    expect(await zipDirectoryOf(sampleDocx())).toMatchObject({ ok: true });
  });

  it('refuses every zip cut short, at any length', async () => {
    for (let n = 0; n < zip.length; n++) expect(await zipDirectoryOf(zip.subarray(0, n)), `cut at ${n}`).toEqual({ ok: false });
  });

  it('accepts an archive comment, refuses bytes after it and a directory that points elsewhere', async () => {
    const commented = Buffer.from(zip);
    commented.writeUInt16LE(5, commented.length - 2);
    expect(await zipDirectoryOf(Buffer.concat([commented, Buffer.from('olá!', 'utf8')]))).toMatchObject({ ok: true });
    expect(await zipDirectoryOf(Buffer.concat([zip, Buffer.from('lixo')]))).toEqual({ ok: false });
    const shifted = Buffer.from(zip);
    shifted.writeUInt32LE(shifted.readUInt32LE(shifted.length - 6) - 1, shifted.length - 6);
    expect(await zipDirectoryOf(shifted)).toEqual({ ok: false });
    // An entry whose local header is not where the directory says.
    const cd = zip.readUInt32LE(zip.length - 6);
    const moved = Buffer.from(zip);
    moved.writeUInt32LE(3, cd + 42);
    expect(await zipDirectoryOf(moved)).toEqual({ ok: false });
  });

  it('reads ZIP64 end records and offsets', async () => {
    expect(await zipDirectoryOf(withZip64End(zip))).toMatchObject({ ok: true });
    const one = buildZip([{ name: 'word/document.xml', data: '<w:document/>' }]);
    const r = await zipDirectoryOf(withZip64Offset(one));
    expect(r.ok && [...r.names]).toEqual(['word/document.xml']);
    const big = withZip64End(zip);
    expect(await zipDirectoryOf(big.subarray(0, big.length - 1))).toEqual({ ok: false });
  });

  it('keeps only the tail of a long stream', async () => {
    const large = buildZip([
      { name: 'word/document.xml', data: '<w:document/>' },
      { name: 'big.bin', data: Buffer.from(Array.from({ length: 3_000_000 }, (_, i) => (i * 7919) % 251)), store: true },
    ]);
    const check = new ZipDirectoryCheck();
    for (let i = 0; i < large.length; i += 65_536) check.push(large.subarray(i, i + 65_536));
    expect(await check.result()).toMatchObject({ ok: true });
    expect((check as unknown as { kept: number }).kept).toBeLessThan(1_300_000);
  });

  it('refuses a directory claiming more entries than allowed, and one too large to keep', async () => {
    // ZIP64 end records whose entry count says 70,000 (over 65,535), the directory unchanged.
    const claimed = withZip64End(zip);
    const record = claimed.length - 22 - 20 - 56;
    claimed.writeBigUInt64LE(70_000n, record + 24);
    claimed.writeBigUInt64LE(70_000n, record + 32);
    expect(await zipDirectoryOf(claimed)).toEqual({ ok: false });
    // 25,000 entries: a directory over 1 MB, beyond the kept tail.
    const many = buildZip(Array.from({ length: 25_000 }, (_, i) => ({ name: `f${i}.txt`, data: '', store: true })));
    expect(await zipDirectoryOf(many)).toEqual({ ok: false });
    const fewer = buildZip(Array.from({ length: 2_000 }, (_, i) => ({ name: `f${i}.txt`, data: '', store: true })));
    expect(await zipDirectoryOf(fewer)).toMatchObject({ ok: true });
  });
});
