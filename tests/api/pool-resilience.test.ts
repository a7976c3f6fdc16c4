import { describe, expect, it } from 'vitest';
import { createPrismaClient, createTenantDb, poolOf, runAsTenant } from '@trilha/db';
import { setupDbTest } from '../support/fixture.ts';
import { createTenant } from '../support/factories.ts';

// A database restart, a failover or an administrator ending sessions closes the pools' idle
// connections under them. That used to be an uncaught 'error' event (the process died, the
// embedded platform's stop showed it): now the pool drops the connection and opens a new one.
const t = setupDbTest();

describe('pools survive their idle connections being ended by the server', () => {
  it('the owner and tenant clients answer again after pg_terminate_backend of every idle session', async () => {
    const tenant = await createTenant(t.db);
    const owner = createPrismaClient(t.url, { max: 3 });
    const scoped = createTenantDb({ url: t.url, max: 3 });
    try {
      // Through the pool alone, as the realtime server reads sessions (Prisma never opens its
      // adapter, whose own listener would otherwise hide the defect).
      const pool = poolOf(owner)!;
      await Promise.all([pool.query('SELECT 1'), pool.query('SELECT 1')]);
      await runAsTenant(tenant.company.id, () => scoped.discipline.count());
      const ended = await t.db.$queryRaw<{ n: number }[]>`
        SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'`;
      expect(ended[0]!.n).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200)); // the 'error' events arrive
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect(await runAsTenant(tenant.company.id, () => scoped.discipline.count())).toBe(0);
    } finally {
      await owner.$disconnect();
      await scoped.$disconnect();
    }
  });
});
