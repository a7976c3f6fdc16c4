import { notificationsChannel } from '@trilha/shared/notifications';
import { defineSubscriber } from '../../events/subscriber.ts';

/**
 * The user's other tabs and devices clear what one of them marked read (`.notifications.read` on
 * notifications.{companyId}.{userId}). The unread count is read now, not carried by the event:
 * events may arrive out of order, the count pushed is always the current one. A repeated delivery
 * repeats a push that changes nothing.
 */
export const pushNotificationsRead = defineSubscriber({
  name: 'notifications.push-notifications-read',
  event: 'notifications.read',
  phase: 'after-commit',
  async handle(ctx) {
    const { tx, deps, event } = ctx;
    const p = event.payload;
    const unread = await tx.notification.count({ where: { userId: p.user_id, readAt: null } });
    ctx.afterCommit(() =>
      deps.events.emit(notificationsChannel(event.companyId, p.user_id), '.notifications.read', {
        ids: p.ids,
        read_at: p.read_at,
        total_unread_notifications: unread,
      }),
    );
  },
});
