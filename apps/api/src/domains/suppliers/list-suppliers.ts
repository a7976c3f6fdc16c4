import { pageMeta } from '@trilha/shared';
import { type ListSuppliersQuery, type SupplierPage } from '@trilha/shared/suppliers';
import type { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';

/** GET /suppliers: the host tenant's suppliers (scoped client), by name, paginated in the database. */
export async function listSuppliers(deps: Pick<AppDeps, 'db'>, q: ListSuppliersQuery): Promise<SupplierPage> {
  const where: Prisma.SupplierWhereInput = {};
  if (q.search) where.name = { contains: q.search, mode: 'insensitive' };
  if (q.status) where.status = q.status;
  const [total, rows] = await Promise.all([
    deps.db.supplier.count({ where }),
    deps.db.supplier.findMany({
      where,
      include: { supplierCompany: { select: { id: true, name: true } } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
    }),
  ]);
  return {
    data: rows.map((s) => ({
      id: s.id,
      name: s.name,
      status: s.status,
      supplier_company: s.supplierCompany,
      created_at: s.createdAt.toISOString(),
    })),
    meta: pageMeta(q.page, q.per_page, total),
  };
}
