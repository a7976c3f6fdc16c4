import type { TestTenant } from '../../support/factories/index.ts';
import { defineFuzzTargets } from './define.ts';

/** A model call (GET /ai/jobs/{id}, POST /ai/jobs/{id}/cancel) of each tenant, queued. */
export default defineFuzzTargets({
  resources: ['ai'],
  async pathParam({ t, discipline }, name) {
    if (name !== 'id') throw new Error(`ai fuzz: unknown path parameter ${name}`);
    const job = async (tenant: TestTenant, disciplineId: number | null) => {
      const owner = await t.create.user(tenant, { type: 'manager' });
      const row = await t.db.aiJob.create({
        data: {
          companyId: tenant.company.id,
          userId: owner.id,
          kind: 'questions',
          disciplineId,
          input: { subject: 'Fuzz', amount: 1, types: ['choice'] },
        },
      });
      return row.id;
    };
    return [String(await job(t.demo, discipline.id)), String(await job(t.acme, null))];
  },
});
