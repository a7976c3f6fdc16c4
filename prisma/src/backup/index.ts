import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
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
 * (STORAGE_DIR: avatars, logos, materials, SCORM packages, submissions, exports) as one folder:
 *
 *   <out>/manifest.json   format, when, the migrations, each table's columns and row count, files
 *   <out>/db/*.tsv.gz     one COPY file a table, all from one snapshot (database.ts)
 *   <out>/storage/…       the storage folder's files
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

/** Copies new files only (an existing one is kept: objects are written once under a fresh key). */
async function copyFiles(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  if (existsSync(from)) await cp(from, to, { recursive: true, force: false, errorOnExist: false, preserveTimestamps: true });
}

export async function backup(o: { databaseUrl: string; storageDir: string; out: string }): Promise<BackupManifest> {
  if (existsSync(o.out) && readdirSync(o.out).length) throw new RestoreRefused(`the backup folder ${o.out} is not empty`);
  await mkdir(o.out, { recursive: true });
  try {
    const storage = join(o.out, 'storage');
    await copyFiles(o.storageDir, storage);
    const db = await dumpDatabase(o.databaseUrl, o.out);
    await copyFiles(o.storageDir, storage);
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

export async function restore(o: { databaseUrl: string; storageDir: string; from: string }): Promise<BackupManifest> {
  const manifest = readManifest(o.from);
  if (existsSync(o.storageDir) && walk(o.storageDir).files > 0)
    throw new RestoreRefused(`the storage folder ${o.storageDir} is not empty: restore into a new one`);
  await restoreDatabase(o.databaseUrl, o.from, manifest);
  await copyFiles(join(o.from, 'storage'), o.storageDir);
  return manifest;
}
