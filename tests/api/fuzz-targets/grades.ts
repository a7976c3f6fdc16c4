import type { TestTenant } from '../../support/factories/index.ts';
import { defineFuzzTargets } from './define.ts';

/** A grade (PUT /grades/{gradeId}) or a grade export (GET /grades/exports/{id}…) of each tenant. */
export default defineFuzzTargets({
  resources: ['grades'],
  async pathParam({ t }, name) {
    const target = async (tenant: TestTenant) => {
      const d = await t.create.discipline(tenant);
      const item = await t.create.materialItem(tenant, (await t.create.material(tenant, d.id)).id, { type: 'quiz' });
      const learner = await t.create.user(tenant, { type: 'student' });
      if (name === 'gradeId') return (await t.create.grade(tenant, { materialItemId: item.id, userId: learner.id, value: 5 })).id;
      const staff = await t.create.user(tenant, { type: 'manager' });
      return (
        await t.db.export.create({
          data: { companyId: tenant.company.id, kind: 'grades-csv', requestedById: staff.id, filters: { discipline_id: d.id } },
        })
      ).id;
    };
    return [String(await target(t.demo)), String(await target(t.acme))];
  },
});
