import type { CreateDisciplineBody, Discipline } from '@trilha/shared/disciplines';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { presentDiscipline } from './present-discipline.ts';

/**
 * POST /disciplines: a new own discipline of the host tenant, owned by its creator (a teacher
 * then manages it through discipline:manage; a manager's stays in the catalogue, which
 * managers manage anyway).
 */
export async function createDiscipline(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: CreateDisciplineBody,
): Promise<Discipline> {
  const d = await deps.db.discipline.create({
    data: {
      companyId: tenant.companyId,
      name: body.name,
      description: body.description || null,
      visible: body.visible ?? true,
      type: 'own',
      ownerId: actor.id,
    },
    select: { id: true },
  });
  return presentDiscipline(deps, tenant, actor, d.id);
}
