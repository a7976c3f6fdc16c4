/**
 * `pnpm bench:parent-check`: what a child row's "same company as its parent"
 * check costs, before and after migration 20261126175637_tenant_leading_keys: a single-column
 * foreign key plus the trigger `tenant_parent_discipline_id` (before) against the foreign key
 * `(company_id, discipline_id) → disciplines (company_id, id)` alone (after). Two scratch databases
 * on BENCH_SERVER_URL (default postgresql://postgres@127.0.0.1:5432/postgres), migrated without and
 * with that migration; BENCH_ROUNDS (default 3) rounds, alternating, of one INSERT … SELECT of
 * BENCH_ROWS (default 50,000) materials under one discipline, as the owner (the trigger applies to
 * every role). Prints each round and the medians. docs/benchmarks.md "Tenant keys".
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateDatabase } from '@trilha/db/migrate';

const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const MIGRATIONS = join(import.meta.dirname, '..', 'prisma', 'migrations');
const KEYS_MIGRATION = '20261126175637_tenant_leading_keys';

const withDb = (name: string) => Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// The migrations folder up to (not including) the keys migration.
const before = mkdtempSync(join(tmpdir(), 'trilha-migrations-'));
cpSync(MIGRATIONS, before, { recursive: true });
for (const d of readdirSync(before))
  if (d >= KEYS_MIGRATION && d !== 'migration_lock.toml') rmSync(join(before, d), { recursive: true });

const suffix = `${process.pid}_${Date.now()}`;
const targets = [
  { label: 'before: FK (discipline_id) + trigger', name: `trilha_bench_keys_before_${suffix}`, dir: before },
  { label: 'after: FK (company_id, discipline_id)', name: `trilha_bench_keys_after_${suffix}`, dir: MIGRATIONS },
];
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
const times = new Map<string, number[]>(targets.map((t) => [t.label, []]));
try {
  const clients = [];
  for (const t of targets) {
    await migrateDatabase(withDb(t.name), { migrationsDir: t.dir });
    const c = new pg.Client({ connectionString: withDb(t.name) });
    await c.connect();
    await c.query(`INSERT INTO companies (name, updated_at) VALUES ('Bench', now())`);
    await c.query(`INSERT INTO disciplines (company_id, name, updated_at) SELECT id, 'Bench', now() FROM companies`);
    clients.push({ ...t, c });
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of clients) {
      const start = performance.now();
      await t.c.query(
        `INSERT INTO materials (company_id, discipline_id, name, updated_at)
         SELECT d.company_id, d.id, 'Material ' || g, now() FROM disciplines d, generate_series(1, $1) g`,
        [ROWS],
      );
      const ms = performance.now() - start;
      times.get(t.label)!.push(ms);
      console.log(`round ${round} ${t.label}: ${ms.toFixed(0)} ms for ${ROWS} rows`);
    }
  }
  for (const t of clients) await t.c.end();
  for (const [label, xs] of times)
    console.log(`median ${label}: ${median(xs).toFixed(0)} ms (${((median(xs) * 1000) / ROWS).toFixed(1)} µs/row)`);
} finally {
  for (const t of targets) await admin.query(`DROP DATABASE IF EXISTS ${t.name} WITH (FORCE)`);
  await admin.end();
  rmSync(before, { recursive: true, force: true });
}
