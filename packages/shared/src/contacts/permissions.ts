import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const CONTACT_PERMISSIONS = definePermissions({
  'contacts:manage': { roles: USER_TYPES, why: '001 §3 profile settings: everyone keeps their own contacts.' },
  'contacts:manage-any': {
    roles: ['manager', 'admin'],
    why: "Managers and admins keep any member's contacts (the same people they may edit).",
  },
});
