import { definePermissions } from '../policy/define.ts';

export const NOTIFICATION_PERMISSIONS = definePermissions({
  'notifications:receive': {
    roles: ['student', 'tutor', 'teacher'],
    why: "001 §2: notifications are rendered everywhere for tutor, teacher and student: the bell, its list and marking one's own read.",
  },
});
