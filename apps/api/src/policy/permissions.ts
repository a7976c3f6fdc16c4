import type { UserType } from '@trilha/shared';

/**
 * The one permission matrix (docs/permissions.md is generated from it by `pnpm docs:permissions`).
 * Routes declare a permission; nothing else checks roles. Least privilege: a role gets a
 * permission only where the spec or a platform of this kind needs it.
 */
export const PERMISSIONS = {
  'disciplines:list': ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
  /** See every discipline of the tenant, not only the ones the user is enrolled in or teaches. */
  'disciplines:list-all': ['manager', 'supervisor', 'client', 'admin'],
  'disciplines:update': ['manager', 'admin'],
  'admin:metrics': ['admin'],
  /** Access another user's account (access-as). Scope rules in policy/impersonation.ts. */
  'users:impersonate': ['admin', 'manager'],
} as const satisfies Record<string, readonly UserType[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (type: UserType, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly UserType[]).includes(type);
