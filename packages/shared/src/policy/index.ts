import { ALL_PERMISSIONS } from '../permission-registry.ts';
import { USER_TYPES, type UserType } from '../roles.ts';
import { outranks } from './rank.ts';

export { definePermissions, type PermissionRule } from './define.ts';
export { RANK, outranks } from './rank.ts';

/**
 * The one policy, used by the API (route permissions, use-case rules), the realtime server
 * (channel checks) and the web client (routes, menus, buttons). docs/permissions.md is generated
 * from it (`pnpm docs:permissions`). No role name is compared anywhere else.
 */
export const PERMISSIONS = ALL_PERMISSIONS;
export type Permission = keyof typeof PERMISSIONS;

export const can = (type: UserType, permission: Permission): boolean =>
  (PERMISSIONS[permission].roles as readonly UserType[]).includes(type);

/** The roles holding a permission, in the platform's role order. */
export const rolesWith = (permission: Permission): UserType[] => USER_TYPES.filter((t) => can(t, permission));

/**
 * Managing another member (create, edit, delete, set their password or avatar): admins anyone;
 * managers only members they outrank, so a manager never creates or edits a manager or an admin.
 */
export const canManageUserType = (actor: UserType, target: UserType): boolean =>
  can(actor, 'users:manage-any') || (can(actor, 'users:update') && outranks(actor, target));

/**
 * Changing who a member is (name, e-mail, type, password, avatar) changes them in every company
 * they belong to. A member shared with another company (`shared`) is therefore changed only by
 * those who manage any company (admins). A manager may still set such a member's responsible in
 * this company and remove them from it (DELETE removes the membership, not the user).
 */
export const canChangeMemberIdentity = (actor: UserType, target: { type: UserType; shared: boolean }): boolean =>
  canManageUserType(actor, target.type) && (!target.shared || can(actor, 'users:manage-any'));

/** Access-as (000 §2): the permission, and a rank above the target's (an admin never opens an admin). */
export const canImpersonate = (actor: UserType, target: UserType): boolean =>
  can(actor, 'users:impersonate') && outranks(actor, target);

/**
 * An enrolment's role is its user's type (student, tutor, teacher). One whose holder may build the
 * discipline's content (a teacher's) gives the right to change the discipline and its class, so
 * enrolling, changing or removing it takes inscriptions:enrol-teachers.
 */
export const enrolmentTeaches = (role: UserType): boolean => can(role, 'disciplines:manage-content');
export const canManageEnrolmentOf = (actor: UserType, role: UserType): boolean =>
  !enrolmentTeaches(role) || can(actor, 'inscriptions:enrol-teachers');

/** Where each role lands after sign-in (000 §2). */
export function landingPath(type: UserType): string {
  if (can(type, 'admin:metrics')) return '/home';
  if (can(type, 'disciplines:list-enrolled')) return '/my/disciplines';
  return '/disciplines';
}
