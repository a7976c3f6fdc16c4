import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBackupCommand, storageFromEnv } from '@trilha/db/backup/cli';
import { reachable } from '@trilha/db/backup/index';

/**
 * `pnpm backup [folder]` and `pnpm restore <folder>` (docs/operations.md): the database of
 * DATABASE_URL, or the embedded platform's (DATA_DIR/postgres, running or not), and the files of
 * STORAGE_DIR (default DATA_DIR/storage), or of the S3 bucket with STORAGE_DRIVER=s3. A backup is taken while the platform runs; a restore
 * goes into a new database and an empty storage folder. Backups go to backups/ by default.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const dataDir = resolve(env.DATA_DIR ?? join(ROOT, '.data'));

const withDatabase = (url: string, database: string): string =>
  Object.assign(new URL(url), { pathname: `/${database}` }).toString();

/** The embedded cluster's server while it runs (its postmaster.pid names the port), else started for this command. */
async function database(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => undefined };
  const dir = join(dataDir, 'postgres');
  const pid = join(dir, 'data', 'postmaster.pid');
  const passwordFile = join(dir, 'password');
  if (existsSync(pid) && existsSync(passwordFile)) {
    const port = readFileSync(pid, 'utf8').split('\n')[3]?.trim();
    const password = readFileSync(passwordFile, 'utf8').trim();
    const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/trilha`;
    // A stale pid file (the server is not running): start it below.
    if (await reachable(url)) return { url, stop: async () => undefined };
  }
  const { startEmbeddedPostgres } = await import('@trilha/db/embedded');
  const server = await startEmbeddedPostgres({ dataDir: dir });
  return { url: withDatabase(server.url, 'trilha'), stop: () => server.stop() };
}

process.exitCode = await runBackupCommand({
  command: process.argv[2],
  folder: process.argv[3],
  defaultDir: join(ROOT, 'backups'),
  storage: storageFromEnv(
    { ...env, ...(env.STORAGE_DIR ? { STORAGE_DIR: resolve(ROOT, env.STORAGE_DIR) } : {}) },
    join(dataDir, 'storage'),
  ),
  database,
});
