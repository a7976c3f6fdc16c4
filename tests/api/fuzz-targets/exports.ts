import type { TestTenant } from '../../support/factories/index.ts';
import { defineFuzzTargets } from './define.ts';

/** An export of any kind (GET /exports/{id}…) of each tenant, asked by one of its managers. */
export default defineFuzzTargets({
  resources: ['exports'],
  async pathParam({ t }) {
    const target = async (tenant: TestTenant) => {
      const staff = await t.create.user(tenant, { type: 'manager' });
      const row = await t.db.export.create({
        data: { companyId: tenant.company.id, requestedById: staff.id, kind: 'sessions-csv', filters: { type: 'student' } },
      });
      return row.id;
    };
    return [String(await target(t.demo)), String(await target(t.acme))];
  },
});
