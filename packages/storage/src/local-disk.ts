import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, isValidKey, publicUrlCodec, StorageUnavailableError, type FileStorage } from './storage.ts';

/** Failures of the disk itself, not of a request: a 503 (StorageUnavailableError), not a 500. */
const DISK_FAILURES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO']);
const diskFailure = (err: unknown, key: string): unknown => {
  const code = (err as NodeJS.ErrnoException).code;
  return code && DISK_FAILURES.has(code)
    ? new StorageUnavailableError(`local disk, writing ${key}: ${(err as Error).message}`, { cause: err })
    : err;
};

/** An upload being written (`<name>.<uuid>.part`, see put). */
const PART_FILE = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

/**
 * Files under one directory. Writes go to a temporary file renamed into place, so a reader never
 * sees half an upload; every key is checked and resolved inside the root.
 */
export function createLocalDiskStorage(o: { dir: string; publicUrlTemplate: string }): FileStorage {
  const root = resolve(o.dir);
  const pathOf = (key: string): string => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Storage key outside the root: ${key}`);
    return path;
  };

  return {
    ...publicUrlCodec(o.publicUrlTemplate),
    async put(key, body, _contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true }).catch((err: unknown) => {
        throw diskFailure(err, key);
      });
      const tmp = `${path}.${randomUUID()}.part`;
      let size = 0;
      const counted = async function* () {
        for await (const chunk of body) {
          size += chunk.length;
          yield chunk;
        }
      };
      try {
        await pipeline(Readable.from(counted()), createWriteStream(tmp, { flags: 'wx' }));
        await rename(tmp, path);
      } catch (err) {
        await rm(tmp, { force: true });
        throw diskFailure(err, key);
      }
      return { size };
    },
    async open(key) {
      if (!isValidKey(key)) return null;
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size, contentType: contentTypeOfKey(key) };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix) {
      // Walk only the deepest folder the prefix names; half-written `.part` files are no objects.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = resolve(root, folder);
      if (start !== root && !start.startsWith(root + sep)) return;
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || PART_FILE.test(entry.name)) continue;
        const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (!key.startsWith(prefix) || !isValidKey(key)) continue;
        const info = await stat(join(entry.parentPath, entry.name)).catch(() => null);
        if (info) yield { key, size: info.size };
      }
    },
    // No URL outside the API: private files are streamed by the routes that check who asks.
    signedUrl: async () => null,
    async sweep({ olderThanMs }) {
      // A `.part` is renamed into place or removed by put() itself; one that is old belongs to a
      // process that died while writing it. The whole tree is walked, as a stream of entries (not
      // one array of millions): this runs a few times a day.
      const dir = await opendir(root, { recursive: true }).catch(() => null);
      if (!dir) return 0;
      const before = Date.now() - olderThanMs;
      let removed = 0;
      for await (const entry of dir) {
        if (!entry.isFile() || !PART_FILE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => null);
        if (!info || info.mtimeMs >= before) continue;
        await rm(path, { force: true });
        removed++;
      }
      return removed;
    },
  };
}
