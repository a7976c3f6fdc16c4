import type { UserType } from '../roles.ts';

/** One permission: the roles that hold it and why (the reason is printed in docs/permissions.md). */
export type PermissionRule = { readonly roles: readonly UserType[]; readonly why: string };

/**
 * A domain's permissions, declared in its own `permissions.ts` beside its schemas. The policy
 * registry (policy/registry.ts) collects every domain's table; nothing else lists roles.
 */
export const definePermissions = <const T extends Record<string, PermissionRule>>(rules: T): T => rules;
