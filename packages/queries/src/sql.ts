import { statementNameFor, tenantPoolOf, type Prisma, type TenantDb } from '@trilha/db';

/**
 * Helpers for hand-written list statements (docs/list-queries.md). Values always go in as
 * parameters of `Prisma.sql` / `$queryRaw` tagged templates, never spliced into the text.
 */

/** `column ILIKE <this>`: contains `search`, case-insensitive, with `%`, `_` and `\` matched literally. */
export const ilikeContains = (search: string): string => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A hot read (a list on every page view) straight through the tenant client's own pool: the same
 * connections, tenant binding and row-level security as `db.$queryRaw`, sent as a named (prepared)
 * statement, without Prisma's fixed cost per raw call (~0.25 ms of Node CPU on GET /disciplines,
 * half the API's Node CPU per request over the floor's: docs/benchmarks.md "Honest floor").
 * Rows come back as node-postgres types them (int, json, timestamptz as Date); select JSON or
 * plain columns accordingly. Falls back to `$queryRaw` for a client without that pool.
 */
export async function hotQuery<T>(db: TenantDb, query: Prisma.Sql): Promise<T[]> {
  const pool = tenantPoolOf(db);
  if (!pool) return db.$queryRaw<T[]>(query);
  const { rows } = await pool.query({ name: statementNameFor(query.text), text: query.text, values: query.values });
  return rows as T[];
}

/**
 * A statement with its parameters written in as literals, for `COPY (…) TO STDOUT`, which takes no
 * parameters (the CSV exports: apps/worker/src/csv/copy.ts). `literal` is the connection's own
 * quoting (pg's `client.escapeLiteral`: doubles quotes, E'' with doubled backslashes), so a value
 * is never read as SQL. Numbers must be finite; a Date goes in as its ISO instant.
 */
export function inlineSql(query: Prisma.Sql, literal: (s: string) => string): string {
  return query.text.replace(/\$(\d+)/g, (_, n: string) => {
    const v: unknown = query.values[Number(n) - 1];
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new Error(`inlineSql: parameter $${n} is not a finite number`);
      return v < 0 ? `(${v})` : String(v); // `x -$1` must not become a `--` comment
    }
    if (typeof v === 'bigint') return v < 0n ? `(${v})` : v.toString();
    if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
    if (typeof v === 'string') return literal(v);
    if (v instanceof Date) return literal(v.toISOString());
    throw new Error(`inlineSql: parameter $${n} of type ${typeof v} cannot be written in`);
  });
}
