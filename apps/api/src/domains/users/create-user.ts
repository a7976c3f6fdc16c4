import { hashPassword } from '@trilha/db';
import { type CreateUserBody, type User } from '@trilha/shared/users';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError, forbidden } from '../../kit/errors.ts';
import { ensureSeats } from '../../tenancy/licences.ts';
import { can, canManageUserType as canManageType } from '@trilha/shared';
import { assertEmailFree, assertResponsibleMember, rethrowEmailTaken } from './email.ts';
import { presentUser } from './present-user.ts';

/**
 * POST /users: a new user, member of the host tenant's company (an admin may name another
 * company). User, membership and the licence check run in one transaction.
 */
export async function createUser(
  deps: Pick<AppDeps, 'globalDb' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  body: CreateUserBody,
): Promise<User> {
  if (!canManageType(actor.type, body.type)) throw appError('USER_ROLE_FORBIDDEN');
  const companyId = body.company_id ?? tenant.companyId;
  if (companyId !== tenant.companyId && !can(actor.type, 'users:manage-any')) throw forbidden();
  const passwordHash = await hashPassword(body.password);

  const id = await deps.globalDb
    .$transaction(async (tx) => {
      if (companyId !== tenant.companyId && !(await tx.company.findFirst({ where: { id: companyId, deletedAt: null } }))) {
        throw appError('COMPANY_NOT_FOUND');
      }
      await assertEmailFree(tx, body.email);
      if (body.user_responsible) await assertResponsibleMember(tx, companyId, body.user_responsible);
      await ensureSeats(tx, [companyId], body.type);
      const user = await tx.user.create({ data: { name: body.name, email: body.email, type: body.type, passwordHash } });
      await tx.companyUser.create({ data: { companyId, userId: user.id, responsibleId: body.user_responsible ?? null } });
      // For the audit log, in the company it joined (users are global: the bus only issues raw SQL here).
      await deps.domainEvents.publish(tx as unknown as TenantTx, companyId, 'user.created', {
        user_id: user.id,
        actor_id: actor.id,
        type: body.type,
      });
      return user.id;
    })
    .catch(rethrowEmailTaken);
  return presentUser(deps, tenant, actor, id);
}
