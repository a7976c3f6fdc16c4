import { Prisma } from '@trilha/db';
import { pageMeta } from '@trilha/shared';
import type { FollowPage, FollowUser, ListFollowsQuery } from '@trilha/shared/profiles';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { isMember } from './member-sql.ts';

type Row = { member: boolean; total: number; data: FollowUser[] };

/**
 * GET /users/{id}/followers and /following: one statement answers whether the user is a member
 * (404 otherwise), the total and the page, newest follow first. `followers` walks the
 * (company, followed, created_at) index, `following` the primary key (company, follower, …).
 */
export async function listFollows(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  id: number,
  side: 'followers' | 'following',
  q: ListFollowsQuery,
): Promise<FollowPage> {
  const c = tenant.companyId;
  const [mine, other] =
    side === 'followers'
      ? [Prisma.sql`f.followed_id`, Prisma.sql`f.follower_id`]
      : [Prisma.sql`f.follower_id`, Prisma.sql`f.followed_id`];
  const where = Prisma.sql`f.company_id = ${c} AND ${mine} = ${id} AND ${isMember(c, other)}`;
  const [row] = await deps.db.$queryRaw<Row[]>`
    WITH page AS (
      SELECT ${other} AS user_id, f.created_at FROM follows f WHERE ${where}
       ORDER BY f.created_at DESC, ${other} DESC LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT ${isMember(c, Prisma.sql`${id}::int`)} AS member,
           (SELECT count(*)::int FROM follows f WHERE ${where}) AS total,
           coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'avatar', u.avatar, 'type', u.type)
             ORDER BY p.created_at DESC, u.id DESC), '[]'::json) AS data
      FROM page p JOIN users u ON u.id = p.user_id`;
  if (!row?.member) throw appError('PROFILE_USER_NOT_FOUND');
  return { data: row.data, meta: pageMeta(q.page, q.per_page, row.total) };
}
