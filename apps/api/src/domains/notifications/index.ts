import { defineApiDomain } from '../../kit/domain.ts';
import { notifyMaterialCreated } from './on-material-created.ts';
import { notifyMaterialItemCreated } from './on-material-item-created.ts';

/**
 * Notifications: written by reacting to what other domains publish (docs/architecture.md "Domain
 * events"). Its routes (GET /notifications, PUT /notifications/read) come with the communication
 * issue.
 */
export const notificationsDomain = defineApiDomain({
  name: 'notifications',
  subscribers: [notifyMaterialCreated, notifyMaterialItemCreated],
});
