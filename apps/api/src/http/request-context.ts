import type { Session } from '@trilha/db';
import type { UserType } from '@trilha/shared';
import type { Tenant } from '../tenancy/tenant.ts';

export type Actor = {
  id: number;
  type: UserType;
  name: string;
  /** Set when this token was issued by access-as: the user who opened this account. */
  impersonatorId: number | null;
  session: Session;
  token: string;
};

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
