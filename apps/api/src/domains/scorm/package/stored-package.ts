import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../../../deps.ts';
import type { FileStorage } from '@trilha/storage';
import { packageLimits } from './limits.ts';
import { PackageRefused, readScormPackage, type PackageInfo } from './read-package.ts';
import { refusalError } from './refusal-error.ts';

/** `private/c<companyId>/scorm/<uuid>.zip`: the only keys a SCORM item's package may have. */
const ZIP_KEY = /^(private\/c[0-9]+\/scorm\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.zip$/;

/** Where a package's files are extracted (`…/scorm/<uuid>/`), or null for a key that is no package. */
export const extractionPrefix = (zipKey: string): string | null => {
  const base = ZIP_KEY.exec(zipKey)?.[1];
  return base ? `${base}/` : null;
};
/** Written last by an extraction: its presence means every file of the package is in place. */
const markerKey = (prefix: string): string => `${prefix.slice(0, -1)}.extracted`;

/**
 * Runs `fn` on a local copy of a stored object (yauzl reads a zip by random access; object storage
 * gives a stream). The copy is streamed to a private temporary folder and removed afterwards.
 */
async function withLocalCopy<T>(storage: FileStorage, key: string, fn: (path: string) => Promise<T>): Promise<T | null> {
  const object = await storage.open(key);
  if (!object) return null;
  const dir = await mkdtemp(join(tmpdir(), 'trilha-scorm-'));
  try {
    const path = join(dir, 'package.zip');
    await pipeline(object.body, createWriteStream(path, { mode: 0o600 }));
    return await fn(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Checks a package on local disk (an upload being received); a refusal is the API error to answer. */
export async function inspectScormZipFile(deps: Pick<AppDeps, 'config'>, path: string): Promise<PackageInfo> {
  const limits = packageLimits(deps.config);
  try {
    return await readScormPackage(path, limits);
  } catch (err) {
    throw err instanceof PackageRefused ? refusalError(err.refusal, limits) : err;
  }
}

/**
 * Checks a package already stored under `zipKey` (the material item upload stored it). With
 * `deleteRefused` (a new upload), a refused one is deleted, so a refused upload leaves no file;
 * its API error is thrown.
 */
export async function inspectStoredScormPackage(
  deps: Pick<AppDeps, 'config' | 'storage'>,
  zipKey: string,
  o: { deleteRefused: boolean },
): Promise<PackageInfo> {
  try {
    const info = await withLocalCopy(deps.storage, zipKey, (path) => inspectScormZipFile(deps, path));
    if (!info) throw refusalError('not-zip', packageLimits(deps.config));
    return info;
  } catch (err) {
    if (o.deleteRefused) await deps.storage.delete(zipKey);
    throw err;
  }
}

const extracting = new Map<string, Promise<void>>();

/**
 * Makes sure the package's files are under its extraction prefix. The extraction is a cache of
 * the zip: missing (a duplicated discipline copies only the zip, or a new storage), it is made
 * again from the zip, checked exactly as at upload. Concurrent launches share one extraction.
 */
export async function ensureExtracted(deps: Pick<AppDeps, 'config' | 'storage'>, zipKey: string): Promise<boolean> {
  const prefix = extractionPrefix(zipKey);
  if (!prefix) return false;
  const marker = await deps.storage.open(markerKey(prefix));
  if (marker) {
    marker.body.destroy();
    return true;
  }
  let running = extracting.get(prefix);
  if (!running) {
    running = extract(deps, zipKey, prefix).finally(() => extracting.delete(prefix));
    extracting.set(prefix, running);
  }
  await running;
  return true;
}

async function extract(deps: Pick<AppDeps, 'config' | 'storage'>, zipKey: string, prefix: string): Promise<void> {
  const limits = packageLimits(deps.config);
  const written: string[] = [];
  try {
    const info = await withLocalCopy(deps.storage, zipKey, (path) =>
      readScormPackage(path, limits, async (inner, body) => {
        const key = `${prefix}${inner}`;
        written.push(key);
        await deps.storage.put(key, body, 'application/octet-stream');
      }),
    );
    if (!info) throw new PackageRefused('not-zip');
    const summary = Buffer.from(
      JSON.stringify({ entries: info.entries, bytes: info.uncompressedBytes, at: new Date().toISOString() }),
    );
    await deps.storage.put(
      markerKey(prefix),
      (async function* () {
        yield summary;
      })(),
      'application/json',
    );
  } catch (err) {
    // Half an extraction is no cache: remove what was written, so the next launch starts over.
    for (const key of written) await deps.storage.delete(key).catch(() => undefined);
    throw err instanceof PackageRefused ? refusalError(err.refusal, limits) : err;
  }
}
