import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

/**
 * Route-level permissions of materials and material items. Which discipline a caller reaches is
 * decided per record by @trilha/access (discipline:read / discipline:manage, material:*, item:*),
 * never here: these only say which roles may try.
 */
export const MATERIAL_PERMISSIONS = definePermissions({
  'materials:read': {
    roles: USER_TYPES,
    why: 'Anyone who may read a discipline (owner, enrolled inside the window, or staff) studies its materials and items.',
  },
  'materials:manage': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Teachers build materials and items in the disciplines they own or teach; managers and admins in any (discipline:manage).',
  },
  'materials:view-hidden': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: 'Hidden items (visible = false) and protected content are being prepared or guarded: staff see them whole, students do not.',
  },
  'materials:progress': {
    roles: USER_TYPES,
    why: 'Whoever studies a discipline marks its items done; the numbers are their own (students see them on cards).',
  },
  'materials:unlock': {
    roles: USER_TYPES,
    why: 'A password-protected item opens for a reader who knows its password (throttled per user and item).',
  },
  'materials:download': {
    roles: USER_TYPES,
    why: 'Files of items are served only to callers who may read the item (checked per file).',
  },
});
