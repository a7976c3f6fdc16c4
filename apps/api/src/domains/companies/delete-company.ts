import type { Company } from '@trilha/shared/companies';
import type { AppDeps, TenantTx } from '../../deps.ts';
import { notFound } from '../../kit/errors.ts';
import { companyInclude, presentCompany } from './present-company.ts';

/**
 * DELETE /companies/{id}: soft delete (restorable). Its sub-domains stop resolving at once on this
 * node (tenant cache cleared) and within the cache TTL on the others.
 */
export async function deleteCompany(
  deps: Pick<AppDeps, 'globalDb' | 'tenants' | 'domainEvents'>,
  id: number,
  actorId: number,
): Promise<Company> {
  await deps.globalDb.$transaction(async (tx) => {
    const { count } = await tx.company.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
    if (count === 0) throw notFound();
    // For the audit log (the bus only issues raw SQL on the platform-wide transaction).
    await deps.domainEvents.publish(tx as unknown as TenantTx, id, 'company.deleted', { company_id: id, actor_id: actorId });
  });
  deps.tenants.invalidate();
  return presentCompany(await deps.globalDb.company.findUniqueOrThrow({ where: { id }, include: companyInclude }));
}

/** POST /companies/{id}/restore: idempotent; 404 only for an unknown company. */
export async function restoreCompany(
  deps: Pick<AppDeps, 'globalDb' | 'tenants' | 'domainEvents'>,
  id: number,
  actorId: number,
): Promise<Company> {
  const company = await deps.globalDb.company.findUnique({ where: { id }, select: { deletedAt: true } });
  if (!company) throw notFound();
  if (company.deletedAt) {
    await deps.globalDb.$transaction(async (tx) => {
      await tx.company.update({ where: { id }, data: { deletedAt: null } });
      await deps.domainEvents.publish(tx as unknown as TenantTx, id, 'company.restored', { company_id: id, actor_id: actorId });
    });
    deps.tenants.invalidate();
  }
  return presentCompany(await deps.globalDb.company.findUniqueOrThrow({ where: { id }, include: companyInclude }));
}
