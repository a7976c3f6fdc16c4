import { runAsTenant, tenantKey } from '@trilha/db';
import type { ConsumerDiscipline, CreateConsumerDisciplineBody } from '@trilha/shared/consumer-disciplines';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { consumerDisciplineSelect, presentConsumerDiscipline } from './present-consumer-discipline.ts';

/**
 * POST /consumer-disciplines, on the SUPPLIER's host: offers one of its disciplines to a consumer
 * (sub-domain) of another company. The one write across tenants (docs/learning-content.md,
 * "Supplied disciplines"):
 * 1. the discipline is read in the host tenant (deps.db: another tenant's id is 404);
 * 2. the consumer's company is looked up from `consumers` (readable before any tenant is known:
 *    the host resolution needs it; the same row every request's tenant comes from);
 * 3. that company must list the host's company as an ACTIVE supplier (its own `suppliers` row,
 *    read with the tenant client bound to it): a company that did not choose this supplier is
 *    not reachable, and answers the same 422 as a consumer that does not exist;
 * 4. the offer row is written in the consumer's tenant (company_id = consumer's), carrying a copy
 *    of the name and description, so the consumer never needs to read the source to list it.
 * An offer already pending or approved is a 422; a disapproved one is offered again (pending).
 */
export async function offerDiscipline(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  body: CreateConsumerDisciplineBody,
): Promise<ConsumerDiscipline> {
  const source = await deps.db.discipline.findFirst({
    where: { id: body.discipline_id, deletedAt: null },
    select: { id: true, name: true, description: true },
  });
  if (!source) throw appError('DISCIPLINE_NOT_FOUND');

  const [consumer] = await deps.db.$queryRaw<{ company_id: number }[]>`
    SELECT c.company_id FROM consumers c
      JOIN companies co ON co.id = c.company_id AND co.deleted_at IS NULL AND co.status = 'active'
     WHERE c.id = ${body.consumer_id}`;
  if (!consumer || consumer.company_id === tenant.companyId) throw appError('CONSUMER_DISCIPLINE_CONSUMER_NOT_FOUND');

  const row = await runAsTenant(consumer.company_id, async () => {
    const supplier = await deps.db.supplier.findFirst({
      where: { supplierCompanyId: tenant.companyId, status: 'active' },
      select: { id: true },
    });
    if (!supplier) throw appError('CONSUMER_DISCIPLINE_CONSUMER_NOT_FOUND');
    const offer = {
      supplierId: supplier.id,
      name: source.name,
      description: source.description,
      type: body.type ?? 'supplied',
      status: 'pending' as const,
      decidedById: null,
      decidedAt: null,
    };
    const existing = await deps.db.consumerDiscipline.findFirst({
      where: { consumerId: body.consumer_id, sourceDisciplineId: source.id },
      select: { id: true, status: true, deletedAt: true },
    });
    if (existing && existing.status !== 'disapproved' && !existing.deletedAt) throw appError('CONSUMER_DISCIPLINE_OFFERED');
    try {
      return existing
        ? await deps.db.consumerDiscipline.update({
            where: tenantKey(existing.id),
            data: { ...offer, deletedAt: null, createdAt: new Date() },
            select: consumerDisciplineSelect,
          })
        : await deps.db.consumerDiscipline.create({
            data: { ...offer, consumerId: body.consumer_id, sourceDisciplineId: source.id } as never,
            select: consumerDisciplineSelect,
          });
    } catch (err) {
      if ((err as { code?: string }).code === 'P2002') throw appError('CONSUMER_DISCIPLINE_OFFERED');
      throw err;
    }
  });
  return presentConsumerDiscipline(row);
}
