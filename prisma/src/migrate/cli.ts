// Usage: tsx src/migrate/cli.ts deploy | create <name> | check [--live] | status | tenancy [--all] | citus
// DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/trilha) is the target of deploy/status
// and the server hosting the shadow and scratch databases for create/check/tenancy (the embedded
// server when neither is there). deploy also sets the app role's password when APP_DB_PASSWORD is
// set.
import { join } from 'node:path';
import pg from 'pg';
import { checkDrift, createMigration, DEFAULT_DATABASE_URL, migrateDatabase, migrationStatus, PRISMA_DIR } from './index.ts';
import { migrationTenancyGaps, tenancySql } from './tenancy.ts';
import { setAppRolePassword } from './app-role.ts';
import { withScratchDatabase } from './scratch.ts';
import { citusLayoutSql, readCitusLayout } from '../tenancy/distribution-keys.ts';

let url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
let stopEmbedded: (() => Promise<void>) | undefined;
const [cmd, ...args] = process.argv.slice(2);
const redact = (u: string) => u.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * create, check and tenancy only need a server to host throw-away databases. On a machine with no
 * PostgreSQL and no DATABASE_URL they use the embedded server (its own cluster in
 * .data/migrate-postgres), as `pnpm start` and `pnpm test` do.
 */
async function hostForScratchDatabases(): Promise<void> {
  if (process.env.DATABASE_URL || !['create', 'check', 'tenancy'].includes(cmd ?? '')) return;
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  const answers = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => undefined);
  if (answers) return;
  const { startEmbeddedPostgres } = await import('../embedded.ts');
  const server = await startEmbeddedPostgres({
    dataDir: join(PRISMA_DIR, '..', '.data', 'migrate-postgres'),
    durability: 'none',
  });
  url = server.url;
  stopEmbedded = () => server.stop();
}

async function main(): Promise<number> {
  await hostForScratchDatabases();
  switch (cmd) {
    case 'deploy': {
      const { applied } = await migrateDatabase(url);
      console.log(
        applied.length
          ? `Applied ${applied.length} migration(s) to ${redact(url)}:\n  ${applied.join('\n  ')}`
          : `No pending migrations (${redact(url)}).`,
      );
      // The app role is created without a password by the migrations; deployments give it one.
      if (process.env.APP_DB_PASSWORD) {
        await setAppRolePassword(url, process.env.APP_DB_PASSWORD);
        console.log('Password of trilha_app set from APP_DB_PASSWORD.');
      }
      return 0;
    }
    case 'create': {
      const name = args.filter((a) => !a.startsWith('--')).join('_');
      if (!name) {
        console.error('usage: migrate:create <name>');
        return 1;
      }
      const created = await createMigration(name, { databaseUrl: url });
      console.log(created ? `Created ${created.path}` : 'No schema changes: no migration created.');
      return 0;
    }
    case 'check': {
      const live = args.includes('--live');
      const r = await checkDrift({ databaseUrl: url, ...(live ? { liveDatabaseUrl: url } : {}) });
      if (r.schemaDrift !== null)
        console.error(
          `The schema folder (prisma/schema) differs from the migrations; run migrate:create. Missing SQL:\n${r.schemaDrift}`,
        );
      for (const gap of r.tenancy) console.error(`Migrations leave a tenant table unguarded: ${gap}`);
      for (const gap of r.liveTenancy ?? []) console.error(`Live database: ${gap}`);
      if (r.pending?.length) console.error(`Pending on ${redact(url)}: ${r.pending.join(', ')}`);
      if (r.failed?.length) console.error(`Failed on ${redact(url)}: ${r.failed.join(', ')}`);
      if (r.edited?.length) console.error(`Edited after apply: ${r.edited.join(', ')}`);
      if (r.liveDrift) console.error(`Live database drifted from the migrations:\n${r.liveDrift}`);
      if (r.ok) console.log('Migrations are in sync with prisma/schema' + (live ? ' and the live database.' : '.'));
      return r.ok ? 0 : 2;
    }
    case 'status': {
      console.log(JSON.stringify(await migrationStatus(url), null, 2));
      return 0;
    }
    case 'tenancy': {
      // SQL for the tenant tables and keys the migrations leave without RLS/trigger (--all: every
      // one), e.g. to review what migrate:create would append.
      const gaps = await migrationTenancyGaps(url, { all: args.includes('--all') });
      process.stdout.write(tenancySql(gaps) || '-- Every tenant table and key is covered.\n');
      return 0;
    }
    case 'citus': {
      // create_reference_table / create_distributed_table for every table the migrations make,
      // read from a scratch database (docs/deployment.md "Running on Citus").
      process.stdout.write(citusLayoutSql(await withScratchDatabase(url, {}, readCitusLayout)));
      return 0;
    }
    default:
      console.error('usage: cli.ts deploy | create <name> | check [--live] | status | tenancy [--all] | citus');
      return 1;
  }
}

main().then(
  async (code) => {
    await stopEmbedded?.();
    process.exit(code);
  },
  async (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    await stopEmbedded?.().catch(() => undefined);
    process.exit(1);
  },
);
