import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const MATERIAL_FEEDBACK_PERMISSIONS = definePermissions({
  'material-feedbacks:create': {
    roles: ['student'],
    why: "000 §2: a student with materials sees the evaluate-materials button; the ratings are the learners' view of the materials.",
  },
  'material-feedbacks:list': {
    roles: USER_TYPES,
    why: 'The Discipline Material screen shows its reviews to whoever may open the discipline (discipline:read decides).',
  },
});
