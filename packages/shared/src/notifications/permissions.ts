import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const NOTIFICATION_PERMISSIONS = definePermissions({
  'notifications:receive': {
    roles: USER_TYPES,
    why: '001 §1: every user can receive in-app notifications: their list (the notifications page, from the user menu), marking read, deleting their own and their preferences (issue 29).',
  },
  'notifications:bell': {
    roles: ['student', 'tutor', 'teacher'],
    why: '001 §2: the bell is rendered everywhere for tutor, teacher and student; the other roles reach the same list from the user menu.',
  },
  'notifications:configure': {
    roles: ['manager', 'admin'],
    why: "The company's notification settings (how long notifications are kept): who runs the company.",
  },
});
