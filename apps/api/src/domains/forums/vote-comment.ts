import { Prisma, tenantKey } from '@trilha/db';
import { FORUM_MESSAGES as M, type ForumCommentVoteResponse, type VoteForumCommentBody } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findComment } from './find-comment.ts';
import { requireInteractive } from './find-forum.ts';

/**
 * PUT /forums-comments/{id}/vote (001 §4): a first vote moves the count by 1, a turned-around vote
 * by 2 (the old one taken back, the new one added), the same vote again by nothing.
 */
export function voteComment(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: VoteForumCommentBody,
): Promise<ForumCommentVoteResponse> {
  return setVote(deps, tenant, actor, id, body.vote);
}

/**
 * DELETE /forums-comments/{id}/vote (issue 29): the caller's vote taken back, the count moved back
 * by it; without a vote (never voted, or withdrawn already: a replay) nothing changes and nothing
 * is published. Same rules as voting: a closed or hidden forum, or one without votes, refuses it.
 */
export function withdrawVote(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<ForumCommentVoteResponse> {
  return setVote(deps, tenant, actor, id, 0);
}

/**
 * The caller's vote becomes `vote` (0: none). The comment row is locked first, so concurrent votes
 * and withdrawals on it apply one after the other and the count always equals the sum of
 * comment_votes: the count moves by the difference between the new vote and the stored one, so a
 * repeated call moves it by nothing.
 */
async function setVote(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  vote: 1 | -1 | 0,
): Promise<ForumCommentVoteResponse> {
  const companyId = tenant.companyId;
  const { forum } = await findComment(deps, actor, companyId, id);
  requireInteractive(forum);
  if (!forum.votesEnable) throw appError('FORUM_VOTES_DISABLED');
  const key = { companyId_commentId_userId: { companyId, commentId: id, userId: actor.id } };
  const votes = await deps.db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ votes: number }[]>(
      Prisma.sql`SELECT votes FROM forum_comments WHERE company_id = ${companyId} AND id = ${id} FOR UPDATE`,
    );
    const previous = await tx.commentVote.findUnique({ where: key, select: { vote: true } });
    const delta = vote - (previous?.vote ?? 0);
    if (delta === 0) return locked!.votes;
    if (vote === 0) await tx.commentVote.delete({ where: key });
    else
      await tx.commentVote.upsert({
        where: key,
        create: { companyId, commentId: id, userId: actor.id, vote },
        update: { vote },
      });
    const c = await tx.forumComment.update({
      where: tenantKey(id),
      data: { votes: { increment: delta } },
      select: { votes: true },
    });
    await deps.domainEvents.publish(tx, companyId, 'forum-comment.voted', {
      comment_id: id,
      forum_id: forum.id,
      user_id: actor.id,
      vote,
      previous_vote: previous?.vote ?? null,
      votes: c.votes,
    });
    return c.votes;
  });
  return {
    message: vote === 0 ? M.forumVoteWithdrawn : M.forumVoted,
    data: { comment_id: id, votes, user_vote: vote === 0 ? null : { vote } },
  };
}
