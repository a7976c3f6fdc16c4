import { definePermissions } from '../policy/define.ts';

/**
 * Route-level permissions of the question bank. Which questions a caller reaches is decided per
 * record by @trilha/access (question:read / question:manage): a question of a discipline follows that
 * discipline's rule (discipline:read / discipline:manage); a company-wide one (no
 * discipline) is read by any staff and changed by its author or by who manages any content.
 */
export const QUESTION_PERMISSIONS = definePermissions({
  'questions:read': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: 'The bank holds the correct answers: staff read it whole; students meet questions only while taking a quiz, through the attempts routes, without the answers.',
  },
  'questions:manage': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Who builds materials builds their questions (as materials:manage): teachers in the disciplines they teach, managers and admins in any.',
  },
});
