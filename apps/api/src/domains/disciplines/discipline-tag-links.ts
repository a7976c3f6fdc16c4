import type { AttachDisciplineTagsBody, Discipline } from '@trilha/shared/disciplines';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';
import { presentDiscipline } from './present-discipline.ts';

/**
 * POST /disciplines/{id}/discipline-tag: attaches the tenant's tags (already attached ones stay
 * as they are). Every id must be a tag of the tenant, else 404 and nothing is attached.
 */
export async function attachDisciplineTags(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: AttachDisciplineTagsBody,
): Promise<Discipline> {
  await requireAccess(deps, actor, 'discipline:edit', id);
  const ids = [...new Set(body.discipline_tag_ids)];
  const found = await deps.db.disciplineTag.count({ where: { id: { in: ids } } });
  if (found !== ids.length) throw appError('DISCIPLINE_TAG_NOT_FOUND', { field: 'discipline_tag_ids' });
  await deps.db.disciplineTagLink.createMany({
    data: ids.map((tagId) => ({ companyId: tenant.companyId, disciplineId: id, tagId })),
    skipDuplicates: true,
  });
  return presentDiscipline(deps, tenant, actor, id);
}

/** POST /disciplines/{id}/discipline-tag/remove: detaches one tag (404 when it is not attached). */
export async function removeDisciplineTag(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  tagId: number,
): Promise<Discipline> {
  await requireAccess(deps, actor, 'discipline:edit', id);
  const { count } = await deps.db.disciplineTagLink.deleteMany({ where: { disciplineId: id, tagId } });
  if (count === 0) throw appError('DISCIPLINE_TAG_NOT_FOUND', { field: 'discipline_tag_id' });
  return presentDiscipline(deps, tenant, actor, id);
}
