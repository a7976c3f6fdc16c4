import { beforeAll, describe, expect, it } from 'vitest';
import { createScopedDb } from '../../apps/api/src/tenancy/scoped-db.ts';
import { tenantContext } from '../../apps/api/src/tenancy/tenant-context.ts';
import type { TestTenant } from '../support/factories/index.ts';
import { setupDbTest } from '../support/fixture.ts';

// Below the HTTP layer: a database and factories, no API.
const t = setupDbTest();
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  a = await t.create.tenant();
  b = await t.create.tenant();
});

// The one tenancy mechanism, exercised directly: routes get it without writing it.
describe('tenant-scoped database client', () => {
  it('refuses a tenant-owned query outside a tenant context', async () => {
    const scoped = createScopedDb(t.db);
    await expect(scoped.discipline.findMany()).rejects.toThrow(/outside a tenant context/);
  });

  it('reads, creates, updates and deletes only inside the current tenant', async () => {
    const scoped = createScopedDb(t.db);
    const theirs = await t.create.discipline(b, { name: 'De B' });
    await tenantContext.run({ companyId: a.company.id }, async () => {
      const created = await scoped.discipline.create({ data: { name: 'De A' } as never });
      expect(created.companyId).toBe(a.company.id);
      expect((await scoped.discipline.findMany()).map((d) => d.name)).toEqual(['De A']);
      expect(await scoped.discipline.findUnique({ where: { id: theirs.id } })).toBeNull();
      const upd = await scoped.discipline.updateMany({ where: { id: theirs.id }, data: { name: 'hacked' } });
      expect(upd.count).toBe(0);
      await expect(scoped.discipline.delete({ where: { id: theirs.id } })).rejects.toMatchObject({ code: 'P2025' });
    });
    expect((await t.db.discipline.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe('De B');
  });

  it('leaves global models (users, companies) unscoped', async () => {
    const scoped = createScopedDb(t.db);
    await tenantContext.run({ companyId: a.company.id }, async () => {
      expect(await scoped.company.count()).toBeGreaterThanOrEqual(2);
    });
  });
});
