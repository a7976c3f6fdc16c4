import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrateDatabase } from '@trilha/db';
import { resolveServices } from './services.ts';
import { TEMPLATE_DB, withDatabase } from './db-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    redisUrl: string | null;
  }
}

/** Once per run: find the services and migrate a template database that each test file clones. */
export default async function setup(project: TestProject) {
  const { services, stop } = await resolveServices();
  let adminUrl = services.postgresAdminUrl;
  let embedded: { stop(): Promise<void> } | null = null;
  if (!adminUrl) {
    const { startEmbeddedPostgres } = await import('@trilha/db/embedded');
    const e = await startEmbeddedPostgres({ dataDir: `.data/test-pglite-${process.pid}` });
    embedded = e;
    adminUrl = e.url;
  }
  const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  await migrateDatabase(withDatabase(adminUrl, TEMPLATE_DB));

  project.provide('pgAdminUrl', adminUrl);
  project.provide('redisUrl', services.redisUrl);
  return async () => {
    await embedded?.stop();
    await stop();
  };
}
