import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const USER_PERMISSIONS = definePermissions({
  'users:list': {
    roles: ['manager', 'supervisor', 'client', 'admin'],
    why: "The company's staff follow its members; academic roles only see the people of their disciplines (later issues).",
  },
  'users:view': { roles: USER_TYPES, why: "One's own record; another member's needs users:list (checked in the use case)." },
  'users:create': {
    roles: ['manager', 'admin'],
    why: 'Managers add members below their rank (policy canManageUserType); admins anyone. Also the Usuários sidebar entry.',
  },
  'users:update': { roles: ['manager', 'admin'], why: 'As users:create: managers edit members below their rank.' },
  'users:delete': {
    roles: ['manager', 'admin'],
    why: 'As users:create; removes the membership, soft-deletes the user with their last company.',
  },
  'users:manage-any': {
    roles: ['admin'],
    why: 'Admins manage members of any rank, of any company (choose the company on create, see all of a user’s companies), and change a member shared with another company (policy canChangeMemberIdentity).',
  },
  'users:change-password': {
    roles: USER_TYPES,
    why: "Own password with the current one; another's needs canManageUserType.",
  },
  'users:avatar': { roles: USER_TYPES, why: "Own avatar (001 §3); another's needs canManageUserType." },
  'users:be-responsible': {
    roles: ['tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
    why: "A member's responsible (the spec's user_responsible) is staff: the responsible picker lists non-students.",
  },
});
