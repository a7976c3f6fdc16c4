import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const ASSIGNMENT_PERMISSIONS = definePermissions({
  'assignments:submit': {
    roles: ['student'],
    why: '000 §4: a student submits the answer of a task item of a discipline they study (enrolled, inside the window, item open to them).',
  },
  'assignments:list': {
    roles: USER_TYPES,
    why: "A task's submissions: staff of the discipline see every student's; anyone else only their own (the Assigment Overview shows the student's state).",
  },
  'assignments:read': {
    roles: USER_TYPES,
    why: 'One submission: its student, or the staff of its discipline (assignments:review-any-student); anyone else gets 404.',
  },
  'assignments:review-any-student': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "The discipline's staff (enrolled tutors and teachers, the company's staff) read every student's submissions and files; students only their own.",
  },
  'assignments:evaluate': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Grading a task belongs to whoever manages the discipline (discipline:manage: its teachers, managers, admins).',
  },
});
