import { tenantKey } from '@trilha/db';
import type { FormInput } from '../../kit/form-input.ts';
import {
  createMaterialBodySchema,
  updateMaterialBodySchema,
  type CreateMaterialBody,
  type ListMaterialsQuery,
  type Material,
  type MaterialList,
  type UpdateMaterialBody,
} from '@trilha/shared/materials';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';
import { findMaterial } from './find-material.ts';
import { emitChange } from './live.ts';
import { refreshDisciplineProgress } from './progress.ts';
import { usingUploads, type StoredUpload } from '../../storage/uploads.ts';
import { parseFields } from '../../http/multipart-form.ts';
import { materialSelect, materialView, seesEverything, type Viewer } from './views.ts';

const viewer = (tenant: Tenant, actor: Actor): Viewer => ({ tenant, actor, now: new Date() });

/** One material as the caller sees it (items in order; students: visible ones). */
export async function loadMaterial(
  deps: Pick<AppDeps, 'db' | 'itemKinds'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<Material> {
  const v = viewer(tenant, actor);
  const row = await deps.db.material.findFirst({
    where: { id, deletedAt: null },
    select: materialSelect(tenant.companyId, actor.id, v.now, !seesEverything(actor)),
  });
  if (!row) throw appError('MATERIAL_NOT_FOUND');
  return materialView(row, v, deps.itemKinds);
}

/** The JSON body, or the multipart form with an optional `image` (stored before the row). */
async function readBody<T>(
  deps: Pick<AppDeps, 'config' | 'storage'>,
  tenant: Tenant,
  formInput: FormInput,
  json: T | null | undefined,
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
): Promise<{ body: T; image: StoredUpload | null }> {
  if (!formInput.multipart) {
    if (!json) throw appError('MATERIAL_ITEM_UPLOAD_INVALID', { field: '_' });
    return { body: json, image: null };
  }
  const form = await formInput.materialForm({ files: { image: ['image'] } });
  const body = await parseFields(deps, form.uploads, schema, form.fields);
  return { body, image: form.uploads[0] ?? null };
}

export async function createMaterial(
  deps: Pick<AppDeps, 'config' | 'db' | 'events' | 'domainEvents' | 'itemKinds' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  formInput: FormInput,
  json: CreateMaterialBody | null | undefined,
): Promise<Material> {
  const { body, image } = await readBody(deps, tenant, formInput, json, createMaterialBodySchema);
  const created = await usingUploads(deps, image ? [image] : [], async () => {
    await requireAccess(deps, actor, 'discipline:manage', body.discipline_id);
    return deps.db.$transaction(async (tx) => {
      const last = await tx.material.aggregate({
        where: { disciplineId: body.discipline_id, deletedAt: null },
        _max: { position: true },
      });
      const material = await tx.material.create({
        data: {
          companyId: tenant.companyId,
          disciplineId: body.discipline_id,
          name: body.name,
          ...(body.color ? { color: body.color } : {}),
          image: image ? deps.storage.publicUrl(image.key, tenant.domain) : null,
          position: (last._max.position ?? -1) + 1,
        },
        select: { id: true, name: true },
      });
      await deps.domainEvents.publish(tx, tenant.companyId, 'material.created', {
        material_id: material.id,
        discipline_id: body.discipline_id,
        name: material.name,
      });
      return { material };
    });
  });
  emitChange(deps, '.material.created', { discipline_id: body.discipline_id, material_id: created.material.id });
  return loadMaterial(deps, tenant, actor, created.material.id);
}

export async function getMaterial(
  deps: Pick<AppDeps, 'db' | 'itemKinds'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<Material> {
  await findMaterial(deps, actor, id, { manage: false });
  return loadMaterial(deps, tenant, actor, id);
}

/** GET /materials: a discipline's materials in order, each with its items and the caller's progress. */
export async function listMaterials(
  deps: Pick<AppDeps, 'db' | 'itemKinds'>,
  tenant: Tenant,
  actor: Actor,
  q: ListMaterialsQuery,
): Promise<MaterialList> {
  await requireAccess(deps, actor, 'discipline:read', q.discipline_id);
  const v = viewer(tenant, actor);
  const [rows, progress] = await Promise.all([
    deps.db.material.findMany({
      where: {
        disciplineId: q.discipline_id,
        deletedAt: null,
        ...(q.search ? { name: { contains: q.search, mode: 'insensitive' as const } } : {}),
      },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: materialSelect(tenant.companyId, actor.id, v.now, !seesEverything(actor)),
    }),
    deps.db.disciplineProgress.findFirst({
      where: { userId: actor.id, disciplineId: q.discipline_id },
      select: { progress: true },
    }),
  ]);
  return { data: rows.map((r) => materialView(r, v, deps.itemKinds)), discipline_progress: progress?.progress ?? null };
}

export async function updateMaterial(
  deps: Pick<AppDeps, 'config' | 'db' | 'events' | 'itemKinds' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  formInput: FormInput,
  json: UpdateMaterialBody | null | undefined,
): Promise<Material> {
  await findMaterial(deps, actor, id, { manage: true });
  const { body, image } = await readBody(deps, tenant, formInput, json ?? {}, updateMaterialBodySchema);
  const material = await usingUploads(deps, image ? [image] : [], () =>
    deps.db.material.update({
      where: tenantKey(id),
      data: {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.color !== undefined ? { color: body.color } : {}),
        ...(image ? { image: deps.storage.publicUrl(image.key, tenant.domain) } : body.remove_image ? { image: null } : {}),
      },
      select: { id: true, disciplineId: true },
    }),
  );
  emitChange(deps, '.material.updated', { discipline_id: material.disciplineId, material_id: id });
  return loadMaterial(deps, tenant, actor, id);
}

/**
 * Soft delete of the material and its items (grades and attempts keep their history); the
 * learners' cached totals drop the items in the same transaction.
 */
export async function deleteMaterial(
  deps: Pick<AppDeps, 'db' | 'events'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<void> {
  const { material } = await findMaterial(deps, actor, id, { manage: true });
  const now = new Date();
  await deps.db.$transaction(async (tx) => {
    await tx.materialItem.updateMany({ where: { materialId: id, deletedAt: null }, data: { deletedAt: now } });
    await tx.material.update({ where: tenantKey(id), data: { deletedAt: now } });
    await refreshDisciplineProgress(tx, tenant.companyId, material.disciplineId);
  });
  emitChange(deps, '.material.deleted', { discipline_id: material.disciplineId, material_id: id });
}
