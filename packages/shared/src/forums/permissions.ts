import { USER_TYPES } from '../roles.ts';
import { definePermissions } from '../policy/define.ts';

export const FORUM_PERMISSIONS = definePermissions({
  'forums:list': {
    roles: USER_TYPES,
    why: "000 §2 Discipline Material loads the discipline's forums: whoever may open the discipline (discipline:read).",
  },
  'forums:view-hidden': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: '000 §6, 001 §6: students see only visible forums; staff see hidden ones too, to manage them.',
  },
  'forums:staff-channel': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "000 §7: forum.{id} carries every comment, graded ones included: the discipline's staff.",
  },
  'forums:student-channel': {
    roles: ['student'],
    why: '000 §7: forum.{id}.student carries what students may see of a forum.',
  },
});
