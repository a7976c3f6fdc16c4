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

  // Administration (issue #4). Decisions: docs/permissions.md.
  /** Companies are global: only the platform's admins list, read and manage them. */
  'companies:list': ['admin'],
  'companies:manage': ['admin'],
  /** GET /companies/consumer/{domain}: licences and feature flags of one's own tenant (admins: any). */
  'companies:view-tenant': ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
  'users:list': ['manager', 'supervisor', 'client', 'admin'],
  /** GET /users/{id}: one's own record; another member's needs users:list. */
  'users:view': ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
  /** Create, update, delete members, only of lower rank than a manager (admins: any). */
  'users:create': ['manager', 'admin'],
  'users:update': ['manager', 'admin'],
  'users:delete': ['manager', 'admin'],
  /** Own password (with the current one) and avatar; another's needs users:update and rank. */
  'users:change-password': ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
  'users:avatar': ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
  /** One's own contacts. */
  'contacts:manage': ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
  /** Any tenant member's contacts. */
  'contacts:manage-any': ['manager', 'admin'],
  'lti-consumers:manage': ['admin'],
  'leads:create': ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'],
  /** Managers: their own company's consumers only. */
  'consumers:list': ['manager', 'admin'],
  'consumers:create': ['admin'],
  /** 001 §6 "Settings: manager and client". */
  'consumer-settings:update': ['manager', 'client', 'admin'],
  'suppliers:list': ['manager', 'supervisor', 'client', 'admin'],
} as const satisfies Record<string, readonly UserType[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (type: UserType, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly UserType[]).includes(type);
