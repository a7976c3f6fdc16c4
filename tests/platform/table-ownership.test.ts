import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ApiDomain } from '../../apps/api/src/kit/domain.ts';
import { PLATFORM_TABLES } from '../../apps/api/src/kit/platform-tables.ts';
import { modelsOf, sqlWrites, tableWrites } from './table-writes.ts';

// Table ownership (docs/architecture.md "Table ownership"): every table of the schema belongs to
// exactly one domain (its manifest's `tables`) or to the platform (kit/platform-tables.ts), and only
// its owner's code writes it. Another domain changes an owner's rows through the owner's hooks (an
// item kind's `copyMany`, a `disciplineCopy` step) or an event the owner subscribes to.
// Scanned: each API domain's folder (a nested domain's folder is its own), the worker's job folders
// (named after their domain), and the rest of apps/api/src, apps/worker/src and apps/realtime/src as
// the platform. Seed steps and tests are not scanned: they build whole worlds on purpose.
const ROOT = resolve(import.meta.dirname, '../..');
const API = join(ROOT, 'apps/api/src');
const DOMAINS = join(API, 'domains');
const JOBS = join(ROOT, 'apps/worker/src/jobs');
const PLATFORM = 'platform';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });

const schemaDir = join(ROOT, 'prisma/schema');
const models = modelsOf(
  readdirSync(schemaDir)
    .filter((f) => f.endsWith('.prisma'))
    .map((f) => readFileSync(join(schemaDir, f), 'utf8'))
    .join('\n'),
);

// Each manifest with its folder: every index.ts under domains/ that defines one.
const manifests: { domain: ApiDomain; dir: string }[] = [];
for (const file of files(DOMAINS).filter((f) => basename(f) === 'index.ts')) {
  if (!readFileSync(file, 'utf8').includes('defineApiDomain(')) continue;
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  for (const value of Object.values(mod))
    if (value && typeof value === 'object' && 'name' in value) manifests.push({ domain: value as ApiDomain, dir: dirname(file) });
}
const { API_DOMAINS } = await import('../../apps/api/src/domains/index.ts');

/** table → its owners (exactly one when all is well). */
const ownersOf = new Map<string, string[]>();
const own = (table: string, owner: string) => ownersOf.set(table, [...(ownersOf.get(table) ?? []), owner]);
for (const t of PLATFORM_TABLES) own(t, PLATFORM);
for (const { domain } of manifests) for (const t of domain.tables ?? []) own(t, domain.name);

/** The owner a file writes as: the deepest domain folder holding it, a job folder's domain, else the platform. */
const writerOf = (file: string): string => {
  const rel = relative(JOBS, file);
  if (!rel.startsWith('..')) {
    const folder = rel.split('/')[0]!;
    return manifests.some((m) => m.domain.name === folder) ? folder : PLATFORM;
  }
  const holders = manifests.filter((m) => file.startsWith(m.dir + '/'));
  return holders.sort((a, b) => b.dir.length - a.dir.length)[0]?.domain.name ?? PLATFORM;
};

/**
 * Foreign writes not yet moved to their owner (issue 30): each file and table, with why it is still
 * here. The list only shrinks: a write not in it fails the test, and so does an entry whose write is
 * gone (delete the line when you move one).
 */
const NOT_YET_MOVED: { file: string; table: string; why: string }[] = [
  {
    file: 'apps/api/src/domains/assignments/submit.ts',
    table: 'files',
    why: 'a submission stores its upload as a File row (materials owns files): wants a storage-owned files table or a materials hook',
  },
  {
    file: 'apps/api/src/domains/auth/reset-password.ts',
    table: 'users',
    why: 'the new password hash: an event would put the hash in the outbox log; wants a users hook',
  },
  {
    file: 'apps/api/src/domains/profiles/update-profile.ts',
    table: 'users',
    why: 'the resume and city columns live on users: wants them in a profiles table, or a users hook',
  },
  {
    file: 'apps/api/src/domains/companies/seat-responsible.ts',
    table: 'company_users',
    why: 'the responsible made a member: wants a users subscriber of company.created/updated',
  },
];

/** Every write of a table by code that does not own it: `file:line table (via) by writer, owned by owner`. */
function foreignWrites(): { file: string; table: string; text: string }[] {
  const scanned = [...files(API), ...files(join(ROOT, 'apps/worker/src')), ...files(join(ROOT, 'apps/realtime/src'))];
  return scanned.flatMap((file) => {
    const writer = writerOf(file);
    return tableWrites(readFileSync(file, 'utf8'), models, file)
      .filter((w) => !(ownersOf.get(w.table) ?? []).includes(writer))
      .map((w) => ({
        file: relative(ROOT, file),
        table: w.table,
        text: `${relative(ROOT, file)}:${w.line} writes ${w.table} (${w.via}) as ${writer}; owner: ${(ownersOf.get(w.table) ?? ['none']).join(', ')}`,
      }));
  });
}

describe('table ownership', () => {
  it('the scanner finds Prisma and SQL writes of a table, and leaves reads, comments and other objects alone', () => {
    const m = [
      { model: 'User', table: 'users' },
      { model: 'MaterialItemSettings', table: 'material_item_settings' },
      { model: 'PointEntry', table: 'points_ledger' },
    ];
    const found = (src: string) => tableWrites(src, m).map((w) => `${w.line}:${w.table}:${w.via}`);
    // Writes it must catch: each Prisma write method on any client, each SQL write statement.
    expect(found(`await tx.user.update({ where, data })`)).toEqual(['1:users:.user.update']);
    expect(found(`await deps.db.materialItemSettings.upsert({})\nawait db.user?.createManyAndReturn({})`)).toEqual([
      '1:material_item_settings:.materialItemSettings.upsert',
      '2:users:.user.createManyAndReturn',
    ]);
    expect(found('await tx.$executeRaw`\n  UPDATE users u SET points = points + 1`')).toEqual(['2:users:UPDATE']);
    expect(found('const q = Prisma.sql`INSERT INTO "points_ledger" (a) VALUES (${a})`')).toEqual(['1:points_ledger:INSERT INTO']);
    expect(found('await run(tx, "DELETE FROM public.users WHERE id = $1", [id])')).toEqual(['1:users:DELETE FROM']);
    expect(found('sql`WITH x AS (SELECT 1) MERGE INTO users t USING x ON true WHEN MATCHED THEN DELETE`')).toEqual([
      '1:users:MERGE INTO',
    ]);
    expect(found("client.query('COPY points_ledger (a, b) FROM STDIN')")).toEqual(['1:points_ledger:COPY … FROM']);
    expect(found('tx.$executeRawUnsafe(`TRUNCATE TABLE users, points_ledger`)')).toEqual([
      '1:users:TRUNCATE',
      '1:points_ledger:TRUNCATE',
    ]);
    // A write nested in a template's placeholder is still found.
    expect(found('sql`SELECT 1 ${flag ? Prisma.sql`, ev AS (INSERT INTO users (id) VALUES (1))` : Prisma.empty}`')).toEqual([
      '1:users:INSERT INTO',
    ]);
    // Reads and lookalikes it must not flag.
    expect(found(`await tx.user.findMany({ where })\nawait tx.user.count()`)).toEqual([]);
    expect(found('Prisma.sql`SELECT * FROM users WHERE updated_at > now() FOR UPDATE`')).toEqual([]);
    expect(found('sql`INSERT INTO points_ledger (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET a = 1`')).toEqual([
      '1:points_ledger:INSERT INTO',
    ]);
    expect(found(`// tx.user.update( was here\n/* UPDATE users SET x = 1 */`)).toEqual([]);
    expect(found(`await deps.storage.delete(key); app.delete('/users', h); hash.update(chunk); map.delete(1)`)).toEqual([]);
    expect(found(`const t = 'Não foi possível update users agora'`)).toEqual([]);
    expect(found('sql`INSERT INTO not_a_table (a) VALUES (1)`')).toEqual([]);
    expect(sqlWrites('UPDATE study_sessions s SET x = 1', new Set(['study_sessions']))).toEqual([
      { table: 'study_sessions', via: 'UPDATE', at: 0 },
    ]);
  });

  it('reads the schema: each model with its @@map table', () => {
    expect(modelsOf('model User {\n  id Int @id\n  @@map("users")\n}\n\nmodel Lead {\n  id Int @id\n}\n')).toEqual([
      { model: 'User', table: 'users' },
      { model: 'Lead', table: 'Lead' },
    ]);
    expect(models.length).toBeGreaterThan(50);
  });

  it('every manifest is found in its folder (the scan knows where each domain lives)', () => {
    expect(manifests.map((m) => m.domain.name).sort()).toEqual(API_DOMAINS.map((d) => d.name).sort());
  });

  it('every table of the schema has exactly one owner, and every declared table exists', () => {
    const tables = new Set(models.map((m) => m.table));
    const problems = [
      ...models.filter((m) => !ownersOf.has(m.table)).map((m) => `${m.table} (model ${m.model}) has no owner`),
      ...[...ownersOf]
        .filter(([, owners]) => owners.length > 1)
        .map(([t, owners]) => `${t} is declared by ${owners.join(' and ')}`),
      ...[...ownersOf.keys()].filter((t) => !tables.has(t)).map((t) => `${t} is declared but is not a table of prisma/schema`),
    ];
    expect(problems).toEqual([]);
  });

  it('no code writes a table its domain does not own', () => {
    const found = foreignWrites();
    const listed = (w: { file: string; table: string }) => NOT_YET_MOVED.some((n) => n.file === w.file && n.table === w.table);
    expect(found.filter((w) => !listed(w)).map((w) => w.text)).toEqual([]);
    // An entry whose write moved to its owner leaves the list.
    const gone = NOT_YET_MOVED.filter((n) => !found.some((w) => w.file === n.file && w.table === n.table));
    expect(gone.map((n) => `${n.file} no longer writes ${n.table}: remove it from NOT_YET_MOVED`)).toEqual([]);
  });
});
