import type { Discipline } from '@trilha/shared/disciplines';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireAccess } from '../../kit/access.ts';
import { presentDiscipline } from './present-discipline.ts';

/** GET /disciplines/{id}: only for whoever may read it (404 for outsiders and other tenants). */
export async function getDiscipline(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: Actor, id: number): Promise<Discipline> {
  await requireAccess(deps, actor, 'discipline:read', id);
  return presentDiscipline(deps, tenant, actor, id);
}
