import { Prisma, tenantKey } from '@trilha/db';
import { FORUM_MESSAGES as M, type ForumCommentVoteResponse, type VoteForumCommentBody } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { appError } from '../../http/app-error.ts';
import { findComment } from './find-comment.ts';
import { requireInteractive } from './find-forum.ts';

/**
 * PUT /forums-comments/{id}/vote (001 §4): a first vote moves the count by 1, a turned-around vote
 * by 2 (the old one taken back, the new one added), the same vote again by nothing. The comment
 * row is locked first, so concurrent votes on it apply one after the other and the count always
 * equals the sum of comment_votes.
 */
export async function voteComment(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: VoteForumCommentBody,
): Promise<ForumCommentVoteResponse> {
  const companyId = tenant.companyId;
  const { forum } = await findComment(deps, actor, companyId, id);
  requireInteractive(forum);
  if (!forum.votesEnable) throw appError('FORUM_VOTES_DISABLED');
  const votes = await deps.db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ votes: number }[]>(
      Prisma.sql`SELECT votes FROM forum_comments WHERE company_id = ${companyId} AND id = ${id} FOR UPDATE`,
    );
    const previous = await tx.commentVote.findUnique({
      where: { companyId_commentId_userId: { companyId, commentId: id, userId: actor.id } },
      select: { vote: true },
    });
    const delta = body.vote - (previous?.vote ?? 0);
    if (delta === 0) return locked!.votes;
    await tx.commentVote.upsert({
      where: { companyId_commentId_userId: { companyId, commentId: id, userId: actor.id } },
      create: { companyId, commentId: id, userId: actor.id, vote: body.vote },
      update: { vote: body.vote },
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
      vote: body.vote,
      previous_vote: previous?.vote ?? null,
      votes: c.votes,
    });
    return c.votes;
  });
  return { message: M.forumVoted, data: { comment_id: id, votes, user_vote: { vote: body.vote } } };
}
