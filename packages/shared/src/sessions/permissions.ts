import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

/** Staff who follow learners (000 §6: the interface treats student versus everything else). */
const STAFF = ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'] as const;

export const SESSION_PERMISSIONS = definePermissions({
  'sessions:record': {
    roles: ['student'],
    why: '001 §1: students have study metrics (rank, total time, week time, consecutive days): their active time is study time, ranked and rewarded (badges).',
  },
  'sessions:record-hours': {
    roles: ['tutor', 'teacher'],
    why: "001 §2 profile cards: a tutor's or teacher's card shows their total hours, so their active time is recorded by the same rule as a learner's, but it is not study time: never ranked, no badges, no streak on screen.",
  },
  'sessions:list': {
    roles: USER_TYPES,
    why: '001 §2 Student DashBoard shows the students rank to students; staff see it on the tutor views. The ranking holds names and study times of the company learners only (sessions:see-students/see-company decide the tutor view).',
  },
  'sessions:view': {
    roles: USER_TYPES,
    why: '001 §7 GET /sessions/{userId} and its dashboard: a learner sees their own; whose others one may see is decided per record (sessions:see-students, sessions:see-company).',
  },
  'sessions:see-students': {
    roles: ['tutor', 'teacher'],
    why: '001 §1: tutors and teachers see the student lists and session data of the learners of the disciplines they teach or own.',
  },
  'sessions:see-company': {
    roles: ['manager', 'supervisor', 'client', 'admin'],
    why: "The company's management follows every learner of the company (and any tutor's students), as with reports.",
  },
  'sessions:export': {
    roles: STAFF,
    why: '001 §7 POST /sessions/export/csv: the staff who see session data export it; the file is private to whoever asked.',
  },
  'tutors:metrics': {
    roles: STAFF,
    why: '000 §3 / 001 §6: students get badges and session data, every other role gets tutor metrics (weekly hours and their students).',
  },
  'tutor-settings:update': {
    roles: ['tutor', 'teacher'],
    why: '001 §1: tutors and teachers may set their own weekly hours (POST /tutor-settings).',
  },
});
