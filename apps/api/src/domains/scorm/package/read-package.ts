import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { judgeEntryName } from './entry-names.ts';
import { ManifestError, readManifest, type ManifestInfo } from './manifest.ts';
import { MAX_MANIFEST_BYTES, RATIO_FLOOR_BYTES, type PackageLimits } from './limits.ts';

/** Why a package is refused: each maps to one SCORM_* error code (scorm-errors.ts). */
export type PackageRefusal =
  | 'not-zip'
  | 'too-large'
  | 'unsafe-path'
  | 'unsupported-name'
  | 'too-many-entries'
  | 'too-large-uncompressed'
  | 'suspicious-compression'
  | 'manifest-missing'
  | 'manifest-invalid'
  | 'no-sco';

export class PackageRefused extends Error {
  constructor(readonly refusal: PackageRefusal) {
    super(`SCORM package refused: ${refusal}`);
  }
}

/** Receives each file of the package while it is inflated (extraction); absent = only check. */
export type EntrySink = (path: string, body: AsyncIterable<Buffer>) => Promise<void>;

export type PackageInfo = ManifestInfo & { entries: number; uncompressedBytes: number };

const MANIFEST = 'imsmanifest.xml';
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * Opens a SCORM package (a .zip on local disk) and checks it whole, streaming: every entry name
 * (no path traversal), the entry count, and every entry actually inflated with its bytes counted
 * as they come (total and per-entry ratio), so a zip whose headers lie is caught too (yauzl also
 * refuses an entry that inflates to more or less than its header says). Then imsmanifest.xml at
 * the root is parsed. With a sink, each file is handed over as it inflates (extraction); the
 * caller removes what the sink stored when this throws.
 */
export async function readScormPackage(zipPath: string, limits: PackageLimits, sink?: EntrySink): Promise<PackageInfo> {
  const size = (await stat(zipPath)).size;
  if (size > limits.maxPackageBytes) throw new PackageRefused('too-large');
  const zip = await openZip(zipPath);
  try {
    // macOS metadata entries are skipped (never inflated), but still walked: they may at most
    // double the directory (one `._` per file), beyond that the zip is refused as too many.
    if (zip.entryCount > limits.maxEntries * 2) throw new PackageRefused('too-many-entries');
    const files = new Set<string>();
    let manifest: Buffer | null = null;
    let total = 0;
    let entries = 0;
    let skipped = 0;
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      const name = entry.fileName;
      const verdict = judgeEntryName(name);
      if (!verdict.ok && verdict.reason === 'os-metadata') {
        if (++skipped > limits.maxEntries) throw new PackageRefused('too-many-entries');
        continue;
      }
      entries++;
      if (entries > limits.maxEntries) throw new PackageRefused('too-many-entries');
      if (!verdict.ok) throw new PackageRefused(verdict.reason === 'unsafe' ? 'unsafe-path' : 'unsupported-name');
      if (verdict.isDir) continue;
      // A symbolic link would be stored as a file holding its target: nothing a package needs.
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) continue;
      // Cheap early refusal on what the headers claim; the real bytes are counted below.
      if (total + entry.uncompressedSize > limits.maxUncompressedBytes) throw new PackageRefused('too-large-uncompressed');

      const isManifest = verdict.path === MANIFEST;
      const chunks: Buffer[] = [];
      let inflated = 0;
      const counted = async function* (stream: Readable): AsyncGenerator<Buffer> {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inflated += chunk.length;
          total += chunk.length;
          if (total > limits.maxUncompressedBytes) throw new PackageRefused('too-large-uncompressed');
          if (inflated > RATIO_FLOOR_BYTES && inflated / Math.max(entry.compressedSize, 1) > limits.maxRatio)
            throw new PackageRefused('suspicious-compression');
          if (isManifest) {
            if (inflated > MAX_MANIFEST_BYTES) throw new PackageRefused('manifest-invalid');
            chunks.push(chunk);
          }
          yield chunk;
        }
      };
      const stream = await openEntry(zip, entry);
      try {
        if (sink) await sink(verdict.path, counted(stream));
        else for await (const _ of counted(stream)); // inflate and count, keep nothing
      } catch (err) {
        stream.destroy();
        throw mapZipError(err);
      }
      files.add(verdict.path);
      if (isManifest) manifest = Buffer.concat(chunks);
    }
    if (!manifest) throw new PackageRefused('manifest-missing');
    try {
      const info = readManifest(manifest.toString('utf8'), (p) => files.has(p));
      return { ...info, entries, uncompressedBytes: total };
    } catch (err) {
      if (err instanceof ManifestError) throw new PackageRefused(err.kind === 'invalid' ? 'manifest-invalid' : 'no-sco');
      throw err;
    }
  } finally {
    zip.close();
  }
}

/** yauzl's own refusals: a size differing from the header is a lying (bomb-like) zip, the rest a broken one. */
function mapZipError(err: unknown): unknown {
  if (err instanceof PackageRefused) return err;
  const message = err instanceof Error ? err.message : '';
  if (/too many bytes|not enough bytes/i.test(message)) return new PackageRefused('suspicious-compression');
  return new PackageRefused('not-zip');
}

const openZip = (path: string): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    // Names decoded (UTF-8 or CP437) and checked by yauzl too; strictFileNames: a backslash is an
    // error, not a separator to convert (the zip format's separator is "/"; see judgeEntryName).
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true }, (err, zip) =>
      err || !zip ? reject(new PackageRefused('not-zip')) : resolve(zip),
    ),
  );

/** The next entry, or null at the end; a malformed central directory refuses the package. */
const nextEntry = (zip: ZipFile): Promise<Entry | null> =>
  new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (e: Entry) => (cleanup(), resolve(e));
    const onEnd = () => (cleanup(), resolve(null));
    const onError = (err: Error) => (cleanup(), reject(unsafeNameOr(err)));
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });

/** yauzl still refuses some names itself while decoding them (e.g. absolute paths): those are unsafe paths. */
const unsafeNameOr = (err: Error): PackageRefused =>
  /invalid relative path|absolute path|invalid characters in fileName/i.test(err.message)
    ? new PackageRefused('unsafe-path')
    : new PackageRefused('not-zip');

const openEntry = (zip: ZipFile, entry: Entry): Promise<Readable> =>
  new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(mapZipError(err)) : resolve(stream))),
  );
