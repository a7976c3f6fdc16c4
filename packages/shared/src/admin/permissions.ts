import { definePermissions } from '../policy/define.ts';

export const ADMIN_PERMISSIONS = definePermissions({
  'admin:metrics': {
    roles: ['admin'],
    why: "000 §2: the platform's figures (companies, users, disciplines) on the admin's Home.",
  },
});
