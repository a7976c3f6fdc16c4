import { defineSubscriber } from '../../events/subscriber.ts';

/**
 * A new company's first consumer: the sub-domain its users reach it by, named as the company, with
 * its responsible. In the creating transaction: the company exists with its consumer or not at all
 * (a domain taken meanwhile fails the creation, answered by create-company's rethrowDomainTaken).
 */
export const createFirstConsumer = defineSubscriber({
  name: 'consumers.create-first-consumer',
  event: 'company.created',
  phase: 'transaction',
  async handle({ tx, event }) {
    const p = event.payload;
    await tx.consumer.create({
      data: { companyId: p.company_id, name: p.name, domain: p.domain, responsibleId: p.responsible_id },
      select: { id: true },
    });
  },
});
