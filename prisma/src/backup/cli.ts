import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createStorageFromEnv, parseStorageEnv, type FileStorage } from '@trilha/storage';
import { backup, restore, RestoreRefused } from './index.ts';

/**
 * The command line of `pnpm backup` / `pnpm restore` (scripts/backup.ts, which also finds the
 * embedded platform's database) and of the production image's `node server/backup.js
 * backup|restore <folder>` (compose: DATABASE_URL and the storage variables of the service, STORAGE_DIR
 * or STORAGE_DRIVER=s3 with S3_*; docs/operations.md).
 */
export async function runBackupCommand(o: {
  command: string | undefined;
  folder: string | undefined;
  /** Where a backup goes without a folder argument: <defaultDir>/trilha-<time>. */
  defaultDir: string;
  /** The services' storage: local disk (STORAGE_DIR) or the S3 bucket (storageFromEnv). */
  storage: FileStorage;
  database: () => Promise<{ url: string; stop: () => Promise<void> }>;
}): Promise<number> {
  if (o.command !== 'backup' && o.command !== 'restore') {
    console.error('usage: backup [folder] | restore <folder>');
    return 2;
  }
  if (o.command === 'restore' && !o.folder) {
    console.error('usage: restore <folder> (a folder written by backup)');
    return 2;
  }
  const folder = resolve(o.folder ?? join(o.defaultDir, `trilha-${new Date().toISOString().replace(/[:.]/g, '-')}`));
  const db = await o.database();
  try {
    const started = Date.now();
    const m =
      o.command === 'backup'
        ? await backup({ databaseUrl: db.url, storage: o.storage, out: folder })
        : await restore({ databaseUrl: db.url, storage: o.storage, from: folder });
    const rows = m.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `${o.command === 'backup' ? 'Backed up to' : 'Restored from'} ${folder}: ${m.tables.length} tables, ${rows} rows, ` +
        `${m.storage.files} files (${(m.storage.bytes / 1048576).toFixed(1)} MiB), ${m.migrations.length} migrations, ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (e) {
    if (e instanceof RestoreRefused) {
      console.error(`${o.command} refused: ${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    await db.stop();
  }
}

/** The storage the environment names (STORAGE_DRIVER, STORAGE_DIR, S3_*), as the API and worker build it. */
export const storageFromEnv = (env: NodeJS.ProcessEnv, defaultDir: string): FileStorage => {
  const c = parseStorageEnv(env);
  return createStorageFromEnv(c, {
    dir: resolve(env.STORAGE_DIR ?? defaultDir),
    publicUrlTemplate: env.STORAGE_PUBLIC_URL ?? 'http://{tenant}.localhost/storage',
  });
};

// Run directly (the production image): DATABASE_URL is required, the storage variables as the services have them.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required');
    process.exit(2);
  }
  process.exitCode = await runBackupCommand({
    command: process.argv[2],
    folder: process.argv[3],
    defaultDir: process.env.BACKUP_DIR ?? '/backups',
    storage: storageFromEnv(process.env, '.data/storage'),
    database: async () => ({ url, stop: async () => undefined }),
  });
}
