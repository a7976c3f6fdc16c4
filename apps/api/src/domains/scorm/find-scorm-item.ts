import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import { appError } from '../../http/app-error.ts';
import { findReadableDiscipline, type DisciplineAccess } from '../disciplines/discipline-access.ts';
import type { ScormVersion } from '@trilha/shared/scorm';
import type { Tenant } from '../../tenancy/tenant.ts';

export type ScormItem = {
  id: number;
  title: string;
  materialId: number;
  disciplineId: number;
  entryPoint: string;
  zipKey: string;
  /** From material_item_settings.extra.scorm_version; null on items made before it was kept. */
  version: ScormVersion | null;
  access: DisciplineAccess;
};

/**
 * A SCORM item the actor may play: the item exists in this tenant with its package, and its
 * discipline is readable by the actor (THE content rule, findReadableDiscipline). A hidden item is
 * only for those who manage the discipline. Anything else is 404, as for another tenant's id.
 */
export async function findScormItem(
  deps: AppDeps,
  tenant: Tenant,
  actor: Pick<Actor, 'id' | 'type'>,
  materialItemId: number,
): Promise<ScormItem> {
  const item = await deps.db.materialItem.findFirst({
    where: { id: materialItemId, type: 'scorm', deletedAt: null, material: { companyId: tenant.companyId, deletedAt: null } },
    select: {
      id: true,
      title: true,
      materialId: true,
      disciplineId: true,
      visible: true,
      scormEntryPoint: true,
      file: { select: { storageKey: true, deletedAt: true } },
      settings: { select: { extra: true } },
    },
  });
  if (!item) throw appError('SCORM_ITEM_NOT_FOUND');
  // findReadableDiscipline reads only the actor's id and type (the content rule is about who, not which session).
  const access = await findReadableDiscipline(deps, actor as Actor, item.disciplineId);
  if (!item.visible && !access.canManage) throw appError('SCORM_ITEM_NOT_FOUND');
  if (!item.file || item.file.deletedAt || !item.scormEntryPoint) throw appError('SCORM_ITEM_NOT_FOUND');
  const extra = item.settings?.extra;
  const stored =
    extra && typeof extra === 'object' && !Array.isArray(extra) ? (extra as Record<string, unknown>).scorm_version : null;
  return {
    id: item.id,
    title: item.title,
    materialId: item.materialId,
    disciplineId: item.disciplineId,
    entryPoint: item.scormEntryPoint,
    zipKey: item.file.storageKey,
    version: stored === '1.2' || stored === '2004' ? stored : null,
    access,
  };
}
