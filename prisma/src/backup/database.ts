import { createReadStream, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrateDatabase } from '../migrate/index.ts';

/**
 * The database half of `pnpm backup` / `pnpm restore` (docs/operations.md). Written on COPY rather
 * than pg_dump on purpose: the embedded platform's PostgreSQL 16 ships no pg_dump, a machine's own
 * pg_dump refuses a newer server, and the schema is not data to back up — it is the migrations,
 * which restore replays (so a backup restores into the same or a newer Trilha).
 *
 * - Every table of the schema (but Prisma's migration history) is copied in ONE repeatable-read,
 *   read-only transaction: one snapshot, consistent across tables, taken without locking writers.
 * - A table is a gzip'd COPY text file (one line a row), with its columns named in the manifest,
 *   ordered by primary key, so a restore into a newer schema fills new columns with defaults.
 */
/** A backup or restore refused for a reason the operator can fix (printed, exit code 1). */
export class RestoreRefused extends Error {}

export const BACKUP_FORMAT = 'trilha-backup/1';
const MIGRATIONS_TABLE = '_prisma_migrations';

export type TableEntry = { name: string; columns: string[]; rows: number; file: string };
export type DatabaseManifest = {
  server_version: string;
  migrations: string[];
  tables: TableEntry[];
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Counts the rows of a COPY text stream as it passes (one line a row: newlines in values are escaped). */
class LineCounter extends Transform {
  lines = 0;
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: (e?: Error | null, data?: Buffer) => void) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.lines++;
    done(null, chunk);
  }
}

async function tablesOf(client: pg.Client): Promise<{ name: string; columns: string[]; key: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; key: string[] | null }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
            (SELECT array_agg(k.attname::text ORDER BY array_position(i.indkey, k.attnum))
               FROM pg_index i JOIN pg_attribute k ON k.attrelid = i.indrelid AND k.attnum = ANY(i.indkey)
              WHERE i.indrelid = c.oid AND i.indisprimary) AS key
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
       JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE c.relkind IN ('r', 'p') AND c.relname <> $1
      GROUP BY c.oid, c.relname
      ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((r) => ({ name: r.name, columns: r.columns, key: r.key ?? [] }));
}

/** Copies every table of `databaseUrl` into `dir` (db/<table>.tsv.gz) and returns what it wrote. */
export async function dumpDatabase(databaseUrl: string, dir: string): Promise<DatabaseManifest> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (e) {
    throw new RestoreRefused(`cannot open the database to back up (${(e as Error).message})`);
  }
  try {
    const migrated = await client.query(`SELECT to_regclass($1) AS t`, [MIGRATIONS_TABLE]);
    if (!migrated.rows[0]?.t)
      throw new RestoreRefused('the database holds no Trilha schema (never migrated): nothing to back up');
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const version = (await client.query<{ v: string }>('SHOW server_version')).rows[0]!.v;
    const migrations = (
      await client.query<{ migration_name: string }>(
        `SELECT migration_name FROM ${MIGRATIONS_TABLE} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      )
    ).rows.map((r) => r.migration_name);
    mkdirSync(join(dir, 'db'), { recursive: true });
    const tables: TableEntry[] = [];
    for (const t of await tablesOf(client)) {
      const file = join('db', `${t.name}.tsv.gz`);
      const order = t.key.length ? ` ORDER BY ${t.key.map(ident).join(', ')}` : '';
      const counter = new LineCounter();
      await pipeline(
        client.query(copyTo(`COPY (SELECT ${t.columns.map(ident).join(', ')} FROM ${ident(t.name)}${order}) TO STDOUT`)),
        counter,
        createGzip(),
        createWriteStream(join(dir, file)),
      );
      tables.push({ name: t.name, columns: t.columns, rows: counter.lines, file });
    }
    await client.query('COMMIT');
    return { server_version: version, migrations, tables };
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into `databaseUrl`, which must be empty (a new database, or one whose tables
 * hold no rows): migrates it to this checkout's migrations (which must include every migration of
 * the backup), then loads every table in one transaction with triggers and foreign-key checks off
 * (the rows were consistent in their snapshot; the tenant parent checks would refuse nothing),
 * moves every sequence past the restored ids and recounts the counts the triggers keep. Needs the
 * database owner as a superuser (the embedded server's and compose's DATABASE_URL are), for
 * session_replication_role.
 */
export async function restoreDatabase(databaseUrl: string, dir: string, manifest: DatabaseManifest): Promise<void> {
  await migrateDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const applied = new Set(
      (await client.query<{ migration_name: string }>(`SELECT migration_name FROM ${MIGRATIONS_TABLE}`)).rows.map(
        (r) => r.migration_name,
      ),
    );
    const missing = manifest.migrations.filter((m) => !applied.has(m));
    if (missing.length)
      throw new RestoreRefused(
        `the backup was taken by a newer Trilha: migrations ${missing.join(', ')} are not in this checkout; restore with that version or later`,
      );
    const present = new Set((await tablesOf(client)).map((t) => t.name));
    const unknown = manifest.tables.filter((t) => !present.has(t.name)).map((t) => t.name);
    if (unknown.length) throw new RestoreRefused(`tables of the backup missing from this schema: ${unknown.join(', ')}`);
    const nonEmpty: string[] = [];
    for (const name of present) {
      const { rows } = await client.query(`SELECT 1 FROM ${ident(name)} LIMIT 1`);
      if (rows.length) nonEmpty.push(name);
    }
    if (nonEmpty.length)
      throw new RestoreRefused(
        `the target database is not empty (rows in ${nonEmpty.slice(0, 5).join(', ')}${nonEmpty.length > 5 ? ', …' : ''}): restore into a new database`,
      );

    await client.query('BEGIN');
    try {
      await client.query('SET LOCAL session_replication_role = replica');
    } catch (e) {
      throw new RestoreRefused(
        `restore needs the database owner as a superuser (session_replication_role): ${(e as Error).message}`,
      );
    }
    for (const t of manifest.tables) {
      await pipeline(
        createReadStream(join(dir, t.file)),
        createGunzip(),
        client.query(copyFrom(`COPY ${ident(t.name)} (${t.columns.map(ident).join(', ')}) FROM STDIN`)),
      );
    }
    // Every sequence owned by a column (serial / identity) past the largest restored value.
    await client.query(`
      DO $$
      DECLARE r record;
      BEGIN
        FOR r IN
          SELECT s.oid::regclass AS seq, t.relname AS tbl, a.attname AS col
            FROM pg_class s
            JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
            JOIN pg_class t ON t.oid = d.refobjid
            JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
            JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
           WHERE s.relkind = 'S'
        LOOP
          EXECUTE format('SELECT setval(%L, coalesce((SELECT max(%I) FROM %I), 0) + 1, false)', r.seq, r.col, r.tbl);
        END LOOP;
      END $$`);
    // The counts the database keeps by trigger (docs/list-queries.md "Counts kept by the database"),
    // recounted from the restored rows: the triggers were off, and a backup taken before the
    // counts existed has none.
    await client.query('SELECT trilha_refresh_counts()');
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
  }
}

/** Whether a server answers at `url` (a running embedded server, or a stale pid file). */
export async function reachable(url: string): Promise<boolean> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
    return true;
  } catch {
    return false;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

export const writeJson = (path: string, value: unknown) => writeFileSync(path, JSON.stringify(value, null, 2) + '\n');
export const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
