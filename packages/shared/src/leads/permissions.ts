import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const LEAD_PERMISSIONS = definePermissions({
  'leads:create': { roles: USER_TYPES, why: '001 §5: any member may register interest in an upcoming feature (waitlist).' },
});
