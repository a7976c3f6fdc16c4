import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import type { Actor } from '../../kit/actor.ts';
import { endSessions } from '../../auth/sessions.ts';
import type { Tenant } from '../../kit/tenant.ts';

/** Access-as ended (docs/audit.md): the token is scoped to this tenant, so its event is this tenant's. */
const publishClosed = (deps: Pick<AppDeps, 'db' | 'domainEvents'>, tenant: Tenant, actor: Actor, how: 'exit' | 'logout') =>
  deps.db.$transaction((tx) =>
    deps.domainEvents.publish(tx, tenant.companyId, 'access-as.closed', {
      impersonator_id: actor.impersonatorId!,
      user_id: actor.id,
      how,
    }),
  );

/**
 * Sair: ends this session and closes its sockets. During access-as both people leave: the
 * impersonator's own token goes too (and with it every account it had opened).
 */
export async function logout(
  deps: Pick<AppDeps, 'db' | 'globalDb' | 'events' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
): Promise<void> {
  const ids = [actor.session.id, actor.session.impersonatorTokenId].filter((id): id is number => id !== null);
  await endSessions(deps, { id: { in: ids } });
  if (actor.impersonatorId !== null) await publishClosed(deps, tenant, actor, 'logout');
}

/**
 * Leaving access-as back to one's own account (001 §4 "Voltar para o Início"): ends the access-as
 * token only; the impersonator's own session stays.
 */
export async function exitAccessAs(
  deps: Pick<AppDeps, 'db' | 'globalDb' | 'events' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
): Promise<void> {
  if (actor.impersonatorId === null) throw appError('NOT_ACCESSING_AS');
  await endSessions(deps, { id: actor.session.id });
  await publishClosed(deps, tenant, actor, 'exit');
}
