import { Prisma } from '@trilha/db';
import type { FollowResponse } from '@trilha/shared/profiles';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { isMember } from './member-sql.ts';

/**
 * POST /users/{id}/follow. Without a body it toggles (001 §7); with `following` it sets that state,
 * so a replayed request (a retry, a double click) lands on the same state. The follows primary key
 * (company, follower, followed) makes a second follow a no-op, never a second row. Answers the
 * state and the followed user's new follower count.
 */
export async function toggleFollow(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  want: boolean | undefined,
): Promise<FollowResponse> {
  const c = tenant.companyId;
  return deps.db.$transaction(async (tx) => {
    const [target] = await tx.$queryRaw<{ member: boolean }[]>`SELECT ${isMember(c, Prisma.sql`${id}::int`)} AS member`;
    if (!target?.member) throw appError('PROFILE_USER_NOT_FOUND');
    if (id === actor.id) throw appError('FOLLOW_SELF');

    const key = Prisma.sql`company_id = ${c} AND follower_id = ${actor.id} AND followed_id = ${id}`;
    let following: boolean;
    let inserted = false;
    if (want === undefined) {
      // Delete if present, else insert: one statement, so the toggle is one step whatever runs beside it.
      const [r] = await tx.$queryRaw<{ following: boolean; inserted: boolean }[]>`
        WITH del AS (DELETE FROM follows WHERE ${key} RETURNING 1),
             ins AS (INSERT INTO follows (company_id, follower_id, followed_id)
                     SELECT ${c}::int, ${actor.id}::int, ${id}::int WHERE NOT EXISTS (SELECT 1 FROM del)
                     ON CONFLICT DO NOTHING RETURNING 1)
        SELECT NOT EXISTS (SELECT 1 FROM del) AS following, EXISTS (SELECT 1 FROM ins) AS inserted`;
      following = r!.following;
      inserted = r!.inserted;
    } else if (want) {
      inserted =
        (await tx.$executeRaw`INSERT INTO follows (company_id, follower_id, followed_id)
        VALUES (${c}, ${actor.id}, ${id}) ON CONFLICT DO NOTHING`) > 0;
      following = true;
    } else {
      await tx.$executeRaw`DELETE FROM follows WHERE ${key}`;
      following = false;
    }
    if (inserted)
      await deps.domainEvents.publish(tx, c, 'user.followed', {
        follower_id: actor.id,
        followed_id: id,
      });
    const [n] = await tx.$queryRaw<{ followers: number }[]>`
      SELECT count(*)::int AS followers FROM follows f
       WHERE f.company_id = ${c} AND f.followed_id = ${id} AND ${isMember(c, Prisma.sql`f.follower_id`)}`;
    return { following, followers: n!.followers };
  });
}
