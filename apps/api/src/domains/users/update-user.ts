import { type UpdateUserBody, type User } from '@trilha/shared/users';
import type { AppDeps, TenantTx } from '../../deps.ts';
import { sentFields } from '../../kit/sent-fields.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { ensureSeats } from '../../tenancy/licences.ts';
import { canManageUserType as canManageType } from '@trilha/shared';
import { assertEmailFree, assertResponsibleMember, rethrowEmailTaken } from './email.ts';
import { findManageableMember, findMemberToChange } from './find-member.ts';
import { presentUser } from './present-user.ts';

/**
 * PUT /users/{id}. A manager edits users below their rank and may only give them such a type;
 * nobody changes their own type. A new student/tutor type takes a seat in each of the user's companies.
 * A member shared with another company keeps name, e-mail and type unless an admin changes them.
 */
export async function updateUser(
  deps: Pick<AppDeps, 'globalDb' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: UpdateUserBody,
): Promise<User> {
  let target = await findManageableMember(deps, tenant, actor, id);
  // Name, e-mail and type are the user's everywhere; the responsible is this company's only.
  const identityChange =
    (body.name !== undefined && body.name !== target.name) ||
    (body.email !== undefined && body.email !== target.email) ||
    (body.type !== undefined && body.type !== target.type);
  if (identityChange) target = await findMemberToChange(deps, tenant, actor, id);
  const typeChange = body.type !== undefined && body.type !== target.type;
  if (typeChange && (target.id === actor.id || !canManageType(actor.type, body.type!))) throw appError('USER_ROLE_FORBIDDEN');

  await deps.globalDb
    .$transaction(async (tx) => {
      if (body.email !== undefined && body.email !== target.email) await assertEmailFree(tx, body.email, id);
      if (body.user_responsible) await assertResponsibleMember(tx, tenant.companyId, body.user_responsible, id);
      if (typeChange) {
        const companies = await tx.companyUser.findMany({ where: { userId: id }, select: { companyId: true } });
        await ensureSeats(
          tx,
          companies.map((c) => c.companyId),
          body.type!,
        );
      }
      await tx.user.update({ where: { id }, data: { name: body.name, email: body.email, type: body.type } });
      if (body.user_responsible !== undefined) {
        await tx.companyUser.updateMany({
          where: { companyId: tenant.companyId, userId: id },
          data: { responsibleId: body.user_responsible },
        });
      }
      // For the audit log: field names only (users are global: the bus only issues raw SQL here).
      await deps.domainEvents.publish(tx as unknown as TenantTx, tenant.companyId, 'user.updated', {
        user_id: id,
        actor_id: actor.id,
        fields: sentFields(body),
      });
    })
    .catch(rethrowEmailTaken);
  return presentUser(deps, tenant, actor, id);
}
