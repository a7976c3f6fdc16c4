import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const SCORM_PERMISSIONS = definePermissions({
  'scorm:play': {
    roles: USER_TYPES,
    why: 'Anyone who may read a discipline plays its SCORM items and keeps their own progress in them; which disciplines is the content rule (discipline:read), not the role.',
  },
});
