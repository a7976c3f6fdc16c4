import { FORUM_MESSAGES as M, type CreateForumBody, type ForumResponse } from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireAccess } from '../../kit/access.ts';
import { forumView } from './get-forum.ts';

/**
 * POST /forums: a forum in a discipline the actor builds (discipline:manage; another tenant's or an
 * unreadable discipline is its 404). Publishes forum.created in the same transaction
 * (notifications tells the discipline's students, 001 ForumCreated).
 */
export async function createForum(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  body: CreateForumBody,
): Promise<ForumResponse> {
  await requireAccess(deps, actor, 'discipline:manage', body.discipline_id);
  const id = await deps.db.$transaction(async (tx) => {
    const forum = await tx.forum.create({
      data: {
        companyId: tenant.companyId,
        disciplineId: body.discipline_id,
        authorId: actor.id,
        title: body.title,
        description: body.description || null,
        ...(body.status ? { status: body.status } : {}),
        ...(body.is_visible !== undefined ? { isVisible: body.is_visible } : {}),
        // Announced now if students see it now; a hidden one is announced when first shown (update-forum).
        ...(body.is_visible !== false ? { publishedAt: new Date() } : {}),
        ...(body.votes_enable !== undefined ? { votesEnable: body.votes_enable } : {}),
      },
      select: { id: true, title: true, isVisible: true },
    });
    await deps.domainEvents.publish(tx, tenant.companyId, 'forum.created', {
      forum_id: forum.id,
      discipline_id: body.discipline_id,
      title: forum.title,
      visible: forum.isVisible,
    });
    return forum.id;
  });
  return { message: M.forumCreated, data: await forumView(deps, tenant, actor, id) };
}
