import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { SeedFiles } from './context.ts';

/** Seed files written into a local storage folder (the API's STORAGE_DIR), as the API's local disk storage lays them out. */
export function localSeedFiles(dir: string): SeedFiles {
  const root = resolve(dir);
  return {
    async put(key, bytes) {
      const path = resolve(root, key);
      if (!path.startsWith(root + sep) || key.includes('..')) throw new Error(`seed: bad storage key ${key}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.part`, bytes);
      await rename(`${path}.part`, path);
    },
  };
}
