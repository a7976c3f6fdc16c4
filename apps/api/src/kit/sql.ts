/**
 * Helpers for hand-written list statements (docs/list-queries.md). Values always go in as
 * parameters of `Prisma.sql` / `$queryRaw` tagged templates, never spliced into the text.
 */

/** `column ILIKE <this>`: contains `search`, case-insensitive, with `%`, `_` and `\` matched literally. */
export const ilikeContains = (search: string): string => `%${search.replace(/[\\%_]/g, '\\$&')}%`;
