import { hashPassword, hashToken, revokeAccessTokens, verifyPassword } from '@trilha/db';
import { type ChangePasswordBody } from '@trilha/shared/users';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findMemberToChange } from './find-member.ts';

/**
 * POST /users/{id}/change-password. One's own password needs the current one, and signs out the
 * other sessions; a manager (users below their rank) or an admin sets another's without it, which
 * signs that user out everywhere. Not a member shared with another company, unless by an admin.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'globalDb' | 'events' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: ChangePasswordBody,
): Promise<void> {
  const target = await findMemberToChange(deps, tenant, actor, id);
  const own = target.id === actor.id;
  if (own) {
    if (!body.current_password) {
      throw appError('CURRENT_PASSWORD_REQUIRED');
    }
    if (!(await verifyPassword(target.passwordHash, body.current_password))) {
      throw appError('CURRENT_PASSWORD_WRONG');
    }
  }
  const passwordHash = await hashPassword(body.password);
  const revoked = await deps.globalDb.$transaction(async (tx) => {
    await tx.user.update({ where: { id }, data: { passwordHash } });
    // Someone else's password set: for the audit log (who, whose; never the password).
    if (!own)
      await deps.domainEvents.publish(tx as unknown as TenantTx, tenant.companyId, 'user.password-reset', {
        user_id: id,
        actor_id: actor.id,
      });
    return revokeAccessTokens(tx, { userId: id, ...(own ? { tokenHash: { not: hashToken(actor.token) } } : {}) });
  });
  deps.events.endSessions(revoked);
}
