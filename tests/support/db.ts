import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { appRoleUrl, createPrismaClient, createTenantDb, type Db, type TenantDb } from '@trilha/db';
import { withDatabase } from './db-names.ts';

export interface TestDatabase {
  /** Owner URL (bypasses row-level security). */
  url: string;
  /** The same database logging in as the app role trilha_app (row-level security applies). */
  appUrl: string;
  /** Owner client: setup and assertions across tenants. */
  db: Db;
  /** Tenant client over appUrl: scoped to runAsTenant's tenant, under row-level security. */
  tenantDb: TenantDb;
  drop: () => Promise<void>;
}

/** A clean, migrated database for one test file, cloned from the template (fast). */
export async function freshDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `trilha_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const appUrl = appRoleUrl(url);
  const db = createPrismaClient(url, { max: 5 });
  const tenantDb = createTenantDb({ url, appUrl, max: 5 });
  return {
    url,
    appUrl,
    db,
    tenantDb,
    drop: async () => {
      await tenantDb.$disconnect();
      await db.$disconnect();
      const a = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
