import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

// Which discipline and item a caller reaches is findItem's (materials/access.ts); these say which
// roles may try. Attempts belong to their learner: taking (start/answer/check/finish) is always
// for oneself, whatever the role (staff try their own quizzes as a preview).
export const ATTEMPT_PERMISSIONS = definePermissions({
  'attempts:take': {
    roles: USER_TYPES,
    why: '000 §7: whoever may read a quiz item takes it, always for themselves (a student only with their own user_id, 000 §5).',
  },
  'attempts:read': {
    roles: USER_TYPES,
    why: 'Everyone reads their own attempts; reading other learners’ attempts needs attempts:read-any as well.',
  },
  'attempts:read-any': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: '000 §5: students see only their own attempts; staff who may read the discipline see all of them.',
  },
  'attempts:grade': {
    roles: ['tutor', 'teacher', 'manager', 'admin'],
    why: 'Descriptive answers wait for staff: tutors, teachers, managers and admins score them and leave feedback (PUT /attempts/{id}/feedback).',
  },
  'attempts:delete': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Deleting an attempt gives the learner a try back; only those who manage the discipline’s content may (findItem manage).',
  },
});
