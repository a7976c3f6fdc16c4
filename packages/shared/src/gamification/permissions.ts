import { definePermissions } from '../policy/define.ts';

export const BADGE_PERMISSIONS = definePermissions({
  'badges:earn': {
    roles: ['student'],
    why: '001 §7: students earn points and badges; only they get the points counter and the achievements channel.',
  },
  'badges:view': {
    roles: ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "001 §2/§3: a member's achievements are shown on their profile, which every member of the company may open (and follow).",
  },
  'badges:credential-any': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'admin'],
    why: "Staff who follow learners may download a learner's Open Badges credential (e.g. to attach it to a record); others only their own.",
  },
});
