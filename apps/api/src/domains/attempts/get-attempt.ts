import type { AttemptDetail } from '@trilha/shared/attempts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { loadAttempt } from '../../kit/load-attempt.ts';
import { attemptDetail } from './present.ts';

/** GET /attempts/{id}: a learner's own attempt, or any of a readable item's for staff (load.ts). */
export async function getAttempt(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: Actor, id: number): Promise<AttemptDetail> {
  const { attempt, item } = await loadAttempt(deps, tenant, actor, id, 'read');
  return attemptDetail(deps, tenant, actor, attempt, item);
}
