import { definePermissions } from '../policy/define.ts';

export const AUTH_PERMISSIONS = definePermissions({
  'users:impersonate': {
    roles: ['admin', 'manager'],
    why: '000 §2 access-as: admins and managers open the account of someone they outrank (policy canImpersonate), to see what that user sees.',
  },
});
