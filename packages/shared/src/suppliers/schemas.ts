import { z } from 'zod';
import { TEXT_MAX } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { companyRefSchema } from '../common/refs.ts';
import { PAGE_SIZE } from '../constants.ts';

export const supplierSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(['active', 'inactive']),
    supplier_company: companyRefSchema,
    created_at: z.string(),
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplierSchema>;

/** GET /suppliers: the tenant's suppliers (companies that supply it disciplines). */
export const listSuppliersQuerySchema = paginationQuery(PAGE_SIZE.suppliers).extend({
  search: z.string().trim().max(TEXT_MAX).optional(),
  status: z.enum(['active', 'inactive']).optional(),
});
export type ListSuppliersQuery = z.infer<typeof listSuppliersQuerySchema>;

export const supplierPageSchema = paginated(supplierSchema).meta({ id: 'SupplierPage' });
export type SupplierPage = z.infer<typeof supplierPageSchema>;
