import type { WarningReadStatusBody, WarningReadStatusResponse } from '@trilha/shared/warnings';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { unreadCount, visibleWarnings } from './warning-rows.ts';

/**
 * PUT /warnings/read-status (001 §7: warning_id, is_read; 001 §4: is_read toggles): the caller's
 * own mark on an alert they can see (404 otherwise: the insert finds no row to mark), answered with
 * the unread count, so the client's badge follows without another request.
 */
export async function setReadStatus(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: WarningReadStatusBody,
): Promise<WarningReadStatusResponse['data']> {
  const where = Prisma.join([...visibleWarnings(tenant, actor), Prisma.sql`w.id = ${body.warning_id}`], ' AND ');
  const [row] = await deps.db.$queryRaw<{ warning_id: number }[]>`
    INSERT INTO warning_reads (company_id, warning_id, user_id, is_read, read_at, updated_at)
    SELECT w.company_id, w.id, ${actor.id}::int, ${body.is_read}::boolean, CASE WHEN ${body.is_read}::boolean THEN now() END, now()
      FROM warnings w WHERE ${where}
    ON CONFLICT (company_id, warning_id, user_id) DO UPDATE
      SET is_read = EXCLUDED.is_read, read_at = EXCLUDED.read_at, updated_at = EXCLUDED.updated_at
    RETURNING warning_id`;
  if (!row) throw appError('WARNING_NOT_FOUND');
  // A statement of its own: the count must see the mark just written (a CTE would not).
  const [count] = await deps.db.$queryRaw<{ total: number }[]>`SELECT ${unreadCount(tenant, actor)} AS total`;
  return { warning_id: row.warning_id, is_read: body.is_read, total_unread_warnings: count!.total };
}
