import { NOTIFICATION_ERRORS, NOTIFICATION_PERMISSIONS } from '@trilha/shared/notifications';
import { defineApiDomain } from '../../kit/domain.ts';
import { notifyMaterialCreated } from './on-material-created.ts';
import { notifyMaterialItemCreated } from './on-material-item-created.ts';
import { pushNotificationsRead } from './on-notifications-read.ts';
import { pushNotificationsDeleted } from './on-notifications-deleted.ts';
import { notifyForumCreated } from './on-forum-created.ts';
import { notifyForumPublished } from './on-forum-published.ts';
import { notifyForumCommentMentioned } from './on-forum-comment-mentioned.ts';
import { notifyForumCommentSent } from './on-forum-comment-sent.ts';
import { notifyMaterialItemShown } from './on-material-item-shown.ts';
import { notifyCalendarEventCreated } from './on-calendar-event-created.ts';
import { notifyWarningPublished } from './on-warning-published.ts';
import { notifyAssignmentEvaluated } from './on-assignment-evaluated.ts';
import { notifyGradeChanged } from './on-grade-changed.ts';
import { notifyUserFollowed } from './on-user-followed.ts';
import { notificationRoutes } from './routes.ts';

/**
 * Notifications (001 §2 bell, §7): rows written by reacting to what other domains publish
 * (docs/architecture.md "Domain events"), listed and marked read by their user.
 */
export const notificationsDomain = defineApiDomain({
  name: 'notifications',
  tables: [
    'notifications',
    'notification_preferences',
    'notification_settings',
    'notification_recipients',
    'notification_digests',
  ],
  routes: notificationRoutes,
  permissions: NOTIFICATION_PERMISSIONS,
  errors: NOTIFICATION_ERRORS,
  subscribers: [
    notifyMaterialCreated,
    notifyMaterialItemCreated,
    notifyForumCreated,
    notifyForumPublished,
    notifyForumCommentMentioned,
    notifyForumCommentSent,
    pushNotificationsRead,
    pushNotificationsDeleted,
    notifyMaterialItemShown,
    notifyCalendarEventCreated,
    notifyWarningPublished,
    notifyAssignmentEvaluated,
    notifyGradeChanged,
    notifyUserFollowed,
  ],
});
