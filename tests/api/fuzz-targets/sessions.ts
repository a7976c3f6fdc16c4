import type { TestTenant } from '../../support/factories/index.ts';
import { defineFuzzTargets } from './define.ts';

/** A learner with study time (GET /sessions/{userId}…) or a session export (GET /sessions/exports/{id}…) of each tenant. */
export default defineFuzzTargets({
  resources: ['sessions'],
  async pathParam({ t }, name) {
    const target = async (tenant: TestTenant) => {
      if (name === 'userId') {
        const learner = await t.create.user(tenant, { type: 'student' });
        await t.create.study(tenant, learner.id, { seconds: 600 });
        return learner.id;
      }
      const staff = await t.create.user(tenant, { type: 'manager' });
      const exp = await t.db.export.create({
        data: {
          companyId: tenant.company.id,
          kind: 'sessions-csv',
          requestedById: staff.id,
          filters: { type: 'student', time_zone: 'America/Sao_Paulo' },
        },
      });
      return exp.id;
    };
    return [String(await target(t.demo)), String(await target(t.acme))];
  },
});
