import type { ScormVersion } from '@trilha/shared/scorm';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import type { ScormItem } from './find-scorm-item.ts';
import { inspectStoredScormPackage } from './package/stored-package.ts';

/**
 * The item's SCORM edition; read again from the package for an item that lacks it, and kept with
 * the item (material_item_settings.extra.scorm_version, the materials domain's table: it keeps it
 * when `scorm-package.version-found` is published, in the same transaction).
 */
export async function scormVersionOf(
  deps: Pick<AppDeps, 'config' | 'db' | 'storage' | 'domainEvents'>,
  tenant: Tenant,
  item: ScormItem,
): Promise<ScormVersion> {
  if (item.version) return item.version;
  const info = await inspectStoredScormPackage(deps, item.zipKey, { deleteRefused: false }).catch(() => null);
  const version = info?.version ?? '1.2';
  await deps.db.$transaction((tx) =>
    deps.domainEvents.publish(tx, tenant.companyId, 'scorm-package.version-found', {
      material_item_id: item.id,
      scorm_version: version,
    }),
  );
  return version;
}
