import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, isValidKey, type FileStorage } from './storage.ts';

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
  const base = (tenant: string) => o.publicUrlTemplate.replaceAll('{tenant}', tenant).replace(/\/+$/, '');
  const escaped = o.publicUrlTemplate.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const urlPattern = new RegExp(`^${escaped.replaceAll('\\{tenant\\}', '[a-z0-9-]+')}/(.+)$`);

  return {
    async put(key, body, _contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
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
        throw err;
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
    publicUrl: (key, tenant) =>
      `${base(tenant)}/${pathOf(key)
        .slice(root.length + 1)
        .split(sep)
        .join('/')}`,
    keyOfUrl(url) {
      const key = urlPattern.exec(url)?.[1];
      return key && isValidKey(key) ? key : null;
    },
  };
}
