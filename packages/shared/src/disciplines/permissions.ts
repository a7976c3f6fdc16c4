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
  'disciplines:create': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Teachers build their own courses (they own what they create); managers and admins fill the company catalogue.',
  },
  'disciplines:view': {
    roles: USER_TYPES,
    why: 'Anyone may ask for one discipline; discipline:read answers 404 unless they own it, study or teach it, or are staff.',
  },
  'disciplines:update': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Rename, describe, hide or show a discipline: managers and admins any, a teacher the ones they own or teach (discipline:manage).',
  },
  'disciplines:delete': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Remove a discipline from the catalogue (soft delete): managers and admins any, a teacher the ones they own or teach.',
  },
  'disciplines:duplicate': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Start a new course from an existing one (deep copy of its content): whoever may manage the source; the copy is theirs.',
  },
  'disciplines:tag': {
    roles: ['teacher', 'manager', 'admin'],
    why: "Attach the company's tags to a discipline or remove them: whoever may manage that discipline.",
  },
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
