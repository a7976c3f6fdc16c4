import type { Actor } from '../kit/actor.ts';
import type { Tenant } from '../kit/tenant.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
    actor: Actor | null;
  }
}

/** For handlers of routes whose access guarantees a tenant / an actor. */
export function requireTenant(req: { tenant: Tenant | null }): Tenant {
  if (!req.tenant) throw new Error('route declared without tenant access');
  return req.tenant;
}
export function requireActor(req: { actor: Actor | null }): Actor {
  if (!req.actor) throw new Error('route declared without authenticated access');
  return req.actor;
}
