// The primary key of a tenant row is (company_id, id) (docs/data-model.md "The tenant key rule"),
// so Prisma's unique lookups (update, delete, upsert, findUnique) name both columns. Inside a
// tenant context the company is the current tenant's: `where: tenantKey(id)`.
import { currentCompanyId } from './context.ts';

/** `{ companyId_id: { companyId: <current tenant>, id } }`; throws outside a tenant context. */
export function tenantKey<I extends number | bigint>(id: I): { companyId_id: { companyId: number; id: I } } {
  const companyId = currentCompanyId();
  if (companyId === undefined) throw new Error('tenantKey() used outside a tenant context');
  return { companyId_id: { companyId, id } };
}
