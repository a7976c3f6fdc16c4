import { Prisma } from '@trilha/db';
import { disciplineColumns, disciplineGrant, disciplineJoin, tenantOf, type DisciplineFacts } from '@trilha/access';
import { hotQuery } from '@trilha/queries/sql';
import { can, type ErrorCode } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';

export type ForumFacts = {
  id: number;
  disciplineId: number;
  status: 'open' | 'closed';
  isVisible: boolean;
  votesEnable: boolean;
  totalComments: number;
};

type ForumRow = {
  id: number;
  discipline_id: number;
  status: 'open' | 'closed';
  is_visible: boolean;
  votes_enable: boolean;
  total_comments: number;
} & DisciplineFacts;

/**
 * The forum `id` if the actor may open it: a live forum of a discipline they may read
 * (@trilha/access's discipline rule, `disciplineGrant`), visible unless they see hidden ones
 * (001 §6). `manage`: of a discipline whose content they build (Forum Management). Anything else
 * is the forum's 404, never a 403 about a forum they cannot see. One statement, the forum with
 * its discipline's facts for this actor: every Forum View page and every comment write opens
 * with it, and a round trip costs more here than the rule.
 */
export async function findForum(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  id: number,
  o: { manage?: boolean; notFound?: ErrorCode } = {},
): Promise<ForumFacts> {
  const notFound = o.notFound ?? 'FORUM_NOT_FOUND';
  const companyId = tenantOf('findForum');
  const [f] = await hotQuery<ForumRow>(
    deps.db,
    Prisma.sql`
    SELECT f.id, f.discipline_id, f.status::text AS status, f.is_visible, f.votes_enable, f.total_comments,
           ${disciplineColumns(companyId, actor.id)}
      FROM forums f ${disciplineJoin('f')}
     WHERE f.company_id = ${companyId} AND f.id = ${id} AND f.deleted_at IS NULL`,
  );
  if (!f || (!f.is_visible && !can(actor.type, 'forums:view-hidden'))) throw appError(notFound);
  const grant = disciplineGrant(actor, f);
  if (grant === 'none') throw appError(notFound);
  if (o.manage && grant !== 'manage') throw appError('DISCIPLINE_NOT_EDITABLE');
  return {
    id: f.id,
    disciplineId: f.discipline_id,
    status: f.status,
    isVisible: f.is_visible,
    votesEnable: f.votes_enable,
    totalComments: f.total_comments,
  };
}

/** 001 §4: only an open, visible forum takes comments, edits and votes. */
export function requireInteractive(forum: ForumFacts): void {
  if (forum.status !== 'open' || !forum.isVisible) throw appError('FORUM_UNAVAILABLE');
}
