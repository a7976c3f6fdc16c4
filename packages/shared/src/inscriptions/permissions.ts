import { definePermissions } from '../policy/define.ts';

export const INSCRIPTION_PERMISSIONS = definePermissions({
  'inscriptions:list': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "000 §2 Discipline Class: staff see a discipline's class; tutors and teachers only the classes of disciplines they own or teach.",
  },
  'inscriptions:list-any': {
    roles: ['manager', 'supervisor', 'client', 'admin'],
    why: "The company's staff see every enrolment of the tenant (as they open every discipline).",
  },
  'inscriptions:manage': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Enrol, unenrol and change dates: managers and admins in any discipline, teachers in the disciplines they manage (findManageableDiscipline).',
  },
  'inscriptions:enrol-teachers': {
    roles: ['manager', 'admin'],
    why: 'A teacher inscription gives the right to change the discipline and its class: only the catalogue owners (managers, admins) hand it out.',
  },
});
