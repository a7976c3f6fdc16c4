import { pageMeta } from '@trilha/shared';
import type { ListSupplierClientsQuery, SupplierClientPage } from '@trilha/shared/consumer-disciplines';
import type { AppDeps } from '../../deps.ts';
import { ilikeContains } from '@trilha/queries/sql';

/**
 * GET /consumer-disciplines/clients: whom the host (a supplier) may offer disciplines to. The
 * client companies' `suppliers` rows are theirs (row-level security), so one SECURITY DEFINER
 * function answers, reading the supplier from the tenant bound to the connection, never from the
 * request (prisma/migrations/20261125194500_supplier_clients; docs/learning-content.md).
 */
export async function listSupplierClients(deps: Pick<AppDeps, 'db'>, q: ListSupplierClientsQuery): Promise<SupplierClientPage> {
  const pattern = q.search ? ilikeContains(q.search) : null;
  const rows = await deps.db.$queryRaw<
    { consumer_id: number; consumer_name: string; consumer_domain: string; company_name: string; total: bigint }[]
  >`SELECT * FROM trilha_supplier_clients(${pattern}::text, ${q.per_page}::int, ${(q.page - 1) * q.per_page}::int)`;
  const total = rows[0] ? Number(rows[0].total) : 0;
  return {
    data: rows.map((r) => ({
      consumer_id: r.consumer_id,
      name: r.consumer_name,
      domain: r.consumer_domain,
      company_name: r.company_name,
    })),
    meta: pageMeta(q.page, q.per_page, total),
  };
}
