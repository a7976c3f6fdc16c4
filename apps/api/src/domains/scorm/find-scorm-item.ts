import type { ScormVersion } from '@trilha/shared/scorm';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findOpenableItem } from '../../kit/find-item.ts';

export type ScormItem = {
  id: number;
  title: string;
  materialId: number;
  disciplineId: number;
  entryPoint: string;
  zipKey: string;
  /** From material_item_settings.extra.scorm_version; null until the item's first launch. */
  version: ScormVersion | null;
};

/**
 * A SCORM item the actor may play, by the materials' own rules: the item is reachable as
 * GET /material-items/{id} is, and open (item:open of @trilha/access: its discipline's rule,
 * hidden items for staff only, otherwise 404; then not locked by its password, inside its
 * availability window: 403 as for marking it). The content routes pass a learner known by the
 * launch token: only id and type are read.
 */
export async function findScormItem(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Pick<Actor, 'id' | 'type'>,
  materialItemId: number,
): Promise<ScormItem> {
  const { item, closed } = await findOpenableItem(deps, tenant, actor, materialItemId);
  if (item.type !== 'scorm') throw appError('SCORM_ITEM_NOT_FOUND');
  if (closed) throw appError(closed);
  const row = await deps.db.materialItem.findFirstOrThrow({
    where: { id: item.id },
    select: { scormEntryPoint: true, settings: true, file: { select: { storageKey: true, deletedAt: true } } },
  });
  if (!row.file || row.file.deletedAt || !row.scormEntryPoint) throw appError('SCORM_ITEM_NOT_FOUND');
  const extra = row.settings?.extra;
  const stored =
    extra && typeof extra === 'object' && !Array.isArray(extra) ? (extra as Record<string, unknown>).scorm_version : null;
  return {
    id: item.id,
    title: item.title,
    materialId: item.materialId,
    disciplineId: item.disciplineId,
    entryPoint: row.scormEntryPoint,
    zipKey: row.file.storageKey,
    version: stored === '1.2' || stored === '2004' ? stored : null,
  };
}
