import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant, tenantKey } from '@trilha/db';
import { freshDatabase } from '../support/db.ts';
import { createDiscipline, createTenant, type TestTenant } from '../support/factories.ts';

let env: Awaited<ReturnType<typeof freshDatabase>>;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  env = await freshDatabase();
  a = await createTenant(env.db);
  b = await createTenant(env.db);
});
afterAll(async () => env?.drop());

// The tenant client of @trilha/db (scoping extension over the app role), exercised directly:
// routes get it without writing it. tests/api/rls.test.ts covers the database backstop under it.
describe('tenant-scoped database client (TenantDb)', () => {
  it('refuses a tenant-owned query outside a tenant context', async () => {
    await expect(env.tenantDb.discipline.findMany()).rejects.toThrow(/outside a tenant context/);
  });

  it('reads, creates, updates and deletes only inside the current tenant', async () => {
    const scoped = env.tenantDb;
    const theirs = await createDiscipline(env.db, b, { name: 'De B' });
    await runAsTenant(a.company.id, async () => {
      const created = await scoped.discipline.create({ data: { name: 'De A' } as never });
      expect(created.companyId).toBe(a.company.id);
      expect((await scoped.discipline.findMany()).map((d) => d.name)).toEqual(['De A']);
      expect(await scoped.discipline.findFirst({ where: { id: theirs.id } })).toBeNull();
      const upd = await scoped.discipline.updateMany({ where: { id: theirs.id }, data: { name: 'hacked' } });
      expect(upd.count).toBe(0);
      await expect(scoped.discipline.delete({ where: tenantKey(theirs.id) })).rejects.toMatchObject({ code: 'P2025' });
    });
    expect((await env.db.discipline.findFirstOrThrow({ where: { id: theirs.id } })).name).toBe('De B');
  });

  it('leaves global models (users, companies) unscoped', async () => {
    await runAsTenant(a.company.id, async () => {
      expect(await env.tenantDb.company.count()).toBeGreaterThanOrEqual(2);
    });
  });

  it('runs a query returned unawaited from runAsTenant inside the tenant (Prisma promises are lazy)', async () => {
    const rows = await runAsTenant(a.company.id, () => env.tenantDb.discipline.findMany({ select: { companyId: true } }));
    expect(rows.every((r) => r.companyId === a.company.id)).toBe(true);
    expect(runAsTenant(a.company.id, () => 7)).toBe(7);
  });

  it('refuses an invalid tenant id', () => {
    expect(() => runAsTenant(0, () => undefined)).toThrow(/Invalid tenant/);
    expect(() => runAsTenant(1.5, () => undefined)).toThrow(/Invalid tenant/);
  });
});

// pg 8 queues a query sent while its client is busy (with a deprecation warning); pg 9 will throw.
// Prisma's query interpreter loads sibling relations concurrently, which a transaction's single
// connection must not see (patches/@prisma__adapter-pg@7.10.1.patch serialises them).
describe('one connection, one query at a time', () => {
  const overlapping = async (fn: () => Promise<unknown>): Promise<string[]> => {
    type Client = { _activeQuery?: unknown; _queryQueue: unknown[] };
    const proto = pg.Client.prototype as unknown as { query: (this: Client, ...a: unknown[]) => unknown };
    const original = proto.query;
    const seen: string[] = [];
    proto.query = function (this: Client, ...args: unknown[]) {
      if (this._activeQuery || this._queryQueue.length) {
        const q = args[0] as string | { text: string };
        seen.push((typeof q === 'string' ? q : q.text).slice(0, 80));
      }
      return original.apply(this, args);
    };
    try {
      await fn();
    } finally {
      proto.query = original;
    }
    return seen;
  };

  it('never sends a query on a busy connection, when reading sibling relations in a transaction or not', async () => {
    const d = await createDiscipline(env.db, a, { name: 'Relações' });
    const include = { topics: true, materials: true, tags: true, inscriptions: true } as const;
    const seen = await overlapping(async () => {
      await runAsTenant(a.company.id, async () => {
        expect(await env.tenantDb.discipline.findFirst({ where: { id: d.id }, include })).toMatchObject({ topics: [] });
        await env.tenantDb.$transaction(async (tx) => {
          await tx.discipline.findFirst({ where: { id: d.id }, include });
          await tx.discipline.update({ where: tenantKey(d.id), data: { name: 'Relações 2' }, include });
        });
      });
      await env.db.$transaction(async (tx) =>
        tx.company.findFirst({ where: { id: a.company.id }, include: { consumers: true, memberships: true, disciplines: true } }),
      );
    });
    expect(seen).toEqual([]);
  });
});
