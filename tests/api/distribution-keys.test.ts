import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLOCATION_ANCHOR,
  citusLayoutSql,
  describeKeyShapeOffender,
  readCitusLayout,
  readKeyShapeOffenders,
} from '@trilha/db/tenancy/distribution-keys';
import { REFERENCE_TABLES_WITH_COMPANY_ID } from '@trilha/db/tenancy/rules';
import { freshDatabase } from '../support/db.ts';
import { createDiscipline, createTenant } from '../support/factories.ts';

// The schema is ready to be distributed by tenant (Citus): on the migrated database, every primary
// key and unique index of a tenant table leads with company_id, and every foreign key that points
// at a tenant table pairs company_id with company_id. Read from pg_catalog (docs/deployment.md).
let env: Awaited<ReturnType<typeof freshDatabase>>;
let owner: pg.Client;

beforeAll(async () => {
  env = await freshDatabase();
  owner = new pg.Client({ connectionString: env.url });
  await owner.connect();
});
afterAll(async () => {
  await owner?.end();
  await env?.drop();
});

describe('distribution keys of the migrated schema', () => {
  it('has no primary, unique or foreign key of a tenant table that does not lead with company_id', async () => {
    // On failure the list names each table, constraint and its definition.
    expect((await readKeyShapeOffenders(owner)).map(describeKeyShapeOffender)).toEqual([]);
  });

  it('gives every tenant table a primary key (the shard rebalancer moves rows by it)', async () => {
    const { rows } = await owner.query<{ relname: string }>(
      `SELECT c.relname FROM pg_class c
       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped)
         AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary)`,
    );
    expect(rows.map((r) => r.relname)).toEqual([]);
  });

  it('nulls only the key column on delete, never company_id (ON DELETE SET NULL (column))', async () => {
    const { rows } = await owner.query<{ conname: string; setcols: string[] | null }>(
      `SELECT k.conname,
              ARRAY(SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = k.conrelid AND a.attnum = ANY (k.confdelsetcols)) AS setcols
       FROM pg_constraint k
       WHERE k.contype = 'f' AND k.confdeltype = 'n' AND cardinality(k.conkey) > 1 AND k.connamespace = 'public'::regnamespace`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) expect({ key: r.conname, setcols: r.setcols?.length }).toEqual({ key: r.conname, setcols: 1 });
    expect(rows.flatMap((r) => r.setcols ?? [])).not.toContain('company_id');
    // And in action: a hard-deleted discipline leaves its question in the bank, discipline unset.
    const tenant = await createTenant(env.db);
    const d = await createDiscipline(env.db, tenant, { name: 'Apagada' });
    const q = await env.db.question.create({
      data: { companyId: tenant.company.id, disciplineId: d.id, title: 'Q', text: 'Q?', type: 'descriptive' },
    });
    await owner.query('DELETE FROM disciplines WHERE company_id = $1 AND id = $2', [tenant.company.id, d.id]);
    const after = await env.db.question.findFirstOrThrow({ where: { id: q.id } });
    expect({ companyId: after.companyId, disciplineId: after.disciplineId }).toEqual({
      companyId: tenant.company.id,
      disciplineId: null,
    });
  });

  it('names each offending key: table and constraint (the check can fail)', async () => {
    await owner.query('BEGIN');
    try {
      await owner.query(`CREATE TABLE keys_probe (
        id serial PRIMARY KEY,
        company_id integer NOT NULL,
        code text,
        parent_id integer REFERENCES keys_probe(id),
        discipline_id integer,
        CONSTRAINT keys_probe_code_key UNIQUE (code),
        CONSTRAINT keys_probe_discipline_fkey FOREIGN KEY (company_id, discipline_id) REFERENCES disciplines(company_id, id))`);
      await owner.query(`CREATE UNIQUE INDEX keys_probe_lower_code ON keys_probe (lower(code))`);
      await owner.query(`CREATE UNIQUE INDEX keys_probe_good ON keys_probe (company_id, code)`);
      // A global table may not point at a tenant table (a reference table cannot reference a shard).
      await owner.query(`CREATE TABLE keys_probe_global (
        id serial PRIMARY KEY, company_id_ref integer, discipline_id integer,
        CONSTRAINT keys_probe_global_fkey FOREIGN KEY (company_id_ref, discipline_id) REFERENCES disciplines(company_id, id))`);
      const found = (await readKeyShapeOffenders(owner)).map((k) => [k.table, k.constraint, k.kind]).sort();
      expect(found).toEqual([
        ['keys_probe', 'keys_probe_code_key', 'unique'],
        ['keys_probe', 'keys_probe_lower_code', 'unique'],
        ['keys_probe', 'keys_probe_parent_id_fkey', 'foreign key'],
        ['keys_probe', 'keys_probe_pkey', 'primary key'],
        ['keys_probe_global', 'keys_probe_global_fkey', 'foreign key'],
      ]);
      expect(describeKeyShapeOffender((await readKeyShapeOffenders(owner))[0]!)).toMatch(
        /^keys_probe: unique keys_probe_code_key does not lead with company_id \(CREATE UNIQUE INDEX/,
      );
    } finally {
      await owner.query('ROLLBACK');
    }
  });

  it('lays out every table for Citus: reference tables, then tables distributed by company_id', async () => {
    const layout = await readCitusLayout(owner);
    const { rows } = await owner.query<{ relname: string }>(
      `SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND relname <> '_prisma_migrations'`,
    );
    expect([...layout.referenceTables, ...layout.distributedTables].sort()).toEqual(rows.map((r) => r.relname).sort());
    expect(layout.referenceTables).toEqual(
      [
        'access_tokens',
        'companies',
        'contacts',
        'password_resets',
        'users',
        ...Object.keys(REFERENCE_TABLES_WITH_COMPANY_ID),
      ].sort(),
    );
    // Parents are distributed before their children, and the anchor references no distributed table.
    const { rows: edges } = await owner.query<{ child: string; parent: string }>(
      `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
       WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid <> confrelid`,
    );
    const sql = citusLayoutSql(layout);
    const position = (t: string) => sql.indexOf(`create_distributed_table('${t}'`);
    for (const e of edges.filter(
      (x) => layout.distributedTables.includes(x.child) && layout.distributedTables.includes(x.parent),
    ))
      expect({ ...e, before: position(e.parent) < position(e.child) }).toEqual({ ...e, before: true });
    expect(sql).toContain(`SELECT create_distributed_table('${COLOCATION_ANCHOR}', 'company_id');`);
    expect(sql).toContain(`SELECT create_distributed_table('materials', 'company_id', colocate_with => '${COLOCATION_ANCHOR}');`);
  });

  it('keeps the reference tables of docs/deployment.md true', async () => {
    const { referenceTables } = await readCitusLayout(owner);
    const doc = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Running on Citus'));
    expect(section.length).toBeLessThan(doc.length);
    expect(referenceTables.filter((t) => !section.includes(`\`${t}\``))).toEqual([]);
  });
});
