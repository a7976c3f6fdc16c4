import type { TestTenant } from '../../support/factories/index.ts';
import { defineFuzzTargets } from './define.ts';

/** Disciplines and supplied disciplines (offers of a supplier to this consumer). */
export default defineFuzzTargets({
  resources: ['disciplines', 'consumer-disciplines'],
  async pathParam({ t, resource, discipline }, name) {
    if (resource === 'disciplines' || name === 'disciplineId')
      return [String(discipline.id), String((await t.create.discipline(t.acme)).id)];
    const offer = (tenant: TestTenant) =>
      t.db.consumerDiscipline.create({ data: { companyId: tenant.company.id, consumerId: tenant.consumer.id, name: 'Oferta' } });
    return [String((await offer(t.demo)).id), String((await offer(t.acme)).id)];
  },
});
