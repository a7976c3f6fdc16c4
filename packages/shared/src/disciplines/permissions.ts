import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const DISCIPLINE_PERMISSIONS = definePermissions({
  'disciplines:list': { roles: USER_TYPES, why: 'Every member sees a discipline list (their own or the whole catalogue).' },
  'disciplines:list-all': {
    roles: ['manager', 'supervisor', 'client', 'admin'],
    why: "000 §2: the company's staff land on the whole catalogue (/disciplines), not only what they study or teach.",
  },
  'disciplines:list-enrolled': {
    roles: ['student', 'tutor', 'teacher'],
    why: '000 §2: academic roles land on the disciplines they are enrolled in (/my/disciplines) and get the bottom bar on narrow screens.',
  },
  'disciplines:view-hidden': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: 'Hidden (visible = false) disciplines are being prepared: staff see them, students do not.',
  },
  'disciplines:progress': {
    roles: ['student'],
    why: "Progress is a student's: their cards show how much of a discipline they completed.",
  },
  'disciplines:update': { roles: ['manager', 'admin'], why: "Managers run their company's catalogue; admins any." },
  'disciplines:read-any': {
    roles: ['manager', 'supervisor', 'client', 'admin'],
    why: "The company's staff open any discipline of the tenant; academic roles only those they own or are enrolled in, inside the enrolment window.",
  },
  'disciplines:manage-content': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Teachers build courses (topics, materials, items) in the disciplines they own or teach; managers and admins in any discipline of the tenant.',
  },
  'disciplines:manage-any-content': {
    roles: ['manager', 'admin'],
    why: "A teacher's content rights stop at the disciplines they own or are enrolled in as teacher; managers and admins edit the whole catalogue.",
  },
});
