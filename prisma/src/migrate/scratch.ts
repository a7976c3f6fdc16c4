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
  let db: pg.Client | undefined;
  let cleanup: () => Promise<void>;
  try {
    const { rows } = await admin.query<{ v: string }>('SELECT version() AS v');
    if (rows[0]?.v.includes('PGlite')) {
      // PGlite serves one database whatever the name: use a throw-away in-memory instance.
      const { startEmbeddedPostgres } = await import('../embedded.ts');
      const pgl = await startEmbeddedPostgres({ dataDir: 'memory://' });
      const u = new URL(pgl.url);
      db = new pg.Client({ host: u.hostname, port: Number(u.port), user: 'postgres', database: 'postgres' });
      cleanup = () => pgl.stop();
    } else {
      const name = `trilha_scratch_${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
      await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
      db = new pg.Client(poolConfig(target, name));
      cleanup = async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      };
    }
  } catch (e) {
    await admin.end();
    throw e;
  }
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
