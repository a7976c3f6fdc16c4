import { tenantKey } from '@trilha/db';
import { FORUM_MESSAGES as M, type ForumResponse, type UpdateForumBody } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findForum } from './find-forum.ts';
import { forumView } from './get-forum.ts';

/**
 * POST /forums/{id}: title, description, open/closed, visible, votes; absent fields stay. A forum
 * created hidden and shown for the first time publishes forum.published (notifications sends
 * ForumCreated then); `published_at` makes that once: later hide/show toggles publish nothing.
 */
export async function updateForum(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: UpdateForumBody,
): Promise<ForumResponse> {
  const forum = await findForum(deps, actor, id, { manage: true });
  await deps.db.$transaction(async (tx) => {
    const updated = await tx.forum.update({
      where: tenantKey(id),
      select: { title: true },
      data: {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description || null } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.is_visible !== undefined ? { isVisible: body.is_visible } : {}),
        ...(body.votes_enable !== undefined ? { votesEnable: body.votes_enable } : {}),
      },
    });
    if (body.is_visible !== true) return;
    // Conditional: of two concurrent first shows only one finds published_at still empty.
    const { count } = await tx.forum.updateMany({
      where: { id, publishedAt: null, isVisible: true },
      data: { publishedAt: new Date() },
    });
    if (count === 1)
      await deps.domainEvents.publish(tx, tenant.companyId, 'forum.published', {
        forum_id: id,
        discipline_id: forum.disciplineId,
        title: updated.title,
      });
  });
  return { message: M.forumUpdated, data: await forumView(deps, tenant, actor, id) };
}
