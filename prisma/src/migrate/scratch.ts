// A throw-away database with the migrations folder replayed as plain SQL (plus optional extra SQL,
// e.g. a migration being created), to read what the migrations produce from the live catalog:
// the tenancy checks look at policies and triggers, which Prisma's own diff ignores.
import pg from 'pg';
import { parseDatabaseUrl, poolConfig, quoteIdent } from './adapter.ts';
import { readMigrations } from './folder.ts';

export async function withScratchDatabase<T>(
  databaseUrl: string,
  opts: { migrationsDir?: string; extraSql?: string | null },
  fn: (db: pg.Client) => Promise<T>,
): Promise<T> {
  const target = { ...parseDatabaseUrl(databaseUrl), database: 'postgres' };
  const admin = new pg.Client(poolConfig(target));
  await admin.connect();
  const name = `trilha_scratch_${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  } catch (e) {
    await admin.end();
    throw e;
  }
  const db = new pg.Client(poolConfig(target, name));
  const cleanup = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  };
  try {
    await db.connect();
    // Each migration as one simple query, as the engine applies them.
    for (const dir of readMigrations(opts.migrationsDir).migrationDirectories) {
      const content = dir.migrationFile.content;
      if (content.tag === 'ok') await db.query(content.value);
    }
    if (opts.extraSql) await db.query(opts.extraSql);
    return await fn(db);
  } finally {
    await db.end().catch(() => undefined);
    await cleanup().finally(() => admin.end());
  }
}
