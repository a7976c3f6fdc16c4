import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const CONTACT_PERMISSIONS = definePermissions({
  'contacts:manage': { roles: USER_TYPES, why: '001 §3 profile settings: everyone keeps their own contacts.' },
  'contacts:manage-any': {
    roles: ['manager', 'admin'],
    why: "Managers and admins keep any member's contacts (the same people they may edit).",
  },
  'contacts:see-staff-only': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "A contact its owner shows to staff only (issue 29) is seen by the company's staff (everyone but students), not by other learners.",
  },
});
