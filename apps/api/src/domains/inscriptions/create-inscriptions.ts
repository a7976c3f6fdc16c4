import type { CreateInscriptionBody, Inscription } from '@trilha/shared/inscriptions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';
import { assertWindow, checkEnrolments, refusalError, rethrowDuplicate, writeEnrolments } from './enrol-users.ts';

/**
 * POST /discipline-inscriptions: enrols user_id, or every one of users_ids, in one window. All or
 * nothing: the first user who cannot be enrolled (not a member, staff, already enrolled, a
 * teacher for an actor who may not enrol teachers) refuses the whole request, in one transaction.
 */
export async function createInscriptions(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  body: CreateInscriptionBody,
): Promise<Inscription[]> {
  const userIds = [...new Set([...(body.user_id ? [body.user_id] : []), ...(body.users_ids ?? [])])];
  if (!userIds.length) throw appError('INSCRIPTION_USERS_REQUIRED');
  const window = { startedAt: body.started_at ?? null, finishedAt: body.finished_at ?? null };
  assertWindow(window);
  await requireAccess(deps, actor, 'discipline:manage', body.discipline_id);
  return deps.db
    .$transaction(async (tx) => {
      const { roles, refusals } = await checkEnrolments(tx, actor, body.discipline_id, userIds);
      const first = refusals[0];
      if (first)
        throw refusalError(
          first,
          body.user_id === first.userId ? 'user_id' : `users_ids.${(body.users_ids ?? []).indexOf(first.userId)}`,
        );
      return writeEnrolments(
        tx,
        body.discipline_id,
        userIds.map((userId) => ({ userId, role: roles.get(userId)!, window })),
      );
    })
    .catch(rethrowDuplicate);
}
