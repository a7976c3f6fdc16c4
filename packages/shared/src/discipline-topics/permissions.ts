import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const DISCIPLINE_TOPIC_PERMISSIONS = definePermissions({
  'discipline-topics:read': {
    roles: USER_TYPES,
    why: "Topics are a discipline's content: whoever may read the discipline reads them (discipline:read, else 404).",
  },
  'discipline-topics:manage': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Topics are content: a teacher edits those of the disciplines they own or teach, managers and admins any (discipline:manage).',
  },
});
