// Reads, from the live PostgreSQL catalog, which tables are tenant-owned and which foreign keys
// join two tenant tables, and whether each has its row-level security policy and parent/child
// company trigger. Used by migrate:create (to append what a new table needs), migrate:check and
// the tests, so a table with company_id can never silently lack its backstop.
import {
  PARENT_CHECK_FUNCTION,
  RLS_EXEMPT_TABLES,
  TENANT_COLUMN,
  TENANT_POLICY,
  TENANT_SETTING,
  parentCheckTrigger,
} from './rules.ts';
import { describeKeyShapeOffender, readKeyShapeOffenders, type KeyShapeOffender } from './distribution-keys.ts';

/** Anything with pg's `query(text)` (pg.Client, pg.Pool, a PoolClient). */
export interface Queryable {
  query<R extends object>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

export interface TenantTable {
  table: string;
  rlsEnabled: boolean;
  /** USING and WITH CHECK of the tenant policy (null if the table has none). */
  policy: { using: string | null; check: string | null } | null;
}

export interface TenantForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
}

export interface TenancyCatalog {
  /** Every ordinary table with company_id, exempt ones included. */
  tables: TenantTable[];
  /** Single-column foreign keys between two tables that both have company_id. */
  foreignKeys: TenantForeignKey[];
  /** `child.column` of every foreign key that has a correct, enabled parent/child trigger. */
  checkedForeignKeys: Set<string>;
  /** Keys of tenant tables that do not lead with company_id (./distribution-keys.ts). */
  keyShapeOffenders: KeyShapeOffender[];
}

export interface TenancyGaps {
  /** Tenant tables (not exempt) without RLS enabled or without the tenant policy. */
  tables: string[];
  /** Single-column foreign keys between company_id tables without their trigger. */
  foreignKeys: TenantForeignKey[];
  /** Keys that would keep the schema from being distributed by company (no SQL fixes these). */
  keys: KeyShapeOffender[];
}

const TABLES_SQL = `
  SELECT c.relname AS table, c.relrowsecurity AS rls,
         pg_get_expr(p.polqual, p.polrelid) AS using, pg_get_expr(p.polwithcheck, p.polrelid) AS check,
         p.polname IS NOT NULL AS has_policy
  FROM pg_class c
  LEFT JOIN pg_policy p ON p.polrelid = c.oid AND p.polname = $2
  WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
    AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = $1 AND a.attnum > 0 AND NOT a.attisdropped)
  ORDER BY 1`;

const FOREIGN_KEYS_SQL = `
  SELECT ch.relname AS child, a.attname AS column, pa.relname AS parent, pk.attname AS parent_column
  FROM pg_constraint k
  JOIN pg_class ch ON ch.oid = k.conrelid
  JOIN pg_class pa ON pa.oid = k.confrelid
  JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
  JOIN pg_attribute pk ON pk.attrelid = k.confrelid AND pk.attnum = k.confkey[1]
  WHERE k.contype = 'f' AND ch.relnamespace = current_schema()::regnamespace
    -- Multi-column keys that include company_id enforce "same company" by themselves.
    AND cardinality(k.conkey) = 1
    AND EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = k.conrelid AND x.attname = $1 AND NOT x.attisdropped)
    AND EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = k.confrelid AND x.attname = $1 AND NOT x.attisdropped)
  ORDER BY 1, 2`;

// A trigger counts when it calls the check function with (parent, column, parent column), fires
// BEFORE INSERT and UPDATE for each row (tgtype bits ROW 1 | BEFORE 2 | INSERT 4 | UPDATE 16), on
// updates of both the key and company_id (or of any column), and is enabled.
const TRIGGERS_SQL = `
  SELECT c.relname AS table, t.tgname AS name, encode(t.tgargs, 'escape') AS args,
         (t.tgtype & 23) = 23 AND t.tgenabled <> 'D' AS fires,
         ARRAY(SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = t.tgrelid AND a.attnum = ANY (t.tgattr::int2[])) AS update_of
  FROM pg_trigger t
  JOIN pg_class c ON c.oid = t.tgrelid
  JOIN pg_proc f ON f.oid = t.tgfoid
  WHERE NOT t.tgisinternal AND f.proname = $1 AND c.relnamespace = current_schema()::regnamespace`;

export async function readTenancyCatalog(db: Queryable): Promise<TenancyCatalog> {
  const tables = await db.query<{ table: string; rls: boolean; using: string | null; check: string | null; has_policy: boolean }>(
    TABLES_SQL,
    [TENANT_COLUMN, TENANT_POLICY],
  );
  const fks = await db.query<{ child: string; column: string; parent: string; parent_column: string }>(FOREIGN_KEYS_SQL, [
    TENANT_COLUMN,
  ]);
  const triggers = await db.query<{ table: string; name: string; args: string; fires: boolean; update_of: string[] }>(
    TRIGGERS_SQL,
    [PARENT_CHECK_FUNCTION],
  );
  const checked = new Set<string>();
  for (const t of triggers.rows) {
    // tgargs is NUL-separated, NUL-terminated: parent\000column\000parent_column\000
    const [parent, column, parentColumn] = t.args.split('\\000');
    const fk = fks.rows.find((k) => k.child === t.table && k.column === column);
    const coversUpdates = t.update_of.length === 0 || (t.update_of.includes(column ?? '') && t.update_of.includes(TENANT_COLUMN));
    if (
      fk &&
      t.fires &&
      coversUpdates &&
      fk.parent === parent &&
      fk.parent_column === parentColumn &&
      t.name === parentCheckTrigger(fk.column)
    )
      checked.add(`${fk.child}.${fk.column}`);
  }
  return {
    tables: tables.rows.map((r) => ({
      table: r.table,
      rlsEnabled: r.rls,
      policy: r.has_policy ? { using: r.using, check: r.check } : null,
    })),
    foreignKeys: fks.rows.map((r) => ({ child: r.child, column: r.column, parent: r.parent, parentColumn: r.parent_column })),
    checkedForeignKeys: checked,
    keyShapeOffenders: await readKeyShapeOffenders(db),
  };
}

/** Does a policy expression compare company_id with the bound tenant setting? */
const isTenantPredicate = (expr: string | null): boolean =>
  !!expr && expr.includes(TENANT_COLUMN) && expr.includes(`current_setting('${TENANT_SETTING}'`);

/** What the catalog lacks. `all` lists every table/key as missing (to regenerate the whole SQL). */
export function tenancyGaps(catalog: TenancyCatalog, opts: { all?: boolean } = {}): TenancyGaps {
  return {
    tables: catalog.tables
      .filter((t) => !(t.table in RLS_EXEMPT_TABLES))
      .filter(
        (t) =>
          opts.all || !t.rlsEnabled || !isTenantPredicate(t.policy?.using ?? null) || !isTenantPredicate(t.policy?.check ?? null),
      )
      .map((t) => t.table),
    foreignKeys: catalog.foreignKeys.filter((k) => opts.all || !catalog.checkedForeignKeys.has(`${k.child}.${k.column}`)),
    keys: catalog.keyShapeOffenders,
  };
}

export const hasGaps = (g: TenancyGaps): boolean => g.tables.length > 0 || g.foreignKeys.length > 0 || g.keys.length > 0;

/** One line per gap, for check reports. */
export function describeGaps(g: TenancyGaps): string[] {
  return [
    ...g.tables.map((t) => `table ${t}: row-level security or its ${TENANT_POLICY} policy is missing`),
    ...g.foreignKeys.map((k) => `${k.child}.${k.column} -> ${k.parent}: parent/child company trigger is missing`),
    ...g.keys.map(describeKeyShapeOffender),
  ];
}
