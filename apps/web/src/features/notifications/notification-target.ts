import type { Notification } from '@trilha/shared/notifications';

/**
 * Where a click on a notification leads (001 §2): MaterialCreated and MaterialItemCreated open
 * Discipline Material of its discipline; ForumCreated opens Forum View, the subject being the
 * forum; the forum-comment kinds open Forum View at the comment (`?comment=`). Null for a kind this build does not know or a row whose discipline is gone: the row is
 * still marked read, and the panel stays.
 */
export function notificationTarget(
  n: Pick<Notification, 'type' | 'discipline_id' | 'subject_id'> & Partial<Pick<Notification, 'comment_id'>>,
): string | null {
  if (n.discipline_id === null) return null;
  switch (n.type) {
    case 'MaterialCreated':
    case 'MaterialItemCreated':
      return `/discipline/${n.discipline_id}/materials`;
    case 'ForumCreated':
      return n.subject_id === null ? null : `/discipline/${n.discipline_id}/forum/${n.subject_id}`;
    // Forum View at the comment (an @mention, a followed forum's comment, a followed thread's reply).
    case 'ForumCommentMentioned':
    case 'ForumCommentCreated':
    case 'ForumReplyCreated':
      if (n.subject_id === null) return null;
      return `/discipline/${n.discipline_id}/forum/${n.subject_id}${n.comment_id ? `?comment=${n.comment_id}` : ''}`;
    default:
      return null;
  }
}
