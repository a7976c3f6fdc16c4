import {
  NOTIFICATION_MESSAGES as M,
  type MarkNotificationsReadBody,
  type MarkNotificationsReadResponse,
} from '@trilha/shared/notifications';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';

/**
 * PUT /notifications/read (001 §7: ids): the read state lives on the server, so every tab and
 * device agrees. All or nothing: an id that is not the caller's (another user's, another
 * tenant's, none) is a 404 and nothing is marked. Ids already read stay as they were and are not
 * reported again. What changed is published (`notifications.read`): after commit the user's other
 * tabs get `.notifications.read` and clear their red dot.
 */
export async function markNotificationsRead(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  body: MarkNotificationsReadBody,
): Promise<MarkNotificationsReadResponse> {
  const mine = Prisma.sql`company_id = ${tenant.companyId} AND user_id = ${actor.id}`;
  return deps.db.$transaction(async (tx) => {
    let which = Prisma.sql`TRUE`;
    if ('ids' in body) {
      const ids = [...new Set(body.ids)];
      const [owned] = await tx.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM notifications WHERE ${mine} AND id = ANY(${ids}::int[])`;
      if (owned!.n !== ids.length) throw appError('NOTIFICATION_NOT_FOUND');
      which = Prisma.sql`id = ANY(${ids}::int[])`;
    }
    const marked = await tx.$queryRaw<{ id: number; read_at: Date }[]>`
      UPDATE notifications SET read_at = now() WHERE ${mine} AND ${which} AND read_at IS NULL
      RETURNING id, read_at`;
    const [unread] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM notifications WHERE ${mine} AND read_at IS NULL`;
    const ids = marked.map((m) => m.id).sort((a, b) => b - a);
    const readAt = marked[0]?.read_at.toISOString() ?? null;
    if (readAt)
      await deps.domainEvents.publish(tx, tenant.companyId, 'notifications.read', {
        user_id: actor.id,
        ids,
        read_at: readAt,
      });
    return { message: M.notificationsMarkedRead, ids, read_at: readAt, total_unread_notifications: unread!.n };
  });
}
