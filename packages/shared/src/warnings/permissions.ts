import { USER_TYPES } from '../roles.ts';
import { definePermissions } from '../policy/define.ts';

const STAFF = ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'] as const;

export const WARNING_PERMISSIONS = definePermissions({
  'warnings:read': {
    roles: USER_TYPES,
    why:
      "000 §2: My Disciplines loads the company's active alerts; 000 §2 bottom bar: students reach Avisos too. " +
      'Everyone reads the active ones and marks them read (001 §4).',
  },
  'warnings:manage': {
    roles: STAFF,
    why: '000 §6: staff (everyone but students) have notice management ("Gerenciar avisos", non-students, 000 §2): create, edit, remove, and see inactive ones.',
  },
  'warnings:view': {
    roles: ['manager', 'tutor', 'teacher', 'supervisor', 'student'],
    why:
      '001 §2, §6: Avisos (alerts) in the sidebar. Students too (issue 29): they read alerts (001 §1) and have Avisos ' +
      "in the phone's bottom bar (000 §2), so the desktop sidebar offers them the same entry.",
  },
});
