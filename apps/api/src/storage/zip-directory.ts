/**
 * Whether a zip is whole, judged from its bytes as they stream past (docx uploads, question
 * imports): the end-of-central-directory record at the end, the central directory it points at,
 * and each entry of that directory starting at a local header inside the file, its data ending
 * before the directory. A zip cut short (an interrupted download or copy) has no end record, or
 * one whose directory lies past the end, which no reader can open, even though its first local
 * headers (and the name word/document.xml) are there.
 *
 * Memory: the last TAIL_BYTES of the stream (in the chunks as received, joined once at the end)
 * and the offsets of the local-header signatures seen. The entries are not inflated: the reader
 * (mammoth, the download's user) still judges their content.
 */
const SIG_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const SIG_END64 = 0x06064b50;
const SIG_END64_LOCATOR = 0x07064b50;
const END_BYTES = 22;
const MAX_COMMENT = 0xffff;
/** Room for the directory of any document (a .docx has tens of entries) plus the end records. */
const DIRECTORY_MAX_BYTES = 1024 * 1024;
const TAIL_BYTES = DIRECTORY_MAX_BYTES + END_BYTES + MAX_COMMENT + 76;
const MAX_ENTRIES = 65_535;

export type ZipDirectory = { ok: true; names: Set<string> } | { ok: false };

export class ZipDirectoryCheck {
  private chunks: Buffer[] = [];
  private kept = 0;
  private size = 0;
  private carry = Buffer.alloc(0);
  private readonly localHeaders = new Set<number>();
  private tooManyHeaders = false;

  push(chunk: Buffer): void {
    // Local-header signatures, also across chunk boundaries (the carry is the previous 3 bytes).
    const joined = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const base = this.size - this.carry.length;
    for (let i = joined.indexOf(SIG_LOCAL); i >= 0 && !this.tooManyHeaders; i = joined.indexOf(SIG_LOCAL, i + 1)) {
      this.localHeaders.add(base + i);
      if (this.localHeaders.size > MAX_ENTRIES * 2) this.tooManyHeaders = true;
    }
    this.carry = Buffer.from(joined.subarray(Math.max(0, joined.length - (SIG_LOCAL.length - 1))));
    this.size += chunk.length;
    this.chunks.push(chunk);
    this.kept += chunk.length;
    while (this.chunks.length > 1 && this.kept - this.chunks[0]!.length >= TAIL_BYTES) this.kept -= this.chunks.shift()!.length;
  }

  /** The directory's entry names when the zip is whole, else `{ ok: false }`. */
  result(): ZipDirectory {
    if (this.tooManyHeaders) return { ok: false };
    const tail = Buffer.concat(this.chunks);
    const tailStart = this.size - tail.length;
    try {
      return readDirectory(tail, tailStart, this.size, this.localHeaders);
    } catch {
      // A field read past the buffer: a directory that does not hold together.
      return { ok: false };
    }
  }
}

/** The same check on a file held whole in memory. */
export function zipDirectoryOf(bytes: Buffer): ZipDirectory {
  const check = new ZipDirectoryCheck();
  check.push(bytes);
  return check.result();
}

function readDirectory(tail: Buffer, tailStart: number, size: number, localHeaders: Set<number>): ZipDirectory {
  // The end record: the last signature whose comment reaches exactly to the end of the file.
  let end = -1;
  for (let i = tail.length - END_BYTES; i >= Math.max(0, tail.length - END_BYTES - MAX_COMMENT); i--) {
    if (tail.readUInt32LE(i) === SIG_END && i + END_BYTES + tail.readUInt16LE(i + 20) === tail.length) {
      end = i;
      break;
    }
  }
  if (end < 0) return { ok: false };
  // One disk only (split archives are not uploads).
  if (tail.readUInt16LE(end + 4) !== 0 || tail.readUInt16LE(end + 6) !== 0) return { ok: false };
  let entries = tail.readUInt16LE(end + 10);
  let cdSize = tail.readUInt32LE(end + 12);
  let cdOffset = tail.readUInt32LE(end + 16);
  let cdEnd = tailStart + end; // where the directory must stop: the end record (or the ZIP64 one)
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== SIG_END64_LOCATOR) return { ok: false };
    const record = Number(tail.readBigUInt64LE(locator + 8)) - tailStart;
    if (record < 0 || record + 56 > locator || tail.readUInt32LE(record) !== SIG_END64) return { ok: false };
    entries = Number(tail.readBigUInt64LE(record + 32));
    cdSize = Number(tail.readBigUInt64LE(record + 40));
    cdOffset = Number(tail.readBigUInt64LE(record + 48));
    cdEnd = tailStart + record;
  }
  if (entries === 0 || entries > MAX_ENTRIES || cdOffset + cdSize !== cdEnd || cdSize > DIRECTORY_MAX_BYTES) return { ok: false };
  if (cdOffset < tailStart || cdEnd > size) return { ok: false };

  const names = new Set<string>();
  let at = cdOffset - tailStart;
  for (let n = 0; n < entries; n++) {
    if (tail.readUInt32LE(at) !== SIG_CENTRAL) return { ok: false };
    let compressed = tail.readUInt32LE(at + 20);
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    let local = tail.readUInt32LE(at + 42);
    if (compressed === 0xffffffff || local === 0xffffffff) {
      const zip64 = zip64Sizes(tail.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), {
        uncompressed: tail.readUInt32LE(at + 24) === 0xffffffff,
        compressed: compressed === 0xffffffff,
        local: local === 0xffffffff,
      });
      if (!zip64) return { ok: false };
      compressed = zip64.compressed ?? compressed;
      local = zip64.local ?? local;
    }
    // The entry's local header is where the directory says, and its data ends before the directory.
    if (!localHeaders.has(local) || local + 30 + nameLength + compressed > cdOffset) return { ok: false };
    names.add(tail.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (at > cdEnd - tailStart) return { ok: false };
  }
  if (at !== cdEnd - tailStart) return { ok: false };
  return { ok: true, names };
}

/** The ZIP64 extra field (0x0001): the 64-bit values of the fields set to 0xffffffff, in order. */
function zip64Sizes(
  extra: Buffer,
  has: { uncompressed: boolean; compressed: boolean; local: boolean },
): { compressed?: number; local?: number } | null {
  for (let i = 0; i + 4 <= extra.length;) {
    const id = extra.readUInt16LE(i);
    const length = extra.readUInt16LE(i + 2);
    if (id === 0x0001) {
      let p = i + 4;
      const read = () => {
        const v = Number(extra.readBigUInt64LE(p));
        p += 8;
        return v;
      };
      if (has.uncompressed) read();
      const compressed = has.compressed ? read() : undefined;
      const local = has.local ? read() : undefined;
      return { compressed, local };
    }
    i += 4 + length;
  }
  return null;
}
