import { pageMeta } from '@trilha/shared';
import type { DisciplineTag, DisciplineTagPage, ListDisciplineTagsQuery } from '@trilha/shared/discipline-tags';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { requireAccess } from '../../kit/access.ts';
import { presentTag, tagSelect } from './present-tag.ts';

/** GET /discipline-tags: the tenant's tags by name, filtered and paginated in the database. */
export async function listTags(deps: Pick<AppDeps, 'db'>, q: ListDisciplineTagsQuery): Promise<DisciplineTagPage> {
  const where = q.search ? { name: { contains: q.search, mode: 'insensitive' as const } } : {};
  const [rows, total] = await Promise.all([
    deps.db.disciplineTag.findMany({
      where,
      select: tagSelect,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
    }),
    deps.db.disciplineTag.count({ where }),
  ]);
  return { data: rows.map(presentTag), meta: pageMeta(q.page, q.per_page, total) };
}

/** GET /discipline-tags/{disciplineId}/distinct-tags: each tag of one discipline once, by name (readers only). */
export async function distinctTags(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  disciplineId: number,
  search: string | undefined,
): Promise<DisciplineTag[]> {
  await requireAccess(deps, actor, 'discipline:read', disciplineId);
  const rows = await deps.db.disciplineTag.findMany({
    where: {
      links: { some: { disciplineId } },
      ...(search ? { name: { contains: search, mode: 'insensitive' as const } } : {}),
    },
    select: tagSelect,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return rows.map(presentTag);
}
