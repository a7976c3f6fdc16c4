import { tenantKey } from '@trilha/db';
import { pageMeta } from '@trilha/shared';
import type {
  CreateDisciplineTopicBody,
  DisciplineTopic,
  DisciplineTopicPage,
  ListDisciplineTopicsQuery,
  UpdateDisciplineTopicBody,
} from '@trilha/shared/discipline-topics';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';

const select = {
  id: true,
  title: true,
  description: true,
  disciplineId: true,
  position: true,
  generatedByAi: true,
  createdAt: true,
} as const;
type Row = {
  id: number;
  title: string;
  description: string | null;
  disciplineId: number;
  position: number;
  generatedByAi: boolean;
  createdAt: Date;
};

const present = (t: Row): DisciplineTopic => ({
  id: t.id,
  title: t.title,
  description: t.description,
  discipline_id: t.disciplineId,
  position: t.position,
  generated_by_ai: t.generatedByAi,
  created_at: t.createdAt.toISOString(),
});

/** A live topic's discipline, or 404 (another tenant's and deleted ones included). */
async function topicDiscipline(deps: Pick<AppDeps, 'db'>, id: number): Promise<number> {
  const t = await deps.db.disciplineTopic.findFirst({ where: { id, deletedAt: null }, select: { disciplineId: true } });
  if (!t) throw appError('DISCIPLINE_TOPIC_NOT_FOUND');
  return t.disciplineId;
}

/** The next position at the end of a discipline's topics. */
async function nextPosition(tx: TenantTx, disciplineId: number): Promise<number> {
  const last = await tx.disciplineTopic.aggregate({ where: { disciplineId, deletedAt: null }, _max: { position: true } });
  return (last._max.position ?? -1) + 1;
}

/** GET /discipline-topics: one discipline's topics in their order, 5 per page (000 §9). */
export async function listTopics(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  q: ListDisciplineTopicsQuery,
): Promise<DisciplineTopicPage> {
  await requireAccess(deps, actor, 'discipline:read', q.discipline_id);
  const where = {
    disciplineId: q.discipline_id,
    deletedAt: null,
    ...(q.search ? { title: { contains: q.search, mode: 'insensitive' as const } } : {}),
  };
  const [rows, total] = await Promise.all([
    deps.db.disciplineTopic.findMany({
      where,
      select,
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
    }),
    deps.db.disciplineTopic.count({ where }),
  ]);
  return { data: rows.map(present), meta: pageMeta(q.page, q.per_page, total) };
}

/** GET /discipline-topics/{id}: readers of its discipline only. */
export async function getTopic(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<DisciplineTopic> {
  await requireAccess(deps, actor, 'discipline:read', await topicDiscipline(deps, id));
  return present(await deps.db.disciplineTopic.findFirstOrThrow({ where: { id }, select }));
}

/** POST /discipline-topics: at the end of the discipline's topics. */
export async function createTopic(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: CreateDisciplineTopicBody,
): Promise<DisciplineTopic> {
  await requireAccess(deps, actor, 'discipline:edit', body.discipline_id);
  const topic = await deps.db.$transaction(async (tx) =>
    tx.disciplineTopic.create({
      data: {
        companyId: tenant.companyId,
        disciplineId: body.discipline_id,
        title: body.title,
        description: body.description || null,
        generatedByAi: body.generated_by_ai ?? false,
        position: await nextPosition(tx, body.discipline_id),
      },
      select,
    }),
  );
  return present(topic);
}

/** PUT /discipline-topics/{id}. */
export async function updateTopic(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  id: number,
  body: UpdateDisciplineTopicBody,
): Promise<DisciplineTopic> {
  await requireAccess(deps, actor, 'discipline:edit', await topicDiscipline(deps, id));
  const description = body.description === undefined ? undefined : body.description || null;
  return present(
    await deps.db.disciplineTopic.update({ where: tenantKey(id), data: { title: body.title, description }, select }),
  );
}

/**
 * DELETE /discipline-topics/{id}: soft (deleted_at), like the rest of a discipline's content; the
 * questions filed under it keep their topic_id for the record and the question bank hides it.
 */
export async function deleteTopic(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<void> {
  await requireAccess(deps, actor, 'discipline:edit', await topicDiscipline(deps, id));
  await deps.db.disciplineTopic.update({ where: tenantKey(id), data: { deletedAt: new Date() } });
}

/**
 * POST /discipline-topics/{id}/duplicate: a copy of the topic (title, description) at the end of
 * `discipline_id`'s topics. The source must be readable, the target manageable; questions stay
 * with the original (the question bank is copied by its own calls).
 */
export async function duplicateTopic(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  disciplineId: number,
): Promise<DisciplineTopic> {
  await requireAccess(deps, actor, 'discipline:read', await topicDiscipline(deps, id));
  await requireAccess(deps, actor, 'discipline:edit', disciplineId);
  const source = await deps.db.disciplineTopic.findFirstOrThrow({ where: { id }, select });
  const topic = await deps.db.$transaction(async (tx) =>
    tx.disciplineTopic.create({
      data: {
        companyId: tenant.companyId,
        disciplineId,
        title: source.title,
        description: source.description,
        generatedByAi: source.generatedByAi,
        position: await nextPosition(tx, disciplineId),
      },
      select,
    }),
  );
  return present(topic);
}
