import { definePermissions } from '../policy/define.ts';

export const REPORT_PERMISSIONS = definePermissions({
  'reports:view': {
    roles: ['manager', 'tutor', 'teacher', 'supervisor'],
    why: '001 §2 (L50, L133): Relatórios in the sidebar, for managers, tutors, teachers and supervisors.',
  },
  'reports:student-logs': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why:
      "001 L9, L105: staff follow what the company's learners do (the student log, its PDF): the sidebar's roles, " +
      'clients (who see consumer-level reports) and platform admins. Learners never read the log.',
  },
  'reports:student-logs-company': {
    roles: ['manager', 'supervisor', 'client', 'admin'],
    why:
      "Management reads the whole company's student log; tutors and teachers read only their own students' " +
      '(the learners of the disciplines they own or teach, as their student lists: docs/reports.md).',
  },
  'reports:logged': {
    roles: ['student'],
    why: 'The student log (001 "Reports") records learners\' activity; staff sign-ins and previews are not part of it.',
  },
});
