import { Prisma } from '@trilha/db';
import { defineSubscriber } from '../../events/subscriber.ts';
import { awardBadges, once } from './award-badges.ts';

/**
 * `first_forum_comment` and `forum_comments` badges when a learner posts a comment or a reply.
 * The count (live comments of the author) runs only when a `forum_comments` badge is still to earn.
 */
export const awardForumBadges = defineSubscriber({
  name: 'gamification.award-forum-badges',
  event: 'forum-comment.sent',
  phase: 'after-commit',
  async handle({ tx, deps, event }) {
    const p = event.payload;
    const base = { companyId: event.companyId, userId: p.author_id };
    await awardBadges(tx, deps, { ...base, type: 'first_forum_comment', reached: () => true });
    const comments = once(async () => {
      const [row] = await tx.$queryRaw<{ n: number }[]>(Prisma.sql`
        SELECT count(*)::int AS n FROM forum_comments
        WHERE company_id = ${event.companyId} AND author_id = ${p.author_id} AND deleted_at IS NULL`);
      return row?.n ?? 0;
    });
    await awardBadges(tx, deps, { ...base, type: 'forum_comments', reached: async (rule) => (await comments()) >= rule.count });
  },
});
