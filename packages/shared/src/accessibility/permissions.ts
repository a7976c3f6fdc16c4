import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const ACCESSIBILITY_PERMISSIONS = definePermissions({
  'accessibility:own': {
    roles: USER_TYPES,
    why: "001 §2: every signed-in screen has the accessibility panel; its settings are the caller's own, saved so they follow them to another device.",
  },
});
