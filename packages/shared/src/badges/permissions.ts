import { definePermissions } from '../policy/define.ts';

export const BADGE_PERMISSIONS = definePermissions({
  'badges:earn': {
    roles: ['student'],
    why: '001 §7: students earn points and badges; only they get the points counter and the achievements channel.',
  },
});
