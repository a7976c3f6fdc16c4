import { NOTIFICATION_TYPE_DEFS, isNotificationType, type Notification } from '@trilha/shared/notifications';

/**
 * Where a click on a notification leads (001 §2): the type registry's `path` (types.ts, one line
 * per type): Discipline Material for the material kinds, Forum View for ForumCreated, Forum View
 * at the comment (`?comment=`) for the forum-comment kinds. Null for a kind this build does not
 * know or a row whose discipline is gone: the row is still marked read, and the panel stays.
 */
export function notificationTarget(
  n: Pick<Notification, 'type' | 'discipline_id' | 'subject_id'> & Partial<Pick<Notification, 'comment_id'>>,
): string | null {
  return isNotificationType(n.type) ? NOTIFICATION_TYPE_DEFS[n.type].path(n) : null;
}
