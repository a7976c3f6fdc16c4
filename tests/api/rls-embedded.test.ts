import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoleUrl, createPrismaClient, createTenantDb, migrateDatabase, runAsTenant, type Db, type TenantDb } from '@trilha/db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@trilha/db/embedded';
import { TenantBindingPool } from '@trilha/db/tenancy/binding-pool';
import { createDiscipline, createTenant, type TestTenant } from '../support/factories.ts';

// Embedded mode (PGlite behind pglite-socket) runs whatever services the suite has: it is the
// platform's default without DATABASE_URL. PGlite has ONE backend session shared by every socket
// connection, and it ignores the login user; its socket server does serve a transaction to its
// connection alone. So the tenant client binds per transaction there (SET LOCAL), see
// docs/data-model.md, "Embedded mode".
let pgl: EmbeddedPostgres;
let db: Db;
let tenantDb: TenantDb;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  pgl = await startEmbeddedPostgres({ dataDir: 'memory://' });
  await migrateDatabase(pgl.url);
  db = createPrismaClient(pgl.url, { max: 3 });
  tenantDb = createTenantDb({ url: pgl.url, appUrl: appRoleUrl(pgl.url), max: 4 });
  a = await createTenant(db);
  b = await createTenant(db);
  for (const t of [a, b]) for (let i = 0; i < 4; i++) await createDiscipline(db, t, { name: `Embutida ${i}` });
}, 120_000);
afterAll(async () => {
  await tenantDb?.$disconnect();
  await db?.$disconnect();
  await pgl?.stop();
});

const connect = async (url: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
};

describe('embedded PostgreSQL (PGlite): why per-connection binding is not enough', () => {
  it('shares session state between socket connections and ignores the login user', async () => {
    const [one, two] = [await connect(appRoleUrl(pgl.url)), await connect(pgl.url)];
    try {
      expect((await one.query('SELECT current_user AS u')).rows[0].u).toBe('postgres');
      await one.query(`SELECT set_config('trilha.company_id', '42', false)`);
      expect((await two.query(`SELECT current_setting('trilha.company_id') AS c`)).rows[0].c).toBe('42');
    } finally {
      await one.query(`SELECT set_config('trilha.company_id', '', false)`);
      await Promise.all([one.end(), two.end()]);
    }
  });

  it('would leak the tenant and the role across connections with session binding', async () => {
    const pool = new TenantBindingPool(
      { connectionString: pgl.url, max: 2 },
      { role: 'trilha_app', switchRole: true, binding: 'session' },
    );
    const owner = await connect(pgl.url);
    try {
      const first = await runAsTenant(a.company.id, () => pool.connect());
      const second = await runAsTenant(b.company.id, () => pool.connect());
      // The connection checked out for A now answers as B, and the owner has become trilha_app.
      expect((await first.query(`SELECT current_setting('trilha.company_id') AS c`)).rows[0].c).toBe(String(b.company.id));
      expect((await owner.query('SELECT current_user AS u')).rows[0].u).toBe('trilha_app');
      first.release();
      second.release();
    } finally {
      await owner.query(`RESET ROLE; SELECT set_config('trilha.company_id', '', false)`);
      await owner.end();
      await pool.end();
    }
  });
});

describe('embedded PostgreSQL (PGlite): the TenantDb binds per transaction', () => {
  it('fails without a tenant and refuses another tenant’s rows', async () => {
    await expect(tenantDb.$queryRaw`SELECT * FROM disciplines`).rejects.toThrow(/invalid input syntax for type integer/);
    await runAsTenant(a.company.id, async () => {
      const [me] = await tenantDb.$queryRaw<{ u: string }[]>`SELECT current_user AS u`;
      expect(me?.u).toBe('trilha_app');
      await expect(
        tenantDb.$executeRaw`INSERT INTO disciplines (company_id, name, updated_at) VALUES (${b.company.id}, 'x', now())`,
      ).rejects.toThrow(/row-level security/);
    });
  });

  it('keeps concurrent requests, transactions and the owner client apart', async () => {
    const [ownA, ownB] = await Promise.all([a, b].map((t) => db.discipline.findMany({ where: { companyId: t.company.id } })));
    const own = (t: TestTenant) => (t === a ? ownA! : ownB!);
    const request = (t: TestTenant, i: number) =>
      runAsTenant(t.company.id, async () => {
        const one = await tenantDb.discipline.findUnique({ where: { id: own(t)[i % 4]!.id } });
        const raw = await tenantDb.$queryRaw<{ c: number }[]>`SELECT DISTINCT company_id AS c FROM disciplines`;
        const inTx = await tenantDb.$transaction(async (tx) => {
          const rows = await tx.$queryRaw<{ c: number }[]>`SELECT DISTINCT company_id AS c FROM disciplines`;
          const count = await tx.discipline.count();
          return { rows, count };
        });
        return { t, one, raw, inTx };
      });
    const owner = async () => {
      const [u] = await db.$queryRaw<{ u: string; n: number }[]>`SELECT current_user AS u, count(*)::int AS n FROM disciplines`;
      return u!;
    };
    const [results, ownerViews] = await Promise.all([
      Promise.all(Array.from({ length: 24 }, (_, i) => request(i % 2 ? b : a, i))),
      Promise.all(Array.from({ length: 8 }, owner)),
    ]);
    for (const r of results) {
      expect(r.one?.companyId).toBe(r.t.company.id);
      expect(r.raw).toEqual([{ c: r.t.company.id }]);
      expect(r.inTx.rows).toEqual([{ c: r.t.company.id }]);
      expect(r.inTx.count).toBe(4);
    }
    // The owner (migrations, global client) shares the one session and is never left as trilha_app.
    for (const v of ownerViews) expect(v).toEqual({ u: 'postgres', n: 8 });
  });
});
