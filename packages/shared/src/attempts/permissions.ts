import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

// Which item a caller reaches is @trilha/access's (item:read); these say which roles may try.
// Attempts are always taken for oneself (staff too: their own attempt is the preview).
export const ATTEMPT_PERMISSIONS = definePermissions({
  'attempts:take': { roles: USER_TYPES, why: '000 §7: readers of a quiz take it, for themselves only.' },
  'attempts:read': { roles: USER_TYPES, why: 'Everyone reads their own attempts.' },
  'attempts:read-any': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "000 §5: staff see every learner's attempts.",
  },
  'attempts:grade': { roles: ['tutor', 'teacher', 'manager', 'admin'], why: 'Staff score descriptive answers.' },
  'attempts:delete': { roles: ['teacher', 'manager', 'admin'], why: 'Content managers give a try back.' },
  'attempts:count': {
    roles: ['student'],
    why: "Only a learner's finished attempt counts (grade, progress, points); a staff member trying a quiz previews it.",
  },
});
