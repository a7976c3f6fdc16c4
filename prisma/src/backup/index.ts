import { createReadStream, createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, createLocalDiskStorage, isValidKey, type FileStorage } from '@trilha/storage';
import {
  BACKUP_FORMAT,
  dumpDatabase,
  readJson,
  restoreDatabase,
  RestoreRefused,
  writeJson,
  type DatabaseManifest,
} from './database.ts';

export { reachable, RestoreRefused } from './database.ts';

/**
 * `pnpm backup` / `pnpm restore` (docs/operations.md): the database and the stored files
 * (avatars, logos, materials, SCORM packages, submissions, exports; from either storage driver:
 * the STORAGE_DIR folder or the S3 bucket, read through FileStorage) as one folder:
 *
 *   <out>/manifest.json   format, when, the migrations, each table's columns and row count, files
 *   <out>/db/*.tsv.gz     one COPY file a table, all from one snapshot (database.ts)
 *   <out>/storage/…       the stored objects, one file a key (the local-disk layout)
 *
 * Consistency between the two halves without stopping the platform: files are copied once before
 * the database snapshot and once after it (adding only what is new). A file is stored before the
 * row that names it commits, so every file a snapshot row names existed at the snapshot: it is in
 * the first pass, or in the second unless it was removed in the seconds between the snapshot and
 * that pass (only the delete of a row committed after the snapshot removes it). A file deleted
 * meanwhile may be carried as an orphan, which nothing serves. For a backup with no such window,
 * stop the API and worker first (docs/operations.md).
 */
export type BackupManifest = DatabaseManifest & {
  format: typeof BACKUP_FORMAT;
  created_at: string;
  storage: { files: number; bytes: number };
};

function walk(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { files, bytes };
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      const sub = walk(p);
      files += sub.files;
      bytes += sub.bytes;
    } else if (e.isFile()) {
      files++;
      bytes += statSync(p).size;
    }
  }
  return { files, bytes };
}

/** The storage to back up or restore into: the one given, else local disk under `storageDir`. */
type StorageOption = { storage: FileStorage } | { storageDir: string };
const storageOf = (o: StorageOption): FileStorage =>
  'storage' in o
    ? o.storage
    : createLocalDiskStorage({ dir: o.storageDir, publicUrlTemplate: 'http://{tenant}.localhost/storage' });

/** Copies new objects only (an existing file is kept: objects are written once under a fresh key). */
async function copyOut(storage: FileStorage, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for await (const { key } of storage.list('')) {
    const path = join(to, ...key.split('/'));
    if (existsSync(path)) continue;
    const object = await storage.open(key);
    if (!object) continue; // deleted since it was listed
    await mkdir(dirname(path), { recursive: true });
    await pipeline(object.body, createWriteStream(`${path}.part`));
    await rename(`${path}.part`, path);
  }
}

/** Puts every file of a backup's storage folder back under its key. */
async function copyIn(from: string, storage: FileStorage): Promise<void> {
  if (!existsSync(from)) return;
  for (const e of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const key = relative(from, join(e.parentPath, e.name)).split(sep).join('/');
    if (!isValidKey(key)) continue;
    await storage.put(key, createReadStream(join(e.parentPath, e.name)), contentTypeOfKey(key));
  }
}

export async function backup(o: { databaseUrl: string; out: string } & StorageOption): Promise<BackupManifest> {
  if (existsSync(o.out) && readdirSync(o.out).length) throw new RestoreRefused(`the backup folder ${o.out} is not empty`);
  const source = storageOf(o);
  await mkdir(o.out, { recursive: true });
  try {
    const storage = join(o.out, 'storage');
    await copyOut(source, storage);
    const db = await dumpDatabase(o.databaseUrl, o.out);
    await copyOut(source, storage);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      created_at: new Date().toISOString(),
      ...db,
      storage: walk(storage),
    };
    // Written last: a folder without its manifest is an interrupted backup, and restore refuses it.
    writeJson(join(o.out, 'manifest.json'), manifest);
    return manifest;
  } catch (e) {
    // A failed backup leaves nothing that could be mistaken for one.
    await rm(o.out, { recursive: true, force: true });
    throw e;
  }
}

export function readManifest(from: string): BackupManifest {
  const path = join(from, 'manifest.json');
  if (!existsSync(path)) throw new RestoreRefused(`${from} holds no manifest.json: not a backup, or an interrupted one`);
  const manifest = readJson<BackupManifest>(path);
  if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`unknown backup format ${String(manifest.format)}`);
  return manifest;
}

export async function restore(o: { databaseUrl: string; from: string } & StorageOption): Promise<BackupManifest> {
  const manifest = readManifest(o.from);
  const target = storageOf(o);
  for await (const _ of target.list('')) {
    const where = 'storage' in o ? 'the storage bucket' : `the storage folder ${o.storageDir}`;
    throw new RestoreRefused(`${where} is not empty: restore into a new one`);
  }
  await restoreDatabase(o.databaseUrl, o.from, manifest);
  await copyIn(join(o.from, 'storage'), target);
  return manifest;
}
