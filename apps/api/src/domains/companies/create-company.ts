import type { Company, CreateCompanyBody } from '@trilha/shared/companies';
import type { AppDeps, TenantTx } from '../../deps.ts';
import { assertDomainAvailable, rethrowDomainTaken } from '../../tenancy/consumer-domain.ts';
import { companyData, companyInclude, presentCompany } from './present-company.ts';
import { findResponsible } from '../../tenancy/responsible.ts';
import { seatResponsible } from './seat-responsible.ts';

/**
 * POST /companies: the company and its consumer (the sub-domain its users reach it by) in one
 * transaction; the responsible, if any, becomes a member. Companies are global (admins only), so
 * this writes through the unscoped client.
 */
export async function createCompany(
  deps: Pick<AppDeps, 'globalDb' | 'domainEvents'>,
  body: CreateCompanyBody,
  actorId: number | null = null,
): Promise<Company> {
  const id = await deps.globalDb
    .$transaction(async (tx) => {
      await assertDomainAvailable(tx, body.domain);
      const responsible = body.responsible_id ? await findResponsible(tx, body.responsible_id) : null;
      const company = await tx.company.create({ data: { ...companyData(body), name: body.name } });
      if (responsible) await seatResponsible(tx, company.id, responsible);
      // The per-company setup hook: the platform-wide transaction runs the same statements a tenant
      // one does (the bus only issues raw SQL on it). Its consumer (the consumers domain's table) is
      // written in this transaction by that domain's subscriber: a taken domain still fails it whole.
      await deps.domainEvents.publish(tx as unknown as TenantTx, company.id, 'company.created', {
        company_id: company.id,
        name: company.name,
        domain: body.domain,
        responsible_id: responsible?.id ?? null,
        actor_id: actorId,
      });
      return company.id;
    })
    .catch(rethrowDomainTaken);
  return presentCompany(await deps.globalDb.company.findUniqueOrThrow({ where: { id }, include: companyInclude }));
}
