import { createHash } from 'node:crypto';

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
 * - Every server Trilha runs on is a real PostgreSQL, the embedded one included (issue 16 retired
 *   PGlite, whose one shared session made a statement prepared by one connection "already exist"
 *   for the next). A connection pooler in front must keep prepared statements per client
 *   (PgBouncer 1.21+ with max_prepared_statements, or session pooling).
 */
export const MAX_NAMED = 500;
const names = new Map<string, string>();
/**
 * A LIKE/ILIKE pattern is a parameter whose value decides the plan (a rare word: the trigram
 * indexes; a common one: a scan), and a generic plan cannot see it: on a bank of 50,000 questions
 * the cached generic plan of the search read the whole table (354 ms) where the value's own plan
 * reads the trigram indexes. Such statements go unnamed: planned for their value every time.
 */
const PATTERN = /\bI?LIKE\b/i;

/** The name to send `sql` under (undefined: unnamed, past MAX_NAMED distinct texts or with a pattern). */
export function statementNameFor(sql: string): string | undefined {
  if (PATTERN.test(sql)) return undefined;
  let name = names.get(sql);
  if (name !== undefined || names.size >= MAX_NAMED) return name;
  name = `trilha_${createHash('sha1').update(sql).digest('base64url').slice(0, 22)}`;
  names.set(sql, name);
  return name;
}

/**
 * A `PrismaPg` statementNameGenerator. PrismaPg passes the result to
 * node-postgres as `name`, where undefined means unnamed; its type only says string.
 */
export const namedStatements = (query: { sql: string }): string => statementNameFor(query.sql) as string;
