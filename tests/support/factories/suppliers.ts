import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';

/** `supplier` supplies disciplines to `tenant` (active, named after the supplier, by default). */
export async function createSupplier(
  db: Db,
  tenant: TestTenant,
  supplier: TestTenant,
  o: { name?: string; status?: 'active' | 'inactive' } = {},
) {
  return db.supplier.create({
    data: {
      companyId: tenant.company.id,
      supplierCompanyId: supplier.company.id,
      name: o.name ?? supplier.company.name,
      status: o.status ?? 'active',
    },
  });
}

/**
 * A discipline offered to `tenant` (a consumer-disciplines row), pending, as the supplier's
 * POST /consumer-disciplines leaves it: the name and description copied from the source.
 */
export async function createOffer(
  db: Db,
  tenant: TestTenant,
  o: {
    supplierId?: number | null;
    source?: { id: number; name: string; description: string | null };
    name?: string;
    type?: 'supplied' | 'personalized';
  } = {},
) {
  return db.consumerDiscipline.create({
    data: {
      companyId: tenant.company.id,
      consumerId: tenant.consumer.id,
      supplierId: o.supplierId ?? null,
      sourceDisciplineId: o.source?.id ?? null,
      name: o.name ?? o.source?.name ?? 'Oferta',
      description: o.source?.description ?? null,
      type: o.type ?? 'supplied',
    },
  });
}

export const supplierFactories = { supplier: createSupplier, offer: createOffer };
