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
