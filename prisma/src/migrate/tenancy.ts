// SQL that gives tenant tables their row-level security policy and tenant foreign keys their
// parent/child company trigger, through the helper functions of the
// 20261123120000_tenant_row_level_security migration. migrate:create appends it for whatever a new
// migration leaves uncovered; `cli.ts tenancy` prints it.
import { describeGaps, hasGaps, readTenancyCatalog, tenancyGaps, type TenancyGaps } from '../tenancy/catalog.ts';
import { withScratchDatabase } from './scratch.ts';

const literal = (s: string): string => `'${s.replace(/'/g, "''")}'`;
// A regclass literal: bare for plain lower-case names, quoted otherwise.
const relation = (name: string): string => literal(/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

/** The SQL for the gaps SQL can close (RLS, triggers); key shapes are the schema's to fix. */
export function tenancySql(gaps: TenancyGaps): string {
  if (!gaps.tables.length && !gaps.foreignKeys.length) return '';
  const lines = [
    '-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").',
    '-- Row-level security: rows are visible and writable only for the tenant bound to the connection.',
    ...gaps.tables.map((t) => `SELECT trilha_enable_tenant_rls(${relation(t)});`),
    '-- A child row must belong to the same company as its parent row.',
    ...gaps.foreignKeys.map(
      (k) =>
        `SELECT trilha_add_parent_check(${relation(k.child)}, ${literal(k.column)}, ${relation(k.parent)}, ${literal(k.parentColumn)});`,
    ),
  ];
  return lines.join('\n') + '\n';
}

/**
 * The tenancy gaps of the migrations folder (replayed on a scratch database), with `extraSql`
 * (a migration being written) applied last. `all` reports every tenant table and key.
 */
export async function migrationTenancyGaps(
  databaseUrl: string,
  opts: { migrationsDir?: string; extraSql?: string | null; all?: boolean } = {},
): Promise<TenancyGaps> {
  return withScratchDatabase(databaseUrl, opts, async (db) => tenancyGaps(await readTenancyCatalog(db), { all: opts.all }));
}

export { describeGaps, hasGaps };
