// Which keys would stop the schema from being distributed by tenant (Citus and the like): every
// primary key and unique index of a tenant table must lead with company_id, and every foreign key
// that points at a tenant table must come from a tenant table and pair company_id with company_id
// ((company_id, x) -> (company_id, id)). Read from the live catalog by migrate:check and the tests
// (docs/deployment.md "Running on Citus").
import type { Queryable } from './catalog.ts';
import { REFERENCE_TABLES_WITH_COMPANY_ID, TENANT_COLUMN } from './rules.ts';

export interface KeyShapeOffender {
  table: string;
  constraint: string;
  kind: 'primary key' | 'unique' | 'foreign key';
  definition: string;
}

// Tenant tables: a company_id column, not one of the reference tables that carry it.
// Unique indexes cover primary keys, unique constraints and bare unique indexes (partial or on
// expressions too: indkey[0] = 0 is an expression, which is never company_id).
const OFFENDERS_SQL = `
  WITH tenant AS (
    SELECT c.oid, c.relname FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
      AND NOT (c.relname = ANY ($2::text[]))
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = $1 AND a.attnum > 0 AND NOT a.attisdropped)
  ),
  lead AS (SELECT attrelid, attnum, attname FROM pg_attribute WHERE attnum > 0 AND NOT attisdropped)
  SELECT t.relname AS table, ic.relname AS constraint,
         CASE WHEN i.indisprimary THEN 'primary key' ELSE 'unique' END AS kind,
         pg_get_indexdef(i.indexrelid) AS definition
  FROM pg_index i
  JOIN tenant t ON t.oid = i.indrelid
  JOIN pg_class ic ON ic.oid = i.indexrelid
  LEFT JOIN lead l ON l.attrelid = i.indrelid AND l.attnum = i.indkey[0]
  WHERE i.indisunique AND l.attname IS DISTINCT FROM $1
  UNION ALL
  SELECT ch.relname, k.conname, 'foreign key', pg_get_constraintdef(k.oid)
  FROM pg_constraint k
  JOIN pg_class ch ON ch.oid = k.conrelid
  JOIN tenant p ON p.oid = k.confrelid
  LEFT JOIN lead lc ON lc.attrelid = k.conrelid AND lc.attnum = k.conkey[1]
  LEFT JOIN lead lp ON lp.attrelid = k.confrelid AND lp.attnum = k.confkey[1]
  WHERE k.contype = 'f'
    AND (k.conrelid NOT IN (SELECT oid FROM tenant) OR lc.attname IS DISTINCT FROM $1 OR lp.attname IS DISTINCT FROM $1)
  ORDER BY 1, 2`;

export async function readKeyShapeOffenders(db: Queryable): Promise<KeyShapeOffender[]> {
  const { rows } = await db.query<KeyShapeOffender>(OFFENDERS_SQL, [
    TENANT_COLUMN,
    Object.keys(REFERENCE_TABLES_WITH_COMPANY_ID),
  ]);
  return rows;
}

/** One line per offender, naming table and constraint. */
export const describeKeyShapeOffender = (k: KeyShapeOffender): string =>
  `${k.table}: ${k.kind} ${k.constraint} does not lead with ${TENANT_COLUMN} (${k.definition})`;

export interface CitusLayout {
  /** Tables copied to every node: no company_id, or one of REFERENCE_TABLES_WITH_COMPANY_ID. */
  referenceTables: string[];
  /** Tables distributed by company_id, parents before children (Citus wants the referenced table distributed first). */
  distributedTables: string[];
}

const TABLES_SQL = `
  SELECT c.relname AS table,
         EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = $1 AND a.attnum > 0 AND NOT a.attisdropped) AS tenant
  FROM pg_class c
  WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'
  ORDER BY 1`;

const EDGES_SQL = `
  SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
  JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
  WHERE k.contype = 'f' AND ch.relnamespace = current_schema()::regnamespace AND ch.oid <> pa.oid`;

/** Which table becomes what on Citus, read from the live catalog. */
export async function readCitusLayout(db: Queryable): Promise<CitusLayout> {
  const tables = (await db.query<{ table: string; tenant: boolean }>(TABLES_SQL, [TENANT_COLUMN])).rows;
  const edges = (await db.query<{ child: string; parent: string }>(EDGES_SQL)).rows;
  const isReference = (t: { table: string; tenant: boolean }) => !t.tenant || t.table in REFERENCE_TABLES_WITH_COMPANY_ID;
  const referenceTables = tables.filter(isReference).map((t) => t.table);
  const pending = new Set(tables.filter((t) => !isReference(t)).map((t) => t.table));
  const distributedTables: string[] = [];
  // Topological order over the foreign keys between distributed tables (alphabetical within a level).
  while (pending.size) {
    const ready = [...pending].filter((t) => !edges.some((e) => e.child === t && pending.has(e.parent)));
    if (!ready.length) throw new Error(`Foreign key cycle between ${[...pending].join(', ')}`);
    for (const t of ready.sort()) {
      distributedTables.push(t);
      pending.delete(t);
    }
  }
  return { referenceTables, distributedTables };
}

const ident = (name: string): string => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

/** Every distributed table is co-located with this one (same shard for the same company). */
export const COLOCATION_ANCHOR = 'disciplines';

/** The statements that turn a migrated database on a Citus coordinator into the layout above. */
export function citusLayoutSql(layout: CitusLayout): string {
  const first = layout.distributedTables.includes(COLOCATION_ANCHOR) ? COLOCATION_ANCHOR : layout.distributedTables[0];
  return (
    [
      '-- Generated by `pnpm --filter @trilha/db exec tsx src/migrate/cli.ts citus` (docs/deployment.md "Running on Citus").',
      ...layout.referenceTables.map((t) => `SELECT create_reference_table('${ident(t)}');`),
      // The anchor first: the others name it in colocate_with. It references reference tables only.
      ...[first!, ...layout.distributedTables.filter((t) => t !== first)].map((t) =>
        t === first
          ? `SELECT create_distributed_table('${ident(t)}', '${TENANT_COLUMN}');`
          : `SELECT create_distributed_table('${ident(t)}', '${TENANT_COLUMN}', colocate_with => '${ident(first!)}');`,
      ),
    ].join('\n') + '\n'
  );
}
