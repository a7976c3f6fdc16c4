import { type Consumer, type CreateConsumerBody } from '@trilha/shared/consumers';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import { assertDomainAvailable, rethrowDomainTaken } from '../../tenancy/consumer-domain.ts';
import { findResponsible } from '../../tenancy/responsible.ts';
import { presentConsumers } from './present-consumer.ts';

/** POST /consumers (admins): another sub-domain of an existing company. */
export async function createConsumer(deps: Pick<AppDeps, 'globalDb'>, body: CreateConsumerBody): Promise<Consumer> {
  const row = await deps.globalDb
    .$transaction(async (tx) => {
      const company = await tx.company.findFirst({ where: { id: body.company_id, deletedAt: null }, select: { id: true } });
      if (!company) throw appError('COMPANY_NOT_FOUND');
      await assertDomainAvailable(tx, body.domain);
      const responsible = body.responsible_id ? await findResponsible(tx, body.responsible_id) : null;
      const colors = {
        ...(body.primary_color ? { primaryColor: body.primary_color, originalPrimaryColor: body.primary_color } : {}),
        ...(body.secondary_color ? { secondaryColor: body.secondary_color, originalSecondaryColor: body.secondary_color } : {}),
      };
      return tx.consumer.create({
        data: { companyId: company.id, name: body.name, domain: body.domain, responsibleId: responsible?.id ?? null, ...colors },
        include: { company: { select: { id: true, name: true } } },
      });
    })
    .catch(rethrowDomainTaken);
  const [consumer] = await presentConsumers(deps, [row]);
  return consumer!;
}
