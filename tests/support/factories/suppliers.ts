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

export const supplierFactories = { supplier: createSupplier };
