import type { TestTenant } from '../../support/factories/index.ts';
import { defineFuzzTargets } from './define.ts';

/** A student-log PDF request (GET /logs/student/pdf/{id}…) of each tenant, asked by one of its tutors. */
export default defineFuzzTargets({
  resources: ['logs'],
  async pathParam({ t }) {
    const target = async (tenant: TestTenant) => {
      const tutor = await t.create.user(tenant, { type: 'tutor' });
      const row = await t.db.export.create({
        data: { companyId: tenant.company.id, requestedById: tutor.id, kind: 'student-logs-pdf', filters: { user_name: 'x' } },
      });
      return row.id;
    };
    return [String(await target(t.demo)), String(await target(t.acme))];
  },
});
