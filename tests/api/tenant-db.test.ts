import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '@trilha/db';
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
      expect(await scoped.discipline.findUnique({ where: { id: theirs.id } })).toBeNull();
      const upd = await scoped.discipline.updateMany({ where: { id: theirs.id }, data: { name: 'hacked' } });
      expect(upd.count).toBe(0);
      await expect(scoped.discipline.delete({ where: { id: theirs.id } })).rejects.toMatchObject({ code: 'P2025' });
    });
    expect((await env.db.discipline.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe('De B');
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
