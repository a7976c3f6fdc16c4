import { NOTIFICATION_MESSAGES as M, type DeleteNotificationsResponse } from '@trilha/shared/notifications';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';

/**
 * DELETE /notifications/{id} (one) and DELETE /notifications (all): only the caller's own, in the
 * host's company. Another user's, another tenant's or none is the same 404 (nothing is confirmed).
 * Answers the unread count left, so the bell and the page update without another request, and
 * publishes what went (the user's other tabs drop it: on-notifications-deleted.ts).
 */
export async function deleteNotifications(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number | 'all',
): Promise<DeleteNotificationsResponse> {
  const mine = Prisma.sql`company_id = ${tenant.companyId} AND user_id = ${actor.id}`;
  return deps.db.$transaction(async (tx) => {
    const which = id === 'all' ? Prisma.empty : Prisma.sql`AND id = ${id}`;
    const deleted = await tx.$executeRaw`DELETE FROM notifications WHERE ${mine} ${which}`;
    if (id !== 'all' && deleted === 0) throw appError('NOTIFICATION_NOT_FOUND');
    if (deleted > 0)
      await deps.domainEvents.publish(tx, tenant.companyId, 'notifications.deleted', {
        user_id: actor.id,
        ids: id === 'all' ? [] : [id],
        all: id === 'all',
      });
    const [unread] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM notifications WHERE ${mine} AND read_at IS NULL`;
    return {
      message: id === 'all' ? M.notificationsDeleted : M.notificationDeleted,
      deleted,
      total_unread_notifications: unread!.n,
    };
  });
}
