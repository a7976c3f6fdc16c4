import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const GRADE_PERMISSIONS = definePermissions({
  'grades:list': {
    roles: USER_TYPES,
    why: '001 §2 Discipline Grades: whoever may open the discipline (discipline:read decides) reaches its grades; a learner sees only their own (grades:see-class decides who sees the class).',
  },
  'grades:see-class': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "Staff follow the whole class of a discipline they may open; a student's grades are theirs alone (other learners' grades are personal data).",
  },
  'grades:update': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Overriding a grade is part of teaching a discipline: those who may build its content (teachers of it, managers, admins; discipline:manage) correct a value or comment.',
  },
  'grades:export': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "The CSV holds the whole class's grades: only those who see the class export it, and the file is private to whoever asked.",
  },
});
