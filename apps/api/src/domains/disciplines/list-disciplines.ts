import { pageMeta } from '@trilha/shared';
import { type DisciplinePage, type ListDisciplinesQuery } from '@trilha/shared/disciplines';
import type { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { can } from '@trilha/shared';

/**
 * GET /disciplines. Staff see the tenant's disciplines; academic roles only those they are
 * enrolled in or teach (students: visible ones). Filtered and paginated in the database.
 */
export async function listDisciplines(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  q: ListDisciplinesQuery,
): Promise<DisciplinePage> {
  const companyId = tenant.companyId;
  const where: Prisma.DisciplineWhereInput = { deletedAt: null };
  if (!can(actor.type, 'disciplines:list-all')) {
    // Nested filters are not rewritten by the scoped client: name the tenant so the
    // (company_id, user_id, status) index applies.
    where.OR = [{ inscriptions: { some: { companyId, userId: actor.id, status: 'active' } } }, { ownerId: actor.id }];
    if (!can(actor.type, 'disciplines:view-hidden')) where.visible = true;
  }
  if (q.search) where.name = { contains: q.search, mode: 'insensitive' };
  if (q.type) where.type = q.type;
  if (q.consumer_id !== undefined) where.consumerId = q.consumer_id;
  if (q['tags_ids[]']?.length) where.tags = { some: { companyId, tagId: { in: q['tags_ids[]'] } } };

  const [total, rows] = await Promise.all([
    deps.db.discipline.count({ where }),
    deps.db.discipline.findMany({
      where,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
      include: { owner: { select: { id: true, name: true } }, tags: { include: { tag: true } } },
    }),
  ]);
  const ids = rows.map((d) => d.id);
  const editable = can(actor.type, 'disciplines:update');
  // Counted for this page only: Prisma's `_count` include counts over every tenant's rows.
  const [counts, progress, company] = await Promise.all([
    ids.length
      ? deps.db.disciplineInscription.groupBy({
          by: ['disciplineId'],
          where: { disciplineId: { in: ids }, status: 'active' },
          _count: { _all: true },
        })
      : [],
    can(actor.type, 'disciplines:progress') && ids.length
      ? deps.db.disciplineProgress.findMany({
          where: { userId: actor.id, disciplineId: { in: ids } },
          select: { disciplineId: true, progress: true },
        })
      : [],
    editable ? deps.db.company.findUnique({ where: { id: companyId }, select: { topicGenerator: true } }) : null,
  ]);
  const countOf = new Map(counts.map((c) => [c.disciplineId, c._count._all]));
  const progressOf = new Map(progress.map((p) => [p.disciplineId, p.progress]));
  return {
    data: rows.map((d) => ({
      id: d.id,
      name: d.name,
      description: d.description,
      companyId: d.companyId,
      visible: d.visible,
      type: d.type,
      consumer_id: d.consumerId,
      image: d.image,
      owner: d.owner,
      tags: d.tags.map(({ tag }) => ({
        id: tag.id,
        name: tag.name,
        color: tag.color,
        companyId: tag.companyId,
        is_editable: tag.isEditable,
      })),
      isEditable: editable && d.type === 'own',
      canGenerateTopics: editable && d.type === 'own' && !!company?.topicGenerator,
      inscriptions_count: countOf.get(d.id) ?? 0,
      progress: can(actor.type, 'disciplines:progress') ? (progressOf.get(d.id) ?? 0) : null,
    })),
    meta: pageMeta(q.page, q.per_page, total),
  };
}
