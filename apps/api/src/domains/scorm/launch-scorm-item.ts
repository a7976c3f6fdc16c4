import type { ScormLaunch } from '@trilha/shared/scorm';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { contentOriginOf } from './content-origin.ts';
import { findScormItem } from './find-scorm-item.ts';
import { LAUNCH_TTL_MS, hashLaunchToken, newLaunchToken } from './launch-token.ts';
import { scormVersionOf } from './package-version.ts';
import { ensureExtracted } from './package/stored-package.ts';
import { presentAttempt } from './present-attempt.ts';

/**
 * Opens a SCORM item for the caller: the package is extracted if it is not (the extraction is a
 * cache of the zip), and a new launch token is issued. The token goes in the path of the player
 * page and of every package file (an iframe sends no bearer header, and relative links inside the
 * package keep it); it names this learner and this item only, and expires. Only its hash is kept,
 * on the learner's attempt row, so a new launch ends the previous one. The answer carries the
 * learner's saved data too (the player loads it before the package starts).
 */
export async function launchScormItem(
  deps: Pick<AppDeps, 'config' | 'db' | 'storage' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  materialItemId: number,
  requestOrigin: string,
): Promise<ScormLaunch> {
  const item = await findScormItem(deps, tenant, actor, materialItemId);
  const origin = contentOriginOf(deps, tenant, requestOrigin);
  const version = await scormVersionOf(deps, tenant, item);
  await ensureExtracted(deps, item.zipKey);
  const token = newLaunchToken();
  const expiresAt = new Date(Date.now() + LAUNCH_TTL_MS);
  const launch = { launchTokenHash: hashLaunchToken(token), launchExpiresAt: expiresAt };
  const row = await deps.db.scormAttempt.upsert({
    where: { companyId_userId_materialItemId: { companyId: tenant.companyId, userId: actor.id, materialItemId: item.id } },
    create: { companyId: tenant.companyId, userId: actor.id, materialItemId: item.id, version, ...launch },
    update: launch,
  });
  return {
    launch_url: `${origin}/scorm/${item.id}/player/${token}`,
    content_origin: origin,
    version,
    entry_point: item.entryPoint,
    expires_at: expiresAt.toISOString(),
    title: item.title,
    discipline_id: item.disciplineId,
    attempt: presentAttempt(row),
  };
}
