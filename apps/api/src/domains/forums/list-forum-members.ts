import { Prisma } from '@trilha/db';
import { pageMeta } from '@trilha/shared';
import type { ForumMember, ForumMemberPage, ListForumMembersQuery } from '@trilha/shared/forums';
import { ilikeContains } from '@trilha/queries/sql';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { disciplineMembersSql } from './discipline-members.ts';
import { findForum } from './find-forum.ts';

type PageRow = { total: number; data: ForumMember[] };

/**
 * GET /forums/{id}/members: the @mention picker of a comment box. The forum's discipline members
 * (disciplineMembersSql: owner, students, tutors and teachers enrolled now), by name, the caller
 * left out (nobody mentions themselves), paginated in the database. Only for whoever may open the
 * forum (findForum): the list never reaches past the discipline.
 */
export async function listForumMembers(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  forumId: number,
  q: ListForumMembersQuery,
): Promise<ForumMemberPage> {
  const forum = await findForum(deps, actor, forumId);
  const search = q.search ? Prisma.sql`AND u.name ILIKE ${ilikeContains(q.search)}` : Prisma.empty;
  const [page] = await deps.db.$queryRaw<PageRow[]>`
    WITH members AS (
      SELECT u.id, u.name, u.avatar, m.role FROM (${disciplineMembersSql(tenant.companyId, forum.disciplineId)}) m
        JOIN users u ON u.id = m.user_id
       WHERE u.id <> ${actor.id} ${search}),
    page AS (SELECT * FROM members ORDER BY name, id LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT (SELECT count(*)::int FROM members) AS total,
           (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'avatar', p.avatar, 'role', p.role)
              ORDER BY p.name, p.id), '[]'::json) FROM page p) AS data`;
  return { data: page!.data, meta: pageMeta(q.page, q.per_page, page!.total) };
}
