import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { execFileSync } from 'node:child_process';
import { resolveServices, type TestServices } from './services.ts';
import { TEMPLATE_DB, withDatabase } from './db-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    redisUrl: string | null;
    pgTemplate: string;
  }
}

type Shared = { services: TestServices; template: string; users: number; stop: () => Promise<void> };

// Several projects run this setup in one process, each in its own module graph: share one
// service lookup and one migrated template through globalThis (and migrate only once).
const holder = globalThis as { __trilhaTestSetup?: Promise<Shared> };

async function init(): Promise<Shared> {
  const { services, stop } = await resolveServices();
  const adminUrl = services.postgresAdminUrl;
  const template = `${TEMPLATE_DB}_${process.pid}`;
  const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  // In a child process: the schema engine's WASM module is one per process, and the e2e setup
  // (which starts a whole platform) migrates in this same process at the same time.
  execFileSync('pnpm', ['-s', '--filter', '@trilha/db', 'migrate'], {
    env: { ...process.env, DATABASE_URL: withDatabase(adminUrl, template) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    services,
    template,
    users: 0,
    stop: async () => {
      const a = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await a.end();
      await stop();
    },
  };
}

/** Once per run: find the services and migrate a template database that each test file clones. */
export default async function setup(project: TestProject) {
  const shared = await (holder.__trilhaTestSetup ??= init());
  shared.users += 1;
  project.provide('redisUrl', shared.services.redisUrl);
  project.provide('pgAdminUrl', shared.services.postgresAdminUrl);
  project.provide('pgTemplate', shared.template);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      delete holder.__trilhaTestSetup;
      await shared.stop();
    }
  };
}
