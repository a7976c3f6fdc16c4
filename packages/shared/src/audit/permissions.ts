import { definePermissions } from '../policy/define.ts';

export const AUDIT_PERMISSIONS = definePermissions({
  'audit:list': {
    roles: ['admin'],
    why:
      "Issue 21 item 7: the platform's operators read who did what (access-as, company and user changes, exports), " +
      'across every company; nobody else, since the log names other companies and their members.',
  },
});
