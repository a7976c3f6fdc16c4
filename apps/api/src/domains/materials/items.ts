import type { FormInput } from '../../kit/form-input.ts';
import {
  MATERIAL_MESSAGES as M,
  createMaterialItemBodySchema,
  updateMaterialItemBodySchema,
  type CreateMaterialItemBody,
  type ListMaterialItemsQuery,
  type MaterialItem,
  type MaterialItemPage,
  type UpdateMaterialItemBody,
} from '@trilha/shared/materials';
import { pageMeta } from '@trilha/shared';
import { type Prisma, tenantKey } from '@trilha/db';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError, validationFailed } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';
import { findItem } from '../../kit/find-item.ts';
import { findMaterial } from './find-material.ts';
import { emitChange } from './live.ts';
import { refreshDisciplineProgress } from './progress.ts';
import { fileData, usingUploads, type StoredUpload, type UploadKind } from '../../storage/uploads.ts';
import { parseFields } from '../../http/multipart-form.ts';
import { itemSelect, itemView, seesEverything, type Viewer } from './views.ts';
import { countItems, pageOfItems } from './list-items-query.ts';
import type { ItemKind, ItemKindInput, ItemKindRegistry, ValidatedKind } from '../../kit/item-kinds.ts';

const viewer = (tenant: Tenant, actor: Actor): Viewer => ({ tenant, actor, now: new Date() });

/** The files an item form takes: a kind's main `file`, an `audio` narration, an `image`. */
const itemFormFiles = (kinds: ItemKindRegistry): Record<string, readonly UploadKind[]> => ({
  file: kinds.mainUploads,
  audio: ['audio'],
  image: ['image'],
});

export async function loadItem(
  deps: Pick<AppDeps, 'db' | 'itemKinds'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<MaterialItem> {
  const v = viewer(tenant, actor);
  const row = await deps.db.materialItem.findFirst({
    where: { id, deletedAt: null },
    select: itemSelect(tenant.companyId, actor.id, v.now),
  });
  if (!row) throw appError('MATERIAL_ITEM_NOT_FOUND');
  return itemView(row, v, deps.itemKinds);
}

export async function readItemBody<T>(
  deps: Pick<AppDeps, 'config' | 'itemKinds' | 'storage'>,
  tenant: Tenant,
  formInput: FormInput,
  json: T | null | undefined,
  schema: Parameters<typeof parseFields<T>>[2],
): Promise<{ body: T; uploads: StoredUpload[] }> {
  if (!formInput.multipart) {
    if (!json) throw appError('MATERIAL_ITEM_UPLOAD_INVALID', { field: '_' });
    return { body: json, uploads: [] };
  }
  const form = await formInput.materialForm({ files: itemFormFiles(deps.itemKinds) });
  return { body: await parseFields(deps, form.uploads, schema, form.fields), uploads: form.uploads };
}

/**
 * The item's columns from a form, checked: the description any item has, then what its kind
 * decides (kit/item-kinds.ts): its own fields (`validate`) and its main file, of the kind's
 * upload type, required on create. `creating`: every required part must be there; on update only
 * what was sent changes.
 */
async function kindData(
  deps: Pick<AppDeps, 'config' | 'storage'>,
  tx: TenantTx,
  kind: ItemKind,
  input: ItemKindInput,
  main: StoredUpload | undefined,
  creating: boolean,
): Promise<{ data: Prisma.MaterialItemUncheckedUpdateInput; save?: ValidatedKind['save'] }> {
  const data: Prisma.MaterialItemUncheckedUpdateInput = {};
  if (input.description !== undefined) data.description = input.description?.trim() || null;
  const own = kind.mainFile;
  // A kind without a main file refuses one as a file of the wrong type.
  if (main && own?.upload !== main.kind) throw appError(own?.wrongFile ?? 'MATERIAL_ITEM_FILE_TYPE_INVALID', { field: 'file' });
  const validated = (await kind.validate?.({ tx, input, creating })) ?? {};
  Object.assign(data, validated.data);
  if (own && main) Object.assign(data, await own.columns?.(deps, main));
  else if (own && creating) throw appError('MATERIAL_ITEM_FILE_REQUIRED');
  return { data, save: validated.save };
}

export async function createMaterialItem(
  deps: Pick<AppDeps, 'config' | 'db' | 'events' | 'domainEvents' | 'itemKinds' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  formInput: FormInput,
  json: CreateMaterialItemBody | null | undefined,
): Promise<MaterialItem> {
  const { body, uploads } = await readItemBody(deps, tenant, formInput, json, createMaterialItemBodySchema);
  const main = uploads.find((u) => u.field === 'file');
  const audio = uploads.find((u) => u.field === 'audio');
  const image = uploads.find((u) => u.field === 'image');
  const created = await usingUploads(deps, uploads, async () => {
    const { material } = await findMaterial(deps, actor, body.material_id, { manage: true });
    return deps.db.$transaction(async (tx) => {
      const kind = await kindData(deps, tx, deps.itemKinds.of(body.type), body, main, true);
      const last = await tx.materialItem.aggregate({
        where: { materialId: material.id, deletedAt: null },
        _max: { position: true },
      });
      const mainFile = main ? await tx.file.create({ data: fileData(tenant, actor, main), select: { id: true } }) : null;
      const audioFile = audio ? await tx.file.create({ data: fileData(tenant, actor, audio), select: { id: true } }) : null;
      const visible = body.visible ?? true;
      const item = await tx.materialItem.create({
        data: {
          ...(kind.data as Prisma.MaterialItemUncheckedCreateInput),
          companyId: tenant.companyId,
          materialId: material.id,
          disciplineId: material.disciplineId,
          title: body.title,
          type: body.type,
          color: body.color ?? null,
          image: image ? deps.storage.publicUrl(image.key, tenant.domain) : null,
          visible,
          position: (last._max.position ?? -1) + 1,
          fileId: mainFile?.id ?? null,
          audioFileId: audioFile?.id ?? null,
        },
        select: { id: true, title: true },
      });
      await kind.save?.(tx, { companyId: tenant.companyId, materialItemId: item.id });
      if (visible) await refreshDisciplineProgress(tx, tenant.companyId, material.disciplineId);
      await deps.domainEvents.publish(tx, tenant.companyId, 'material-item.created', {
        material_item_id: item.id,
        material_id: material.id,
        discipline_id: material.disciplineId,
        title: item.title,
        visible,
      });
      return { item, disciplineId: material.disciplineId, materialId: material.id };
    });
  });
  const ids = { discipline_id: created.disciplineId, material_id: created.materialId, material_item_id: created.item.id };
  emitChange(deps, '.material-item.created', ids);
  return loadItem(deps, tenant, actor, created.item.id);
}

export async function getMaterialItem(
  deps: Pick<AppDeps, 'db' | 'domainEvents' | 'itemKinds'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<MaterialItem> {
  const { item } = await findItem(deps, tenant, actor, id, { manage: false });
  const view = await loadItem(deps, tenant, actor, id);
  // Opened only when its content was given (not behind a password or outside its window).
  if (view.lock === null)
    await deps.db.$transaction((tx) =>
      deps.domainEvents.publish(tx, tenant.companyId, 'material-item.opened', {
        user_id: actor.id,
        material_item_id: item.id,
        material_id: item.materialId,
        discipline_id: item.disciplineId,
      }),
    );
  return view;
}

export async function updateMaterialItem(
  deps: Pick<AppDeps, 'config' | 'db' | 'events' | 'domainEvents' | 'itemKinds' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  formInput: FormInput,
  json: UpdateMaterialItemBody | null | undefined,
): Promise<MaterialItem> {
  const { item } = await findItem(deps, tenant, actor, id, { manage: true });
  const { body, uploads } = await readItemBody(deps, tenant, formInput, json ?? {}, updateMaterialItemBodySchema);
  const main = uploads.find((u) => u.field === 'file');
  const audio = uploads.find((u) => u.field === 'audio');
  const image = uploads.find((u) => u.field === 'image');
  await usingUploads(deps, uploads, () =>
    deps.db.$transaction(async (tx) => {
      if (body.type !== undefined && body.type !== item.type) throw appError('MATERIAL_ITEM_TYPE_IMMUTABLE');
      const kind = await kindData(deps, tx, deps.itemKinds.of(item.type), body, main, false);
      const mainFile = main ? await tx.file.create({ data: fileData(tenant, actor, main), select: { id: true } }) : null;
      const audioFile = audio ? await tx.file.create({ data: fileData(tenant, actor, audio), select: { id: true } }) : null;
      await tx.materialItem.update({
        where: tenantKey(id),
        data: {
          ...kind.data,
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.color !== undefined ? { color: body.color } : {}),
          ...(body.visible !== undefined ? { visible: body.visible } : {}),
          ...(mainFile ? { fileId: mainFile.id } : {}),
          ...(audioFile ? { audioFileId: audioFile.id } : body.remove_audio ? { audioFileId: null } : {}),
          ...(image ? { image: deps.storage.publicUrl(image.key, tenant.domain) } : body.remove_image ? { image: null } : {}),
        },
      });
      await kind.save?.(tx, { companyId: tenant.companyId, materialItemId: id });
      if (body.visible !== undefined && body.visible !== item.visible)
        await refreshDisciplineProgress(tx, tenant.companyId, item.disciplineId);
      if (body.visible === true && !item.visible)
        await deps.domainEvents.publish(tx, tenant.companyId, 'material-item.shown', {
          material_item_id: id,
          material_id: item.materialId,
          discipline_id: item.disciplineId,
          title: body.title ?? item.title,
        });
    }),
  );
  emitChange(deps, '.material-item.updated', {
    discipline_id: item.disciplineId,
    material_id: item.materialId,
    material_item_id: id,
  });
  return loadItem(deps, tenant, actor, id);
}

/** Soft delete (attempts, submissions and grades keep their item); totals drop it at once. */
export async function deleteMaterialItem(
  deps: Pick<AppDeps, 'db' | 'events'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<void> {
  const { item } = await findItem(deps, tenant, actor, id, { manage: true });
  await deps.db.$transaction(async (tx) => {
    await tx.materialItem.update({ where: tenantKey(id), data: { deletedAt: new Date() } });
    await refreshDisciplineProgress(tx, tenant.companyId, item.disciplineId);
  });
  emitChange(deps, '.material-item.deleted', {
    discipline_id: item.disciplineId,
    material_id: item.materialId,
    material_item_id: id,
  });
}

/**
 * GET /material-items: a material's or a discipline's items in order (material, then item), paginated
 * in the database. distinct_type: the first item of each type only.
 */
export async function listMaterialItems(
  deps: Pick<AppDeps, 'db' | 'itemKinds'>,
  tenant: Tenant,
  actor: Actor,
  q: ListMaterialItemsQuery,
): Promise<MaterialItemPage> {
  let disciplineId = q.discipline_id;
  if (q.material_id) {
    const { material } = await findMaterial(deps, actor, q.material_id, { manage: false });
    if (disciplineId && disciplineId !== material.disciplineId) throw appError('MATERIAL_NOT_FOUND');
    disciplineId = material.disciplineId;
  }
  if (!disciplineId) throw validationFailed({ discipline_id: [M.materialNotFound] });
  const v = viewer(tenant, actor);
  const filter = {
    companyId: tenant.companyId,
    userId: actor.id,
    disciplineId,
    materialId: q.material_id,
    visibleOnly: !seesEverything(actor),
    search: q.search,
  };
  if (!q.distinct_type) {
    // The access rule and the page are independent reads, run side by side (the hot list's latency);
    // nothing of the page leaves unless the rule lets the caller read the discipline.
    const [, { rows, total }] = await Promise.all([
      requireAccess(deps, actor, 'discipline:read', disciplineId),
      pageOfItems(deps.db, filter, { limit: q.per_page, offset: (q.page - 1) * q.per_page }),
    ]);
    return {
      data: rows.map((r) => itemView(r, v, deps.itemKinds)),
      meta: pageMeta(q.page, q.per_page, total ?? (await countItems(deps.db, filter))),
    };
  }
  await requireAccess(deps, actor, 'discipline:read', disciplineId);
  const where: Prisma.MaterialItemWhereInput = {
    disciplineId,
    deletedAt: null,
    material: { companyId: tenant.companyId, deletedAt: null },
    ...(q.material_id ? { materialId: q.material_id } : {}),
    ...(seesEverything(actor) ? {} : { visible: true }),
    ...(q.search ? { title: { contains: q.search, mode: 'insensitive' as const } } : {}),
  };
  const orderBy: Prisma.MaterialItemOrderByWithRelationInput[] = [
    { material: { position: 'asc' } },
    { materialId: 'asc' },
    { position: 'asc' },
    { id: 'asc' },
  ];
  const rows = await deps.db.materialItem.findMany({
    where,
    orderBy,
    distinct: ['type'],
    select: itemSelect(tenant.companyId, actor.id, v.now),
  });
  const page = rows.slice((q.page - 1) * q.per_page, q.page * q.per_page);
  return { data: page.map((r) => itemView(r, v, deps.itemKinds)), meta: pageMeta(q.page, q.per_page, rows.length) };
}
