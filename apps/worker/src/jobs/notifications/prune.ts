import { Prisma, runAsTenant, type TenantDb } from '@trilha/db';
import type { JobHandler } from '@trilha/jobs';
import { NOTIFICATION_RETENTION_DEFAULT_DAYS, PRUNE_BATCH } from '@trilha/shared/notifications';

type Deps = { tenantDb: TenantDb };

/**
 * notifications.prune (every 6 hours): for each company (or `company_id`), deletes its
 * notifications created before `at` minus its retention, PRUNE_BATCH rows per statement, oldest
 * first through the (company_id, created_at) index, until none is left. Each batch is its own short
 * statement, so a company with millions of old rows never holds a long lock, and a run that stops
 * half-way is simply continued by the next one. Companies are read from the platform tables before
 * any tenant is bound; each one's deletes run as that tenant.
 */
export function pruneNotifications(deps: Deps): JobHandler<'notifications.prune'> {
  return async (payload, ctx) => {
    const at = payload.at ? new Date(payload.at) : new Date();
    const which = payload.company_id === undefined ? Prisma.sql`c.deleted_at IS NULL` : Prisma.sql`c.id = ${payload.company_id}`;
    const companies = await deps.tenantDb.$queryRaw<{ id: number }[]>(
      Prisma.sql`SELECT c.id FROM companies c WHERE ${which} ORDER BY c.id`,
    );
    for (const company of companies) {
      const deleted = await runAsTenant(company.id, () => pruneCompany(deps.tenantDb, company.id, at));
      if (deleted) ctx.logger.info({ jobId: ctx.id, companyId: company.id, deleted }, 'notifications: pruned');
    }
  };
}

async function pruneCompany(db: TenantDb, companyId: number, at: Date): Promise<number> {
  const [setting] = await db.$queryRaw<{ days: number }[]>`
    SELECT retention_days AS days FROM notification_settings WHERE company_id = ${companyId}`;
  const days = setting?.days ?? NOTIFICATION_RETENTION_DEFAULT_DAYS;
  const before = new Date(at.getTime() - days * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const n = await db.$executeRaw`
      DELETE FROM notifications WHERE company_id = ${companyId} AND id IN (
        SELECT id FROM notifications WHERE company_id = ${companyId} AND created_at < ${before}
        ORDER BY created_at LIMIT ${PRUNE_BATCH})`;
    total += n;
    if (n < PRUNE_BATCH) return total;
  }
}
