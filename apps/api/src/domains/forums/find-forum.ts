import { can, type ErrorCode } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import { appError } from '../../http/app-error.ts';
import { requireAccess } from '../../kit/access.ts';

export type ForumFacts = {
  id: number;
  disciplineId: number;
  status: 'open' | 'closed';
  isVisible: boolean;
  votesEnable: boolean;
  totalComments: number;
};

/**
 * The forum `id` if the actor may open it: a live forum of a discipline they may read
 * (`discipline:read`), visible unless they see hidden ones (001 §6). `manage`: of a discipline they
 * build (`discipline:manage`, Forum Management). Anything else is the forum's 404, never a 403
 * about a forum they cannot see.
 */
export async function findForum(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  id: number,
  o: { manage?: boolean; notFound?: ErrorCode } = {},
): Promise<ForumFacts> {
  const notFound = o.notFound ?? 'FORUM_NOT_FOUND';
  const forum = await deps.db.forum.findFirst({
    where: { id, deletedAt: null },
    select: { id: true, disciplineId: true, status: true, isVisible: true, votesEnable: true, totalComments: true },
  });
  if (!forum || (!forum.isVisible && !can(actor.type, 'forums:view-hidden'))) throw appError(notFound);
  if (o.manage) await requireAccess(deps, actor, 'discipline:manage', forum.disciplineId, { DISCIPLINE_NOT_FOUND: notFound });
  else await requireAccess(deps, actor, 'discipline:read', forum.disciplineId, { DISCIPLINE_NOT_FOUND: notFound });
  return forum;
}

/** 001 §4: only an open, visible forum takes comments, edits and votes. */
export function requireInteractive(forum: ForumFacts): void {
  if (forum.status !== 'open' || !forum.isVisible) throw appError('FORUM_UNAVAILABLE');
}
