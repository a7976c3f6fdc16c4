import type { ErrorCode, Permission } from '@trilha/shared';

/**
 * What a route requires, declared in its `config.access`:
 * - 'global': no tenant, no token (health checks, API docs);
 * - 'tenant': the host's tenant, no token (settings, sign-in);
 * - 'authenticated': tenant and a valid token of one of its users;
 * - { permission }: the above plus the policy's permission; `refusal` names the error a role
 *   without it gets when the spec words that refusal itself (default FORBIDDEN).
 */
export type RouteAccess = 'global' | 'tenant' | 'authenticated' | { permission: Permission; refusal?: ErrorCode };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
