import type { Prisma } from '@trilha/db';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { can } from '@trilha/shared';

/**
 * Whose contacts the actor may write: their own; with contacts:manage-any (manager, admin) those
 * of any live member of the host tenant's company. Contacts are global rows (no company_id), so
 * the tenant filter goes through the user's membership.
 */
export function contactOwnersInReach(tenant: Tenant, actor: Actor): Prisma.UserWhereInput {
  if (!can(actor.type, 'contacts:manage-any')) return { id: actor.id, deletedAt: null };
  return { deletedAt: null, OR: [{ id: actor.id }, { memberships: { some: { companyId: tenant.companyId } } }] };
}
