import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma, runAsTenant } from '@trilha/db';
import { scramVerifier } from '@trilha/db/migrate/app-role';
import { tenancySql } from '@trilha/db/migrate/tenancy';
import { readTenancyCatalog, tenancyGaps } from '@trilha/db/tenancy/catalog';
import { APP_ROLE, CROSS_TENANT_REFERENCES, RLS_EXEMPT_TABLES } from '@trilha/db/tenancy/rules';
import { freshDatabase } from '../support/db.ts';
import { createDiscipline, createTenant, type TestTenant } from '../support/factories.ts';

// The database backstop under the scoping extension: PostgreSQL row-level security on every tenant
// table (for the app role trilha_app) and foreign keys led by company_id that keep child rows in
// their parent's company.
let env: Awaited<ReturnType<typeof freshDatabase>>;
let a: TestTenant;
let b: TestTenant;
let discA: { id: number };
let discB: { id: number };
let app: pg.Client;

// "unrecognized configuration parameter" (never bound) or "invalid input syntax for type integer"
// (bound to '' = no tenant): either way the query fails instead of reading every tenant.
const NO_TENANT = /trilha\.company_id|invalid input syntax for type integer/;
const RLS_REFUSED = /row-level security/;

beforeAll(async () => {
  env = await freshDatabase();
  a = await createTenant(env.db);
  b = await createTenant(env.db);
  discA = await createDiscipline(env.db, a, { name: 'Disciplina A' });
  discB = await createDiscipline(env.db, b, { name: 'Disciplina B' });
  app = new pg.Client({ connectionString: env.appUrl });
  await app.connect();
});
afterAll(async () => {
  await app?.end();
  await env?.drop();
});

const bindRaw = (companyId: number | '') => app.query(`SELECT set_config('trilha.company_id', $1, false)`, [String(companyId)]);

describe('row-level security, raw SQL as trilha_app', () => {
  it('connects as the app role, which is not exempt from row-level security', async () => {
    const { rows } = await app.query<{ u: string; su: boolean; bypass: boolean }>(
      'SELECT current_user AS u, rolsuper AS su, rolbypassrls AS bypass FROM pg_roles WHERE rolname = current_user',
    );
    expect(rows[0]).toEqual({ u: APP_ROLE, su: false, bypass: false });
  });

  it('fails without a tenant instead of reading every tenant', async () => {
    await expect(app.query('SELECT * FROM disciplines')).rejects.toThrow(NO_TENANT);
    await bindRaw('');
    await expect(app.query('SELECT * FROM disciplines')).rejects.toThrow(NO_TENANT);
    await expect(
      app.query(`INSERT INTO disciplines (company_id, name, updated_at) VALUES ($1, 'x', now())`, [a.company.id]),
    ).rejects.toThrow(NO_TENANT);
  });

  it('as tenant A sees only A, cannot touch B, cannot write a row of B', async () => {
    await bindRaw(a.company.id);
    const seen = await app.query<{ company_id: number }>('SELECT company_id FROM disciplines');
    expect(seen.rows.map((r) => r.company_id)).toEqual([a.company.id]);
    expect((await app.query(`UPDATE disciplines SET name = 'hacked' WHERE id = $1`, [discB.id])).rowCount).toBe(0);
    expect((await app.query('DELETE FROM disciplines WHERE id = $1', [discB.id])).rowCount).toBe(0);
    await expect(
      app.query(`INSERT INTO disciplines (company_id, name, updated_at) VALUES ($1, 'sneak', now())`, [b.company.id]),
    ).rejects.toThrow(RLS_REFUSED);
    // Moving an own row to B is a write of a row of B.
    await expect(app.query('UPDATE disciplines SET company_id = $1 WHERE id = $2', [b.company.id, discA.id])).rejects.toThrow(
      RLS_REFUSED,
    );
    expect((await env.db.discipline.findFirstOrThrow({ where: { id: discB.id } })).name).toBe('Disciplina B');
    await bindRaw('');
  });

  it('leaves global tables readable and hides the migration history', async () => {
    expect((await app.query('SELECT count(*)::int AS n FROM companies')).rows[0].n).toBeGreaterThanOrEqual(2);
    await expect(app.query('SELECT * FROM _prisma_migrations')).rejects.toThrow(/permission denied/);
  });
});

describe('row-level security through the TenantDb', () => {
  it('refuses tenant models outside a tenant context, in the extension and in the database', async () => {
    await expect(env.tenantDb.discipline.findMany()).rejects.toThrow(/outside a tenant context/);
    // Raw SQL skips the extension: row-level security still refuses.
    await expect(env.tenantDb.$queryRaw`SELECT * FROM disciplines`).rejects.toThrow(NO_TENANT);
  });

  it('binds the tenant to the connection: raw SQL sees and writes only its rows', async () => {
    await runAsTenant(a.company.id, async () => {
      const rows = await env.tenantDb.$queryRaw<{ company_id: number }[]>`SELECT company_id FROM disciplines`;
      expect(rows.map((r) => r.company_id)).toEqual([a.company.id]);
      expect(await env.tenantDb.$executeRaw`UPDATE disciplines SET name = 'hacked' WHERE id = ${discB.id}`).toBe(0);
      await expect(
        env.tenantDb.$executeRaw`INSERT INTO disciplines (company_id, name, updated_at) VALUES (${b.company.id}, 'sneak', now())`,
      ).rejects.toThrow(RLS_REFUSED);
    });
    // Back outside: the connection that served A is not left bound to A.
    await expect(env.tenantDb.$queryRaw`SELECT * FROM disciplines`).rejects.toThrow(NO_TENANT);
  });

  it('scopes interactive transactions: extension on tx, connection bound at its start', async () => {
    const created = await runAsTenant(a.company.id, () =>
      env.tenantDb.$transaction(async (tx) => {
        const [bound] = await tx.$queryRaw<{ c: string }[]>`SELECT current_setting('trilha.company_id') AS c`;
        expect(bound?.c).toBe(String(a.company.id));
        expect((await tx.discipline.findMany()).map((d) => d.companyId)).toEqual([a.company.id]);
        expect(await tx.discipline.findFirst({ where: { id: discB.id } })).toBeNull();
        expect(await tx.$queryRaw<unknown[]>`SELECT 1 FROM disciplines WHERE id = ${discB.id}`).toEqual([]);
        return tx.discipline.create({ data: { name: 'Criada na transação' } as never });
      }),
    );
    expect(created.companyId).toBe(a.company.id);
    // A rolled-back transaction leaves nothing; one outside a tenant context cannot touch tenant rows.
    await expect(
      runAsTenant(a.company.id, () =>
        env.tenantDb.$transaction(async (tx) => {
          await tx.discipline.create({ data: { name: 'Desfeita' } as never });
          throw new Error('rollback');
        }),
      ),
    ).rejects.toThrow('rollback');
    expect(await env.db.discipline.count({ where: { name: 'Desfeita' } })).toBe(0);
    await expect(env.tenantDb.$transaction((tx) => tx.$queryRaw`SELECT * FROM disciplines`)).rejects.toThrow(NO_TENANT);
  });

  it('keeps concurrent requests of two tenants apart, findUnique included', async () => {
    const [manyA, manyB] = await Promise.all(
      [a, b].map((t) =>
        Promise.all(Array.from({ length: 6 }, (_, i) => createDiscipline(env.db, t, { name: `Concorrente ${i}` }))),
      ),
    );
    const mine = (t: TestTenant) => (t === a ? manyA! : manyB!);
    const theirs = (t: TestTenant) => (t === a ? manyB! : manyA!);
    const request = (t: TestTenant, i: number) =>
      runAsTenant(t.company.id, async () => {
        // Same tick for every request: Prisma would batch these findUnique calls into one query.
        const own = await env.tenantDb.discipline.findFirst({ where: { id: mine(t)[i % 6]!.id } });
        const other = await env.tenantDb.discipline.findFirst({ where: { id: theirs(t)[i % 6]!.id } });
        const list = await env.tenantDb.discipline.findMany({ select: { companyId: true } });
        const raw = await env.tenantDb.$queryRaw<{ n: number }[]>`SELECT count(DISTINCT company_id)::int AS n FROM disciplines`;
        const orThrow = await env.tenantDb.discipline.findFirstOrThrow({ where: { id: mine(t)[(i + 1) % 6]!.id } });
        return { t, own, other, list, raw, orThrow };
      });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => request(i % 2 ? b : a, i)));
    for (const r of results) {
      expect(r.own?.companyId).toBe(r.t.company.id);
      expect(r.other).toBeNull();
      expect(new Set(r.list.map((d) => d.companyId))).toEqual(new Set([r.t.company.id]));
      expect(r.raw[0]?.n).toBe(1);
      expect(r.orThrow.companyId).toBe(r.t.company.id);
    }
  });

  it('answers compound-key findUnique of tenant models', async () => {
    const user = await env.db.user.create({
      data: { name: 'Membro', email: `m${Date.now()}@example.com`, passwordHash: 'x', type: 'student' },
    });
    await env.db.companyUser.create({ data: { companyId: a.company.id, userId: user.id } });
    await runAsTenant(a.company.id, async () => {
      const m = await env.tenantDb.companyUser.findUnique({
        where: { companyId_userId: { companyId: a.company.id, userId: user.id } },
      });
      expect(m?.userId).toBe(user.id);
    });
    await runAsTenant(b.company.id, async () => {
      await expect(
        env.tenantDb.companyUser.findUniqueOrThrow({ where: { companyId_userId: { companyId: a.company.id, userId: user.id } } }),
      ).rejects.toMatchObject({ code: 'P2025' });
    });
  });
});

describe('parent/child company checks (foreign keys on company_id, even for the owner)', () => {
  it('refuses a material of A under a discipline of B', async () => {
    await expect(
      env.db.material.create({ data: { companyId: a.company.id, disciplineId: discB.id, name: 'Cruzado' } }),
    ).rejects.toThrow(/materials_company_id_discipline_id_fkey/);
    const ok = await env.db.material.create({ data: { companyId: a.company.id, disciplineId: discA.id, name: 'Certo' } });
    // Moving the child (its key or its company) is checked too.
    const key = { companyId_id: { companyId: a.company.id, id: ok.id } };
    await expect(env.db.material.update({ where: key, data: { disciplineId: discB.id } })).rejects.toThrow(
      /materials_company_id_discipline_id_fkey/,
    );
    await expect(env.db.material.update({ where: key, data: { companyId: b.company.id } })).rejects.toThrow(
      /materials_company_id_discipline_id_fkey/,
    );
  });

  it('refuses a discipline_tag_links row mixing companies', async () => {
    const tagB = await env.db.disciplineTag.create({ data: { companyId: b.company.id, name: 'Tag B' } });
    await expect(
      env.db.disciplineTagLink.create({ data: { companyId: a.company.id, disciplineId: discA.id, tagId: tagB.id } }),
    ).rejects.toThrow(/discipline_tag_links_company_id_discipline_tag_id_fkey/);
    await expect(
      env.db.disciplineTagLink.create({ data: { companyId: b.company.id, disciplineId: discA.id, tagId: tagB.id } }),
    ).rejects.toThrow(/discipline_tag_links_company_id_discipline_id_fkey/);
  });

  it('raises a foreign_key_violation (SQLSTATE 23503) naming the key, for the app role too', async () => {
    await bindRaw(b.company.id);
    const refused = await app
      .query(`INSERT INTO materials (company_id, discipline_id, name, updated_at) VALUES ($1, $2, 'x', now())`, [
        b.company.id,
        discA.id,
      ])
      .catch((e: { code?: string; constraint?: string }) => e);
    await bindRaw('');
    expect(refused).toMatchObject({ code: '23503', constraint: 'materials_company_id_discipline_id_fkey' });
  });

  it('lets the cross-tenant supplier reference through (by design)', async () => {
    const consumerDiscipline = await env.db.consumerDiscipline.create({
      data: { companyId: a.company.id, consumerId: a.consumer.id, sourceDisciplineId: discB.id, name: 'Oferta de B' },
    });
    expect(consumerDiscipline.sourceDisciplineId).toBe(discB.id);
    expect(Object.keys(CROSS_TENANT_REFERENCES)).toContain('consumer_disciplines.source_discipline_id');
  });
});

describe('catalog: every tenant table and key has its backstop', () => {
  it('has row-level security with the tenant policy on every company_id table, and a trigger on every tenant key', async () => {
    const owner = new pg.Client({ connectionString: env.url });
    await owner.connect();
    try {
      const catalog = await readTenancyCatalog(owner);
      expect(catalog.tables.length).toBeGreaterThan(30);
      for (const t of catalog.tables) {
        const exempt = t.table in RLS_EXEMPT_TABLES;
        expect({ table: t.table, rls: t.rlsEnabled, policy: !!t.policy }).toEqual({
          table: t.table,
          rls: !exempt,
          policy: !exempt,
        });
      }
      expect(tenancyGaps(catalog)).toEqual({ tables: [], foreignKeys: [], keys: [] });
      // Straight from pg_policies/pg_trigger as well, without the helper's logic.
      const { rows: unguarded } = await owner.query(`
        SELECT c.relname FROM pg_class c
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
          AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped)
          AND NOT (c.relrowsecurity AND EXISTS (SELECT 1 FROM pg_policies p WHERE p.schemaname = 'public' AND p.tablename = c.relname))`);
      expect(unguarded.map((r) => r.relname)).toEqual(Object.keys(RLS_EXEMPT_TABLES));
      const { rows: triggers } = await owner.query(
        `SELECT count(*)::int AS n FROM pg_trigger WHERE tgname LIKE 'tenant_parent_%'`,
      );
      // Left only on the keys to consumers (a reference table that carries company_id).
      expect(triggers[0].n).toBe(catalog.foreignKeys.length);
      expect(catalog.foreignKeys.map((k) => `${k.child}.${k.column}`)).toEqual(['consumer_disciplines.consumer_id']);
    } finally {
      await owner.end();
    }
  });

  it('notices a new tenant table without its backstop, and the generated SQL fixes it', async () => {
    const owner = new pg.Client({ connectionString: env.url });
    await owner.connect();
    try {
      await owner.query(`CREATE TABLE rls_probe (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES companies(id),
        consumer_id integer REFERENCES consumers(id))`);
      const gaps = tenancyGaps(await readTenancyCatalog(owner));
      const keys = [expect.objectContaining({ table: 'rls_probe', constraint: 'rls_probe_pkey', kind: 'primary key' })];
      expect(gaps).toEqual({
        tables: ['rls_probe'],
        foreignKeys: [{ child: 'rls_probe', column: 'consumer_id', parent: 'consumers', parentColumn: 'id' }],
        keys,
      });
      await owner.query(tenancySql(gaps));
      // The keys' shape is the schema's to fix (a migration), not generated SQL's.
      expect(tenancyGaps(await readTenancyCatalog(owner))).toEqual({ tables: [], foreignKeys: [], keys });
      // Default privileges reached the new table: the app role may use it, under its policy.
      await bindRaw(a.company.id);
      await app.query('INSERT INTO rls_probe (company_id, consumer_id) VALUES ($1, $2)', [a.company.id, a.consumer.id]);
      await expect(
        app.query('INSERT INTO rls_probe (company_id, consumer_id) VALUES ($1, $2)', [a.company.id, b.consumer.id]),
      ).rejects.toThrow(/refers to a consumers row/);
      await bindRaw('');
    } finally {
      await owner.query('DROP TABLE IF EXISTS rls_probe');
      await owner.end();
    }
  });

  it('maps the key violation to a Prisma known error for callers', async () => {
    const err = await env.db.material
      .create({ data: { companyId: a.company.id, disciplineId: discB.id, name: 'x' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
  });
});

describe('app role password (APP_DB_PASSWORD at deploy)', () => {
  it('computes the SCRAM-SHA-256 verifier PostgreSQL itself stores', async () => {
    // A throw-away role (roles are cluster-wide): let the server hash, recompute with its salt.
    const role = `trilha_scram_probe_${process.pid}_${Date.now()}`;
    const owner = new pg.Client({ connectionString: env.url });
    await owner.connect();
    try {
      await owner.query(`SET password_encryption = 'scram-sha-256'`);
      await owner.query(`CREATE ROLE ${role} PASSWORD 'S3nha-de-teste!'`);
      const { rows } = await owner.query<{ v: string }>('SELECT rolpassword AS v FROM pg_authid WHERE rolname = $1', [role]);
      const [, params] = rows[0]!.v.split('$');
      const [iterations, salt] = params!.split(':');
      expect(scramVerifier('S3nha-de-teste!', Buffer.from(salt!, 'base64'), Number(iterations))).toBe(rows[0]!.v);
    } finally {
      await owner.query(`DROP ROLE IF EXISTS ${role}`);
      await owner.end();
    }
  });
});
