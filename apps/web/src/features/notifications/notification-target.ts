import type { Notification } from '@trilha/shared/notifications';

/**
 * Where a click on a notification leads (001 §2): MaterialCreated and MaterialItemCreated open
 * Discipline Material of its discipline; ForumCreated opens Forum View, the subject being the
 * forum. Null for a kind this build does not know or a row whose discipline is gone: the row is
 * still marked read, and the panel stays.
 */
export function notificationTarget(n: Pick<Notification, 'type' | 'discipline_id' | 'subject_id'>): string | null {
  if (n.discipline_id === null) return null;
  switch (n.type) {
    case 'MaterialCreated':
    case 'MaterialItemCreated':
      return `/discipline/${n.discipline_id}/materials`;
    case 'ForumCreated':
      return n.subject_id === null ? null : `/discipline/${n.discipline_id}/forum/${n.subject_id}`;
    default:
      return null;
  }
}
