import type { Discipline, UpdateDisciplineBody } from '@trilha/shared/disciplines';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireAccess } from '../../kit/access.ts';
import { presentDiscipline } from './present-discipline.ts';

/** PUT /disciplines/{id}: name, description, visible; managers/admins any, a teacher the ones they own or teach. */
export async function updateDiscipline(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: UpdateDisciplineBody,
): Promise<Discipline> {
  await requireAccess(deps, actor, 'discipline:edit', id);
  await deps.db.discipline.updateMany({
    where: { id, deletedAt: null },
    data: {
      name: body.name,
      description: body.description === undefined ? undefined : body.description || null,
      visible: body.visible,
    },
  });
  return presentDiscipline(deps, tenant, actor, id);
}
