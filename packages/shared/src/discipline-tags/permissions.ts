import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const DISCIPLINE_TAG_PERMISSIONS = definePermissions({
  'discipline-tags:list': {
    roles: USER_TYPES,
    why: "Tags label the catalogue's cards and filter it: every member sees the company's tags.",
  },
  'discipline-tags:view': { roles: USER_TYPES, why: 'A tag is shown wherever its disciplines are; nothing in it is private.' },
  'discipline-tags:distinct': {
    roles: USER_TYPES,
    why: 'The tags of one discipline: whoever may read that discipline (discipline:read, else 404).',
  },
  'discipline-tags:manage': {
    roles: ['manager', 'admin'],
    why: "Tags are the company catalogue's vocabulary: managers and admins create, rename, recolour and delete them; teachers only attach existing ones.",
  },
});
