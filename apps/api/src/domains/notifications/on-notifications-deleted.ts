import { notificationsChannel } from '@trilha/shared/notifications';
import { defineSubscriber } from '../../events/subscriber.ts';

/**
 * The user's other tabs and devices drop what one of them deleted (`.notifications.deleted` on
 * notifications.{companyId}.{userId}), with the unread count read now (as for `.notifications.read`:
 * events may arrive out of order, the count pushed is always the current one).
 */
export const pushNotificationsDeleted = defineSubscriber({
  name: 'notifications.push-notifications-deleted',
  event: 'notifications.deleted',
  phase: 'after-commit',
  async handle(ctx) {
    const { tx, deps, event } = ctx;
    const p = event.payload;
    const unread = await tx.notification.count({ where: { userId: p.user_id, readAt: null } });
    ctx.afterCommit(() =>
      deps.events.emit(notificationsChannel(event.companyId, p.user_id), '.notifications.deleted', {
        ids: p.ids,
        all: p.all,
        total_unread_notifications: unread,
      }),
    );
  },
});
