import type { Prisma } from '@trilha/db';
import type { ScormVersion } from '@trilha/shared/scorm';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import type { ScormItem } from './find-scorm-item.ts';
import { inspectStoredScormPackage } from './package/stored-package.ts';

/**
 * Keeps the package's SCORM edition with the item, in material_item_settings.extra.scorm_version
 * (the settings row holds each kind's own options; a duplicated item keeps it). Other keys of
 * `extra` are left as they are.
 */
export async function saveScormVersion(
  db: TenantTx | AppDeps['db'],
  tenant: Tenant,
  materialItemId: number,
  version: ScormVersion,
): Promise<void> {
  const current = await db.materialItemSettings.findFirst({ where: { materialItemId }, select: { extra: true } });
  const extra = current?.extra && typeof current.extra === 'object' && !Array.isArray(current.extra) ? current.extra : {};
  const next = { ...(extra as Prisma.JsonObject), scorm_version: version };
  await db.materialItemSettings.upsert({
    where: { companyId_materialItemId: { companyId: tenant.companyId, materialItemId } },
    create: { companyId: tenant.companyId, materialItemId, extra: next },
    update: { extra: next },
  });
}

/** The item's SCORM edition; read again from the package (and kept) for an item that lacks it. */
export async function scormVersionOf(
  deps: Pick<AppDeps, 'config' | 'db' | 'storage'>,
  tenant: Tenant,
  item: ScormItem,
): Promise<ScormVersion> {
  if (item.version) return item.version;
  const info = await inspectStoredScormPackage(deps, item.zipKey, { deleteRefused: false }).catch(() => null);
  const version = info?.version ?? '1.2';
  await saveScormVersion(deps.db, tenant, item.id, version);
  return version;
}
