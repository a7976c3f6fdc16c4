import type { CostlyKind, ErrorCode, Permission } from '@trilha/shared';

/** Company licences a route may require (000 §6: "licences gate features"), and their refusal. */
export const LICENCE_REFUSALS = { materials: 'MATERIALS_LICENCE_REQUIRED' } as const satisfies Record<string, ErrorCode>;
export type Licence = keyof typeof LICENCE_REFUSALS;

/**
 * What a route requires, declared in its `config.access`:
 * - 'global': no tenant, no token (health checks, API docs);
 * - 'tenant': the host's tenant, no token (settings, sign-in);
 * - 'authenticated': tenant and a valid token of one of its users;
 * - { permission }: the above plus the policy's permission; `refusal` names the error a role
 *   without it gets when the spec words that refusal itself (default FORBIDDEN); `licence`, a
 *   company licence the tenant must hold (tenant.licences), else 403 with LICENCE_REFUSALS' code;
 *   `costly`, a kind of costly work (COSTLY_RATE_LIMITS): each valid request counts against the
 *   caller's limit of that kind, and one over it is a 429 (docs/security.md "Rate limits").
 */
export type RouteAccess =
  'global' | 'tenant' | 'authenticated' | { permission: Permission; refusal?: ErrorCode; licence?: Licence; costly?: CostlyKind };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
