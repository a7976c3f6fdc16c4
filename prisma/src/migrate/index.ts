import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { parseDatabaseUrl, poolConfig, quoteIdent, type PgTarget } from './adapter.ts';
import { NO_FILTERS, withEngine } from './engine.ts';
import { LOCKFILE, LOCKFILE_CONTENT, MIGRATIONS_DIR, PRISMA_DIR, readMigrations, readSchemaFiles } from './folder.ts';
import { describeGaps, migrationTenancyGaps, tenancySql } from './tenancy.ts';
import { readTenancyCatalog, tenancyGaps } from '../tenancy/catalog.ts';

export { parseDatabaseUrl } from './adapter.ts';
export { MIGRATIONS_DIR, PRISMA_DIR, SCHEMA_DIR, readMigrations, readSchemaFiles } from './folder.ts';

export const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/trilha';

export interface MigrateOptions {
  migrationsDir?: string;
  /** A schema folder (every *.prisma in it, like Prisma's `schema: 'schema'`) or a single file. */
  schemaPath?: string;
}

/** Same checksum Prisma stores in _prisma_migrations. */
export const migrationChecksum = (sql: string): string => createHash('sha256').update(sql).digest('hex');

async function withAdminClient<T>(target: PgTarget, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  // Any database but the target: it may not exist yet.
  const admin = new pg.Client(poolConfig(target, target.database === 'postgres' ? 'template1' : 'postgres'));
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Creates the database if missing; tolerates a concurrent creator. Returns true if created. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const target = parseDatabaseUrl(databaseUrl);
  return withAdminClient(target, async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [target.database]);
    if (rowCount) return false;
    try {
      await c.query(`CREATE DATABASE ${quoteIdent(target.database)}`);
      return true;
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === '42P04' || code === '23505') return false; // created meanwhile by another process
      throw e;
    }
  });
}

// Serialises concurrent deploys (parallel test workers) on one database. A key distinct from the
// engine's own advisory lock, so the two never wait on each other.
const DEPLOY_LOCK_KEY = 727_073_690;

/**
 * Applies pending migrations from prisma/migrations (creating the database first if needed).
 * Idempotent; records them in _prisma_migrations exactly as `prisma migrate deploy` does.
 */
export async function migrateDatabase(databaseUrl: string, opts: MigrateOptions = {}): Promise<{ applied: string[] }> {
  await ensureDatabase(databaseUrl);
  const target = parseDatabaseUrl(databaseUrl);
  const lock = new pg.Client(poolConfig(target));
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [DEPLOY_LOCK_KEY]);
    const migrationsList = readMigrations(opts.migrationsDir);
    const out = await withEngine(target, readSchemaFiles(opts.schemaPath), (engine) =>
      engine.applyMigrations({ migrationsList, filters: NO_FILTERS }),
    );
    return { applied: out.appliedMigrationNames };
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [DEPLOY_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}

/** Pending / failed / edited migrations of a live database (like `prisma migrate status`). */
export async function migrationStatus(databaseUrl: string, opts: MigrateOptions = {}) {
  const target = parseDatabaseUrl(databaseUrl);
  const migrationsList = readMigrations(opts.migrationsDir);
  return withEngine(target, readSchemaFiles(opts.schemaPath), (engine) =>
    engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTERS }),
  );
}

/** Shadow databases are created through the server's maintenance database, never the app's. */
function shadowHost(databaseUrl: string): PgTarget {
  return { ...parseDatabaseUrl(databaseUrl), database: 'postgres' };
}

/** SQL that takes the migrations folder (replayed on a shadow database) to the schema folder; null if none. */
export async function diffMigrationsToSchema(opts: MigrateOptions & { databaseUrl?: string } = {}): Promise<string | null> {
  const schema = readSchemaFiles(opts.schemaPath);
  const migrationsList = readMigrations(opts.migrationsDir);
  const res = await withEngine(
    shadowHost(opts.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL),
    schema,
    (engine) =>
      engine.diff({
        // The engine refuses an empty folder (no lockfile); nothing applied = the empty schema.
        from: migrationsList.migrationDirectories.length ? { tag: 'migrations', ...migrationsList } : { tag: 'empty' },
        to: { tag: 'schemaDatamodel', files: schema },
        script: true,
        exitCode: true,
        filters: NO_FILTERS,
      }),
  );
  return res.exitCode === 2 ? (res.stdout ?? '') : null;
}

const timestamp = (d = new Date()): string => d.toISOString().replace(/\D/g, '').slice(0, 14);

/**
 * Writes prisma/migrations/<timestamp>_<name>/migration.sql with the diff from the migrations
 * folder to the schema folder, followed by the row-level security and parent/child checks that
 * tenant tables and keys of the result still lack (unless `tenancy: false`). Writes nothing
 * (returns null) if there are no changes.
 */
export async function createMigration(
  name: string,
  opts: MigrateOptions & { databaseUrl?: string; tenancy?: boolean } = {},
): Promise<{ name: string; path: string; sql: string } | null> {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 200);
  if (!slug) throw new Error('Migration name is empty');
  const schemaSql = await diffMigrationsToSchema(opts);
  // Prisma's diff knows nothing of policies and triggers: read what the new SQL leaves uncovered
  // from the catalog of a scratch database with every migration plus this one applied.
  const tenancy =
    opts.tenancy === false
      ? ''
      : tenancySql(
          await migrationTenancyGaps(opts.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, {
            migrationsDir: opts.migrationsDir,
            extraSql: schemaSql,
          }),
        );
  if (schemaSql === null && !tenancy) return null;
  const sql = [schemaSql, tenancy].filter(Boolean).join('\n');
  const dir = opts.migrationsDir ?? MIGRATIONS_DIR;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, LOCKFILE))) writeFileSync(join(dir, LOCKFILE), LOCKFILE_CONTENT);
  const folder = `${timestamp()}_${slug}`;
  const path = join(dir, folder, 'migration.sql');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, sql);
  return { name: folder, path, sql };
}

export interface DriftReport {
  /** SQL needed to bring the migrations up to the schema folder (a migration is missing). */
  schemaDrift: string | null;
  /** When a live database was checked: migrations not applied there / failed / edited after apply. */
  pending?: string[];
  failed?: string[];
  edited?: string[];
  /** When a live database was checked: SQL from the live schema to what the migrations produce. */
  liveDrift?: string | null;
  /** Tenant tables/keys the migrations leave without row-level security or parent/child trigger. */
  tenancy: string[];
  /** The same, in the live database. */
  liveTenancy?: string[];
}

/**
 * CI check: does the schema folder differ from what the migrations produce? With `liveDatabaseUrl`,
 * also compares that database with the migrations. `ok` is false on any difference.
 */
export async function checkDrift(
  opts: MigrateOptions & { databaseUrl?: string; liveDatabaseUrl?: string } = {},
): Promise<DriftReport & { ok: boolean }> {
  const serverUrl = opts.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  // Independent (the engine's shadow database and a plain scratch database): run side by side.
  const [schemaDrift, gaps] = await Promise.all([
    diffMigrationsToSchema(opts),
    migrationTenancyGaps(serverUrl, { migrationsDir: opts.migrationsDir }),
  ]);
  const report: DriftReport = { schemaDrift, tenancy: describeGaps(gaps) };
  if (opts.liveDatabaseUrl) {
    const live = new pg.Client(poolConfig(parseDatabaseUrl(opts.liveDatabaseUrl)));
    await live.connect();
    try {
      report.liveTenancy = describeGaps(tenancyGaps(await readTenancyCatalog(live)));
    } finally {
      await live.end();
    }
    const target = parseDatabaseUrl(opts.liveDatabaseUrl);
    const schema = readSchemaFiles(opts.schemaPath);
    const migrationsList = readMigrations(opts.migrationsDir);
    await withEngine(target, schema, async (engine) => {
      const status = await engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTERS });
      const h = status.history;
      report.pending = h && h.diagnostic !== 'migrationsDirectoryIsBehind' ? h.unappliedMigrationNames : [];
      report.failed = status.failedMigrationNames;
      report.edited = status.editedMigrationNames;
      const diff = await engine.diff({
        from: { tag: 'schemaDatasource', files: schema, configDir: PRISMA_DIR },
        to: { tag: 'migrations', ...migrationsList },
        script: true,
        exitCode: true,
        filters: NO_FILTERS,
      });
      report.liveDrift = diff.exitCode === 2 ? (diff.stdout ?? '') : null;
    });
  }
  const ok =
    report.schemaDrift === null &&
    !report.tenancy.length &&
    !report.liveTenancy?.length &&
    !report.pending?.length &&
    !report.failed?.length &&
    !report.edited?.length &&
    (report.liveDrift ?? null) === null;
  return { ...report, ok };
}
