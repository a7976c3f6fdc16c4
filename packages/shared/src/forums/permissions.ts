import { definePermissions } from '../policy/define.ts';

export const FORUM_PERMISSIONS = definePermissions({
  'forums:staff-channel': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "000 §7: forum.{id} carries every comment, graded ones included: the discipline's staff.",
  },
  'forums:student-channel': {
    roles: ['student'],
    why: '000 §7: forum.{id}.student carries what students may see of a forum.',
  },
});
