import { forumChannel, forumStudentChannel, type ForumLiveEvent } from '@trilha/shared/forums';
import type { SubscriberDeps } from '../../events/subscriber.ts';
import type { TenantTx } from '../../deps.ts';
import { hiddenAbove } from './comment-rows.ts';
import { studentTotalComments } from './forum-rows.ts';

/** What the student channel is told: the same as staff, something else (a hide is a removal), or nothing. */
type StudentSees = 'same' | 'nothing' | ForumLiveEvent;

/**
 * Pushes a comment change to forum.{id} (staff: always) and forum.{id}.student, read from the
 * current rows (events may arrive out of order or twice; the screen refetches either way). The
 * student channel never hears of a hidden comment, of anything under one, nor of a hidden forum
 * (001 §6); `student` decides what it hears otherwise, with the total_comments a student sees.
 * A comment gone since is not pushed.
 */
export async function pushCommentLive(
  tx: TenantTx,
  deps: SubscriberDeps,
  companyId: number,
  commentId: number,
  staffEvent: '.comment.sent' | '.comment.updated' | '.comment.deleted',
  student: (status: 'visible' | 'hidden') => StudentSees = (status) => (status === 'visible' ? 'same' : 'nothing'),
): Promise<void> {
  const c = await tx.forumComment.findFirst({
    where: { id: commentId },
    select: {
      id: true,
      forumId: true,
      parentId: true,
      thread: true,
      path: true,
      status: true,
      forum: { select: { isVisible: true, totalComments: true, deletedAt: true } },
    },
  });
  if (!c || c.forum.deletedAt) return;
  const payload = {
    forum_id: c.forumId,
    comment_id: c.id,
    parent_id: c.parentId,
    thread: c.thread ?? c.id,
    total_comments: c.forum.totalComments,
  };
  deps.events.emit(forumChannel(c.forumId), staffEvent, payload);
  if (!c.forum.isVisible) return;
  const told = student(c.status);
  if (told === 'nothing' || (await hiddenAbove(tx, companyId, c.path))) return;
  // Students' count leaves hidden comments out (the staff payload's counter would tell them how many there are).
  const total_comments = await studentTotalComments(tx, companyId, c.forumId);
  deps.events.emit(forumStudentChannel(c.forumId), told === 'same' ? staffEvent : told, { ...payload, total_comments });
}

/** A vote's new count, to both channels under the same rule. */
export async function pushVoteLive(
  tx: TenantTx,
  deps: SubscriberDeps,
  companyId: number,
  commentId: number,
  event: '.vote.made' | '.vote.changed' | '.vote.withdrawn',
): Promise<void> {
  const c = await tx.forumComment.findFirst({
    where: { id: commentId },
    select: {
      id: true,
      forumId: true,
      path: true,
      status: true,
      votes: true,
      forum: { select: { isVisible: true, deletedAt: true } },
    },
  });
  if (!c || c.forum.deletedAt) return;
  const payload = { forum_id: c.forumId, comment_id: c.id, votes: c.votes };
  deps.events.emit(forumChannel(c.forumId), event, payload);
  if (!c.forum.isVisible || c.status === 'hidden' || (await hiddenAbove(tx, companyId, c.path))) return;
  deps.events.emit(forumStudentChannel(c.forumId), event, payload);
}
