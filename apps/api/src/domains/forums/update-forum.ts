import { FORUM_MESSAGES as M, type ForumResponse, type UpdateForumBody } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { findForum } from './find-forum.ts';
import { forumView } from './get-forum.ts';

/** POST /forums/{id}: title, description, open/closed, visible, votes; absent fields stay. */
export async function updateForum(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: UpdateForumBody,
): Promise<ForumResponse> {
  await findForum(deps, actor, id, { manage: true });
  await deps.db.forum.update({
    where: { id },
    data: {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description || null } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.is_visible !== undefined ? { isVisible: body.is_visible } : {}),
      ...(body.votes_enable !== undefined ? { votesEnable: body.votes_enable } : {}),
    },
  });
  return { message: M.forumUpdated, data: await forumView(deps, tenant, actor, id) };
}
