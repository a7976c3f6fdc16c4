import type { ScormAttempt } from '@trilha/shared/scorm';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findScormItem } from './find-scorm-item.ts';
import { scormVersionOf } from './package-version.ts';
import { emptyAttempt, presentAttempt } from './present-attempt.ts';

/** The caller's own cmi data in a SCORM item (each learner sees only theirs). */
export async function getScormCmi(
  deps: Pick<AppDeps, 'config' | 'db' | 'storage' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  materialItemId: number,
): Promise<ScormAttempt> {
  const item = await findScormItem(deps, tenant, actor, materialItemId);
  const row = await deps.db.scormAttempt.findFirst({ where: { userId: actor.id, materialItemId: item.id } });
  return row ? presentAttempt(row) : emptyAttempt(item.id, await scormVersionOf(deps, tenant, item));
}
