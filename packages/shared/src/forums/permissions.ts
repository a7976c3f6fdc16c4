import { USER_TYPES } from '../roles.ts';
import { definePermissions } from '../policy/define.ts';

export const FORUM_PERMISSIONS = definePermissions({
  'forums:list': {
    roles: USER_TYPES,
    why: "000 §2 Discipline Material loads the discipline's forums: whoever may open the discipline (discipline:read).",
  },
  'forums:view': {
    roles: USER_TYPES,
    why: '001 §2 Forum View: whoever may open the discipline opens its forums (students only visible ones) and marks them read.',
  },
  'forums:manage': {
    roles: ['teacher', 'manager', 'admin'],
    why: '001 §2 Forum Management: a forum is discipline content, created, edited and deleted by whoever builds the discipline (discipline:manage).',
  },
  'forums:comment': {
    roles: USER_TYPES,
    why: '001 §1: students take part in forums; every member who may open the forum comments, replies and votes, and edits or deletes their own comments.',
  },
  'forums:mention': {
    roles: USER_TYPES,
    why: "Beyond the spec (issue 18): whoever comments may @mention the forum discipline's members, and so look them up by name in the comment box.",
  },
  'forums:follow': {
    roles: USER_TYPES,
    why: 'Beyond the spec (issue 18): whoever may open a forum follows it or one of its threads, to be notified of new comments and replies.',
  },
  'forums:moderate': {
    roles: ['tutor', 'teacher', 'manager', 'admin'],
    why: "001 §4 comment status visible or hidden: the discipline's tutors and teachers (and managers, admins) hide, show, edit or delete anyone's comment in the forums of disciplines they may open.",
  },
  'forums:view-hidden': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: '000 §6, 001 §6: students see only visible forums and comments; staff see hidden ones too, to manage them.',
  },
  'forums:staff-channel': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "000 §7: forum.{id} carries every comment, hidden ones included: the discipline's staff.",
  },
  'forums:student-channel': {
    roles: ['student'],
    why: '000 §7: forum.{id}.student carries what students may see of a forum.',
  },
});
