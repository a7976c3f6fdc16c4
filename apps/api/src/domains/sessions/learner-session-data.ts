import { Prisma } from '@trilha/db';
import type { SessionData } from '@trilha/shared/sessions';
import { sessionDataSql, type SessionDataRow } from '@trilha/queries/sessions';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { presentSessionData } from './present.ts';

/** One member's session data (rank, totals, streak), whatever their role. */
export async function learnerSessionData(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  userId: number,
  now: Date,
): Promise<SessionData> {
  const [row] = await deps.db.$queryRaw<SessionDataRow[]>(
    sessionDataSql({
      companyId: tenant.companyId,
      now,
      timeZone: tenant.timeZone,
      where: Prisma.sql`cu.company_id = ${tenant.companyId} AND u.id = ${userId} AND u.deleted_at IS NULL`,
      order: Prisma.sql`u.id`,
      limit: 1,
      offset: 0,
      withBadges: true,
    }),
  );
  if (!row) throw appError('SESSION_USER_NOT_FOUND');
  return presentSessionData(row);
}
