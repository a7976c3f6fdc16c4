import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Names for prepared statements (`PrismaPg`'s statementNameGenerator, and the hand-sent session
 * lookup): a named statement is parsed once per connection by PostgreSQL, and after five runs its
 * plan may be cached as a generic plan, instead of being parsed and planned on every call. On the
 * quiz answer and the session lookup, parse + plan were ~70% of PostgreSQL's CPU per statement
 * (docs/benchmarks.md "Honest floor").
 *
 * - The name is derived from the SQL text, so one text always has one name (node-postgres refuses
 *   a name reused for another text).
 * - Each connection keeps every statement it has prepared, so the number of names is capped: past
 *   MAX_NAMED distinct texts (dynamic IN lists, rare one-off statements) a statement goes unnamed,
 *   parsed and planned each time, as before.
 * - Only on a real PostgreSQL server: PGlite's socket server (embedded mode) shares ONE session
 *   between all connections, so a statement prepared by one connection "already exists" for the
 *   next. Each pool asks the server once (`SELECT version()`); until it has answered, statements
 *   go unnamed.
 */
export const MAX_NAMED = 500;
const names = new Map<string, string>();
const servers = new WeakMap<pg.Pool, { named?: boolean; probing: boolean }>();

function nameOf(sql: string): string | undefined {
  let name = names.get(sql);
  if (name !== undefined || names.size >= MAX_NAMED) return name;
  name = `trilha_${createHash('sha1').update(sql).digest('base64url').slice(0, 22)}`;
  names.set(sql, name);
  return name;
}

/** The name to send `sql` under through `pool`, or undefined (unnamed) while unknown or on PGlite. */
export function statementNameFor(pool: pg.Pool, sql: string): string | undefined {
  let server = servers.get(pool);
  if (!server) servers.set(pool, (server = { probing: false }));
  if (server.named === undefined) {
    if (!server.probing) {
      server.probing = true;
      const s = server;
      pool.query<{ v: string }>('SELECT version() AS v').then(
        ({ rows }) => void (s.named = !String(rows[0]?.v).includes('PGlite')),
        () => void (s.probing = false), // ask again on the next statement
      );
    }
    return undefined;
  }
  return server.named ? nameOf(sql) : undefined;
}

/**
 * A `PrismaPg` statementNameGenerator for the adapter over `pool`. PrismaPg passes the result to
 * node-postgres as `name`, where undefined means unnamed; its type only says string.
 */
export const namedStatements =
  (pool: pg.Pool) =>
  (query: { sql: string }): string =>
    statementNameFor(pool, query.sql) as string;
