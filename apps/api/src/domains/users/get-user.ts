import { MESSAGES } from '@trilha/shared';
import { type User, type UserInclude } from '@trilha/shared/users';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { forbidden } from '../../kit/errors.ts';
import { can } from '@trilha/shared';
import { findMember } from './find-member.ts';
import { presentUser } from './present-user.ts';

/** GET /users/{id}: one's own record; another member's with users:list (else 403); a non-member's: 404. */
export async function getUser(
  deps: Pick<AppDeps, 'globalDb'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  includes: UserInclude[],
): Promise<User> {
  await findMember(deps, tenant, actor, id);
  if (id !== actor.id && !can(actor.type, 'users:list')) throw forbidden(MESSAGES.forbidden);
  return presentUser(deps, tenant, actor, id, includes);
}
