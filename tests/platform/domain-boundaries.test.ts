import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Domains do not reach into each other's side effects (docs/architecture.md "Domain boundaries"):
// a domain publishes what happened and the others react in their own folders. Enforced here on the
// API's import graph, so that it holds for the next domain too:
// - no module of one domain imports a module of another at all: shared reads and helpers live in
//   apps/api/src/kit, http, tenancy, auth, storage or packages/ (and above all no module that
//   WRITES: a Prisma create/update/upsert/delete, or INSERT/UPDATE/DELETE SQL; writes go through
//   events);
// - no two domains import each other (directly or through others).
const ROOT = resolve(import.meta.dirname, '../..');
const DOMAINS = join(ROOT, 'apps/api/src/domains');

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });

/** The top-level folder under domains/: every domain is one (`question-import/x.ts` belongs to question-import). */
const domainOf = (file: string): string | null => {
  const rel = relative(DOMAINS, file);
  return rel.startsWith('..') || !rel.includes('/') ? null : rel.split('/')[0]!;
};

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const importsOf = (file: string, source: string) =>
  [...source.matchAll(IMPORT)]
    .filter((m) => !/^\s*(?:import|export)\s+type\s/.test(m[0].trim()))
    .map((m) => resolve(dirname(file), m[1]!));

/** A write through Prisma or SQL (comments removed first: a comment may name one). */
const WRITES = [
  // Not file storage, route declarations or hashes: `storage.delete(`, `app.delete(`, `hash.update(`.
  /(?<!\b(?:storage|app|hash|fastify))\.(?:create|createMany|createManyAndReturn|update|updateMany|upsert|delete|deleteMany)\s*\(/,
  /\bINSERT\s+INTO\b/i,
  /\bUPDATE\s+"?\w+"?\s+(?:\w+\s+)?SET\b/i,
  /\bDELETE\s+FROM\b/i,
];
const stripComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
export const writes = (source: string): boolean => {
  const code = stripComments(source);
  return WRITES.some((re) => re.test(code));
};

/**
 * Known writes into another domain's tables, each named by file, so the list cannot grow unseen.
 * question-import and consumer-disciplines were sub-folders of the domains whose tables they write
 * (questions, disciplines) until every domain became a top-level folder in every layer (issue #30
 * item 1); turning these into a hook of the owner or an event is item 3 (table ownership).
 */
const KNOWN_CROSS_DOMAIN_WRITES = new Set([
  'question-import/create-many.ts → questions/create-drafts.ts',
  'question-import/imports.ts → questions/create-drafts.ts',
  'consumer-disciplines/copy-consumer-discipline.ts → disciplines/deep-copy.ts',
]);

const all = files(DOMAINS);
const sources = new Map(all.map((f) => [f, readFileSync(f, 'utf8')]));
const edges = all.flatMap((from) =>
  importsOf(from, sources.get(from)!)
    .filter((to) => sources.has(to))
    .map((to) => ({ from, to, fromDomain: domainOf(from), toDomain: domainOf(to) }))
    .filter((e) => e.fromDomain && e.toDomain && e.fromDomain !== e.toDomain)
    .filter((e) => !KNOWN_CROSS_DOMAIN_WRITES.has(`${relative(DOMAINS, e.from)} → ${relative(DOMAINS, e.to)}`)),
);

describe('domain boundaries (apps/api/src/domains)', () => {
  it('the write detector finds Prisma and SQL writes, and ignores reads and comments', () => {
    expect(writes(`await tx.grade.upsert({ where })`)).toBe(true);
    expect(writes('await tx.$executeRaw`UPDATE grades g SET value = 1`')).toBe(true);
    expect(writes('sql`INSERT INTO points_ledger (a) VALUES (1)`')).toBe(true);
    expect(writes(`await db.grade.findMany({ where })\n// we never update here: .update( is elsewhere`)).toBe(false);
    expect(writes('Prisma.sql`SELECT 1 FROM grades WHERE updated_at > now()`')).toBe(false);
    expect(writes(`await deps.storage.delete(key); app.delete('/x', h); hash.update(chunk)`)).toBe(false);
  });

  it('the import reader resolves relative imports and skips type-only ones', () => {
    const file = join(DOMAINS, 'forums', 'x.ts');
    const found = importsOf(
      file,
      `import { a } from '../materials/find.ts';\nimport type { B } from '../grades/b.ts';\nexport { c } from './c.ts';`,
    );
    expect(found).toEqual([join(DOMAINS, 'materials/find.ts'), join(DOMAINS, 'forums/c.ts')]);
    expect(domainOf(found[0]!)).toBe('materials');
  });

  it('no domain imports a module of another domain', () => {
    // Shared reads and helpers live outside the domains (apps/api/src/kit, http, tenancy, auth,
    // storage, or packages/): a domain's own folder is its own business.
    const offending = edges.map((e) => `${relative(DOMAINS, e.from)} → ${relative(DOMAINS, e.to)}`);
    expect(offending, 'move the shared read to apps/api/src/kit (or publish an event)').toEqual([]);
  });

  it('no domain imports a module of another domain that writes', () => {
    const offending = edges
      .filter((e) => writes(sources.get(e.to)!))
      .map((e) => `${relative(DOMAINS, e.from)} → ${relative(DOMAINS, e.to)}`);
    expect(offending, 'publish a domain event and subscribe in the writing domain instead').toEqual([]);
  });

  it('no two domains depend on each other', () => {
    const deps = new Map<string, Set<string>>();
    for (const e of edges) deps.set(e.fromDomain!, (deps.get(e.fromDomain!) ?? new Set()).add(e.toDomain!));
    const reaches = (a: string, b: string, seen = new Set<string>()): boolean =>
      [...(deps.get(a) ?? [])].some((n) => n === b || (!seen.has(n) && (seen.add(n), reaches(n, b, seen))));
    const cycles = [...deps.keys()].filter((d) => reaches(d, d));
    expect(cycles, 'domains in an import cycle').toEqual([]);
  });
});
