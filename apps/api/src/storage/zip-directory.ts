import { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * Whether a zip is whole, judged from its bytes as they stream past (docx uploads, question
 * imports): yauzl reads its end record and central directory from the tail kept here, and each
 * entry must start at a local header inside the file, its data ending before the directory. A zip
 * cut short (an interrupted download or copy) has no end record, or one whose directory lies past
 * the end, which no reader can open, even though its first local headers (and the name
 * word/document.xml) are there.
 *
 * Memory: the last TAIL_BYTES of the stream (in the chunks as received, joined once at the end)
 * and the offsets of the local-header signatures seen. The entries are not inflated: the reader
 * (mammoth, the download's user) still judges their content.
 */
const SIG_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Room for the directory of any document (a .docx has tens of entries): a larger one is refused. */
const DIRECTORY_MAX_BYTES = 1024 * 1024;
/** The directory, the end records (ZIP64's too) and the longest archive comment. */
const TAIL_BYTES = DIRECTORY_MAX_BYTES + 22 + 0xffff + 76;
/** Bounds the offsets noted: twice the most entries a directory may list. */
const MAX_ENTRIES = 65_535;

export type ZipDirectory = { ok: true; names: Set<string> } | { ok: false };

/** yauzl's random access over the last TAIL_BYTES; a read before them means a directory too large (or lying). */
class TailReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly tail: Buffer,
    private readonly size: number,
  ) {
    super();
  }
  _readStreamForRange(start: number, end: number): Readable {
    return Readable.from([this.slice(start, end)]);
  }
  // Copied straight from the buffer (yauzl's default pipes a stream per read, thousands per
  // directory), answered on the next tick so that reading entry after entry does not grow the stack.
  read(buffer: Buffer, offset: number, length: number, position: number, callback: (err: Error | null) => void): void {
    let bytes: Buffer;
    try {
      bytes = this.slice(position, position + length);
    } catch (err) {
      return process.nextTick(callback, err as Error);
    }
    bytes.copy(buffer, offset);
    process.nextTick(callback as (err: Error | null, bytesRead: number) => void, null, bytes.length);
  }
  /** The bytes at [start, end) of the file, if among its last TAIL_BYTES (however much is held). */
  private slice(start: number, end: number): Buffer {
    if (start < this.size - Math.min(this.tail.length, TAIL_BYTES)) throw new Error('before the kept tail');
    const tailStart = this.size - this.tail.length;
    return this.tail.subarray(start - tailStart, end - tailStart);
  }
}

export class ZipDirectoryCheck {
  private chunks: Buffer[] = [];
  private kept = 0;
  private size = 0;
  private carry = Buffer.alloc(0);
  // Hand-written: by the time yauzl reads the directory the bytes are in storage, and it checks a
  // local header only when an entry is opened; so their offsets are noted as they stream past.
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
  async result(): Promise<ZipDirectory> {
    if (this.tooManyHeaders || this.size === 0) return { ok: false };
    const tail = Buffer.concat(this.chunks);
    try {
      return await readDirectory(new TailReader(tail, this.size), this.size, this.localHeaders);
    } catch {
      // yauzl's refusal: no end record, a directory that does not hold together or lies outside.
      return { ok: false };
    }
  }
}

/** The same check on a file held whole in memory. */
export function zipDirectoryOf(bytes: Buffer): Promise<ZipDirectory> {
  const check = new ZipDirectoryCheck();
  check.push(bytes);
  return check.result();
}

async function readDirectory(reader: TailReader, size: number, localHeaders: Set<number>): Promise<ZipDirectory> {
  const zip = await yauzl.fromRandomAccessReaderPromise(reader, size, { lazyEntries: true, autoClose: false });
  // Where the directory starts, before any entry is read (the types call it a boolean).
  const directoryStart = zip.readEntryCursor as unknown as number;
  // (More entries than the kept tail can hold fail above: their directory lies before it.)
  if (zip.entryCount === 0) return { ok: false };
  const names = new Set<string>();
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve({ ok: true, names }));
    zip.on('entry', (entry: yauzl.Entry) => {
      // The entry's local header is where the directory says, and its data ends before the directory.
      const local = entry.relativeOffsetOfLocalHeader;
      const directoryBytes = (zip.readEntryCursor as unknown as number) - directoryStart;
      if (directoryBytes > DIRECTORY_MAX_BYTES) return resolve({ ok: false });
      if (!localHeaders.has(local) || local + 30 + entry.fileNameLength + entry.compressedSize > directoryStart) {
        return resolve({ ok: false });
      }
      names.add(entry.fileName);
      zip.readEntry();
    });
    zip.readEntry();
  });
}
