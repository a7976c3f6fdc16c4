import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

/** An open, visible forum with votes in a discipline of `tenant`. */
export async function createForum(
  db: Db,
  tenant: TestTenant,
  disciplineId: number,
  o: {
    title?: string;
    status?: 'open' | 'closed';
    isVisible?: boolean;
    votesEnable?: boolean;
    authorId?: number;
    createdAt?: Date;
  } = {},
) {
  return db.forum.create({
    data: {
      companyId: tenant.company.id,
      disciplineId,
      title: o.title ?? `Fórum ${uid()}`,
      status: o.status ?? 'open',
      isVisible: o.isVisible ?? true,
      // As the API: a forum visible at creation was announced then (ForumCreated once).
      publishedAt: (o.isVisible ?? true) ? (o.createdAt ?? new Date()) : null,
      votesEnable: o.votesEnable ?? true,
      authorId: o.authorId ?? null,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    },
  });
}

/**
 * A comment (or a reply to `parentId`) threaded as the API threads it (path, thread, depth), with
 * the counters the API keeps (the forum's total_comments, the parent's num_children).
 */
export async function createForumComment(
  db: Db,
  tenant: TestTenant,
  forumId: number,
  authorId: number,
  o: { parentId?: number; text?: string; status?: 'visible' | 'hidden'; createdAt?: Date } = {},
) {
  const parent = o.parentId ? await db.forumComment.findFirstOrThrow({ where: { id: o.parentId } }) : null;
  const c = await db.forumComment.create({
    data: {
      companyId: tenant.company.id,
      forumId,
      authorId,
      parentId: parent?.id ?? null,
      depth: parent ? parent.depth + 1 : 0,
      text: o.text ?? `Comentário ${uid()}`,
      status: o.status ?? 'visible',
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    },
  });
  const own = String(c.id).padStart(10, '0');
  if (parent)
    await db.forumComment.update({
      where: { companyId_id: { companyId: c.companyId, id: parent.id } },
      data: { numChildren: { increment: 1 } },
    });
  await db.forum.updateMany({ where: { id: forumId }, data: { totalComments: { increment: 1 } } });
  return db.forumComment.update({
    where: { companyId_id: { companyId: c.companyId, id: c.id } },
    data: { path: parent ? `${parent.path}.${own}` : own, thread: parent ? (parent.thread ?? parent.id) : c.id },
  });
}

export const forumFactories = { forum: createForum, forumComment: createForumComment };
