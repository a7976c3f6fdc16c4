import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

const everyone = USER_TYPES;

/** Platform-wide rules that no single domain owns. */
export const COMMON_PERMISSIONS = definePermissions({
  'platform:any-tenant': {
    roles: ['admin'],
    why: "The platform's admins operate every tenant: their token works on any tenant's host and they sign in there without a membership.",
  },
  'platform:use': { roles: everyone, why: 'Every signed-in member uses the shell (menus, profile, session).' },
});
