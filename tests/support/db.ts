import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPrismaClient, migrateDatabase, type Db } from '@trilha/db';
import { EMBEDDED, withDatabase } from './db-names.ts';

/** A clean, migrated database for one test file, cloned from the template (fast). */
export async function freshDatabase(): Promise<{ url: string; db: Db; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  if (adminUrl === EMBEDDED) {
    const { startEmbeddedPostgres } = await import('@trilha/db/embedded');
    const pgl = await startEmbeddedPostgres({ dataDir: 'memory://' });
    await migrateDatabase(pgl.url);
    const db = createPrismaClient(pgl.url, { max: 5 });
    return {
      url: pgl.url,
      db,
      drop: async () => {
        await db.$disconnect();
        await pgl.stop();
      },
    };
  }
  const name = `trilha_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = createPrismaClient(url, { max: 5 });
  return {
    url,
    db,
    drop: async () => {
      await db.$disconnect();
      const a = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
