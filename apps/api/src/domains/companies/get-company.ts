import { can } from '@trilha/shared';
import type { Company } from '@trilha/shared/companies';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { notFound } from '../../kit/errors.ts';
import { companyInclude, presentCompany } from './present-company.ts';

/** GET /companies/{id} (admins): deleted companies too, so they can be seen before restoring. */
export async function getCompany(deps: Pick<AppDeps, 'globalDb'>, id: number): Promise<Company> {
  const company = await deps.globalDb.company.findUnique({ where: { id }, include: companyInclude });
  if (!company) throw notFound();
  return presentCompany(company);
}

/**
 * GET /companies/consumer/{domain}: the company behind a sub-domain, for its licences and
 * feature flags. Members see only their own tenant's (another's is 404); admins any.
 */
export async function getCompanyOfConsumer(
  deps: Pick<AppDeps, 'globalDb'>,
  tenant: Tenant,
  actor: Actor,
  domain: string,
): Promise<Company> {
  const consumer = await deps.globalDb.consumer.findUnique({ where: { domain }, select: { companyId: true } });
  if (!consumer || (!can(actor.type, 'platform:any-tenant') && consumer.companyId !== tenant.companyId)) throw notFound();
  return getCompany(deps, consumer.companyId);
}
