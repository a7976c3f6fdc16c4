import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const INSCRIPTION_PERMISSIONS = definePermissions({
  'inscriptions:list': {
    roles: USER_TYPES,
    why: "001 §2 lists Turma in every discipline view's menu: whoever may open a discipline sees its class (staff any; others the disciplines they own, teach or study; discipline:read).",
  },
  'inscriptions:see-emails': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "Those who teach or run the class contact its members; students see their classmates' names, not their e-mail addresses.",
  },
  'inscriptions:list-any': {
    roles: ['manager', 'supervisor', 'client', 'admin'],
    why: "The company's staff see every enrolment of the tenant (as they open every discipline).",
  },
  'inscriptions:manage': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Enrol, unenrol and change dates: managers and admins in any discipline, teachers in the disciplines they manage (discipline:manage).',
  },
  'inscriptions:be-enrolled': {
    roles: ['student', 'tutor', 'teacher'],
    why: "The inscription's role is the user's type (000 §3 has no role field): academic users are enrolled; staff open every discipline without one.",
  },
  'inscriptions:see-taught-classes': {
    roles: ['tutor', 'teacher'],
    why: 'Tutors and teachers follow the classes of the disciplines they are enrolled in to teach, across disciplines too.',
  },
  'inscriptions:enrol-teachers': {
    roles: ['manager', 'admin'],
    why: 'A teacher inscription gives the right to change the discipline and its class: only the catalogue owners (managers, admins) hand it out.',
  },
});
