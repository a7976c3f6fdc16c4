import { Prisma } from '@trilha/db';
import { can } from '@trilha/shared';
import type { Forum } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findForum } from './find-forum.ts';
import { selectForums } from './forum-rows.ts';

/** One forum in the list's shape (its unread count included), read after the access check. */
export async function forumView(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: Actor, id: number): Promise<Forum> {
  const page = await selectForums(deps, tenant.companyId, actor.id, {
    where: Prisma.sql`f.company_id = ${tenant.companyId} AND f.id = ${id} AND f.deleted_at IS NULL`,
    order: 'desc',
    limit: 1,
    offset: 0,
    seesHidden: can(actor.type, 'forums:view-hidden'),
  });
  const forum = page.data[0];
  if (!forum) throw appError('FORUM_NOT_FOUND');
  return forum;
}

/** GET /forums/{id}: Forum View's header; students only a visible forum of a discipline they may open. */
export async function getForum(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: Actor, id: number): Promise<Forum> {
  await findForum(deps, actor, id);
  return forumView(deps, tenant, actor, id);
}
