import { definePermissions } from '../policy/define.ts';

/** Every company member (admins belong to no company's calendar: 001 §2 hides Calendário from them). */
const MEMBERS = ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client'] as const;

export const CALENDAR_PERMISSIONS = definePermissions({
  'calendar:view': {
    roles: MEMBERS,
    why: "001 §2: Calendário for every company member: the company's events (GET /events) and their own iCalendar feed.",
  },
  'calendar:manage': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor'],
    why: "001 §6 leaves who edits events unshown: the company's staff who publish alerts (Avisos, 001 §2) create, edit and delete its events.",
  },
});
