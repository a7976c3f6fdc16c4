import { Prisma } from '@trilha/db';
import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyUsers } from './notify-users.ts';

/**
 * A member started following another: the followed one is told (NewFollower, `subject_id` the
 * follower, whose profile it opens), once per follower (unfollowing and following again tells nobody twice).
 */
export const notifyUserFollowed = defineSubscriber({
  name: 'notifications.user-followed',
  event: 'user.followed',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    const [follower] = await ctx.tx.$queryRaw<{ name: string }[]>`
      SELECT name FROM users WHERE id = ${p.follower_id} AND deleted_at IS NULL`;
    if (!follower) return;
    await notifyUsers(ctx, {
      type: 'NewFollower',
      params: { name: follower.name },
      candidates: Prisma.sql`SELECT ${p.followed_id}::int`,
      actorId: p.follower_id,
      disciplineId: null,
      subjectId: p.follower_id,
      data: { follower_id: p.follower_id },
      oncePerSubject: true,
    });
  },
});
