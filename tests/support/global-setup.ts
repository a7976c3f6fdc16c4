import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrateDatabase } from '@trilha/db';
import { resolveServices } from './services.ts';
import { EMBEDDED, TEMPLATE_DB, withDatabase } from './db-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    redisUrl: string | null;
    pgTemplate: string;
  }
}

/** Once per run: find the services and migrate a template database that each test file clones. */
export default async function setup(project: TestProject) {
  const { services, stop } = await resolveServices();
  const adminUrl = services.postgresAdminUrl;
  project.provide('redisUrl', services.redisUrl);
  if (!adminUrl) {
    // No PostgreSQL server: each test file starts its own in-memory PGlite (one database each).
    project.provide('pgAdminUrl', EMBEDDED);
    return stop;
  }
  // One template per project: projects set up concurrently.
  const template = `${TEMPLATE_DB}_${project.name.replace(/\W/g, '_')}`;
  const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  await migrateDatabase(withDatabase(adminUrl, template));

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  return stop;
}
