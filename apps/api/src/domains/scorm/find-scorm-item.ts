import type { ScormVersion } from '@trilha/shared/scorm';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import { appError } from '../../http/app-error.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import type { DisciplineAccess } from '../disciplines/discipline-access.ts';
import { findItem } from '../materials/access.ts';
import { lockOf } from '../materials/views.ts';

export type ScormItem = {
  id: number;
  title: string;
  materialId: number;
  disciplineId: number;
  entryPoint: string;
  zipKey: string;
  /** From material_item_settings.extra.scorm_version; null until the item's first launch. */
  version: ScormVersion | null;
  access: DisciplineAccess;
};

/**
 * A SCORM item the actor may play, by the materials' own rules: the item is reachable as
 * GET /material-items/{id} is (its discipline by THE content rule, findReadableDiscipline; hidden
 * items for staff only; otherwise 404), and open (not locked by its password, inside its
 * availability window: 403 as for marking it). The content routes pass a learner known by the
 * launch token: only id and type are read.
 */
export async function findScormItem(
  deps: AppDeps,
  tenant: Tenant,
  actor: Pick<Actor, 'id' | 'type'>,
  materialItemId: number,
): Promise<ScormItem> {
  const who = actor as Actor;
  const { item, discipline } = await findItem(deps, tenant, who, materialItemId, { manage: false });
  if (item.type !== 'scorm') throw appError('SCORM_ITEM_NOT_FOUND');
  const now = new Date();
  const row = await deps.db.materialItem.findFirstOrThrow({
    where: { id: item.id },
    select: {
      scormEntryPoint: true,
      passwordHash: true,
      settings: true,
      file: { select: { storageKey: true, deletedAt: true } },
      unlocks: { where: { companyId: tenant.companyId, userId: actor.id, expiresAt: { gt: now } }, select: { id: true } },
    },
  });
  const lock = lockOf(row, { tenant, actor: who, now });
  if (lock === 'password') throw appError('MATERIAL_ITEM_LOCKED');
  if (lock) throw appError('MATERIAL_ITEM_UNAVAILABLE');
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
    access: discipline,
  };
}
