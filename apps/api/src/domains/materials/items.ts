import type { FastifyRequest } from 'fastify';
import {
  IMPORT_TITLE_MAX,
  MATERIAL_MESSAGES as M,
  createMaterialItemBodySchema,
  updateMaterialItemBodySchema,
  type CreateMaterialItemBody,
  type ListMaterialItemsQuery,
  type MaterialItem,
  type MaterialItemPage,
  type MaterialItemType,
  type UpdateMaterialItemBody,
} from '@trilha/shared/materials';
import { pageMeta } from '@trilha/shared';
import type { Prisma } from '@trilha/db';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { appError, validationFailed } from '../../http/app-error.ts';
import { requireAccess } from '../../kit/access.ts';
import { findItem } from './find-item.ts';
import { findMaterial } from './find-material.ts';
import { emitChange } from './live.ts';
import { refreshDisciplineProgress } from './progress.ts';
import { fileData, readMaterialForm, usingUploads, type StoredUpload, type UploadKind } from './uploads.ts';
import { parseFields } from './form.ts';
import { itemSelect, itemView, seesEverything, type Viewer } from './views.ts';
import { countItems, pageOfItems } from './list-items-query.ts';
import { normalizeUrl, sanitizeIframe } from './kinds/iframe.ts';
import { inspectScormPackage } from './kinds/scorm.ts';

const viewer = (tenant: Tenant, actor: Actor): Viewer => ({ tenant, actor, now: new Date() });

/** The files an item form takes: the kind's main `file`, an `audio` narration, an `image`. */
export const ITEM_FORM_FILES: Record<string, readonly UploadKind[]> = {
  file: ['file', 'audio', 'scorm'],
  audio: ['audio'],
  image: ['image'],
};

/** What the main file of each kind must be. */
const MAIN_FILE: Partial<Record<MaterialItemType, UploadKind>> = { file: 'file', audio: 'audio', scorm: 'scorm' };
const wrongMainFile = (type: MaterialItemType) =>
  type === 'audio'
    ? appError('MATERIAL_ITEM_AUDIO_INVALID', { field: 'file' })
    : type === 'scorm'
      ? appError('MATERIAL_ITEM_SCORM_INVALID', { field: 'file' })
      : appError('MATERIAL_ITEM_FILE_TYPE_INVALID', { field: 'file' });

export async function loadItem(deps: AppDeps, tenant: Tenant, actor: Actor, id: number): Promise<MaterialItem> {
  const v = viewer(tenant, actor);
  const row = await deps.db.materialItem.findFirst({
    where: { id, deletedAt: null },
    select: itemSelect(tenant.companyId, actor.id, v.now),
  });
  if (!row) throw appError('MATERIAL_ITEM_NOT_FOUND');
  return itemView(row, v);
}

export async function readItemBody<T>(
  deps: AppDeps,
  tenant: Tenant,
  req: FastifyRequest,
  json: T | null | undefined,
  schema: Parameters<typeof parseFields<T>>[2],
): Promise<{ body: T; uploads: StoredUpload[] }> {
  if (!req.isMultipart()) {
    if (!json) throw appError('MATERIAL_ITEM_UPLOAD_INVALID', { field: '_' });
    return { body: json, uploads: [] };
  }
  const form = await readMaterialForm(req, deps, tenant.companyId, { files: ITEM_FORM_FILES });
  return { body: await parseFields(deps, form.uploads, schema, form.fields), uploads: form.uploads };
}

type KindInput = Partial<Pick<CreateMaterialItemBody, 'description' | 'url' | 'iframe_code' | 'quizzes_ids' | 'title'>>;

/**
 * The kind's own columns from the input, checked: a task has its statement, a url an http(s)
 * address, an iframe one rebuilt allow-listed <iframe>, a file/audio/scorm its main file of the
 * right type, a quiz questions of this company. `creating`: every required part must be there;
 * on update only what was sent changes.
 */
async function kindData(
  tx: TenantTx,
  type: MaterialItemType,
  input: KindInput,
  main: StoredUpload | undefined,
  creating: boolean,
): Promise<{ data: Prisma.MaterialItemUncheckedUpdateInput; questions?: number[] }> {
  const data: Prisma.MaterialItemUncheckedUpdateInput = {};
  if (input.description !== undefined) data.description = input.description?.trim() || null;
  if (main && MAIN_FILE[type] !== main.kind) throw wrongMainFile(type);
  if (!MAIN_FILE[type] && main) throw appError('MATERIAL_ITEM_UPLOAD_INVALID', { field: 'file' });
  switch (type) {
    case 'task':
      if ((creating || input.description !== undefined) && !input.description?.trim())
        throw appError('MATERIAL_ITEM_TASK_TEXT_REQUIRED');
      break;
    case 'url':
      if (input.url !== undefined) data.url = normalizeUrl(input.url);
      else if (creating) throw appError('MATERIAL_ITEM_URL_INVALID');
      break;
    case 'iframe':
      if (input.iframe_code !== undefined) data.iframeCode = sanitizeIframe(input.iframe_code);
      else if (creating) throw appError('MATERIAL_ITEM_IFRAME_INVALID');
      break;
    case 'file':
      if (input.title !== undefined && input.title.length > IMPORT_TITLE_MAX) throw appError('MATERIAL_FILE_TITLE_TOO_LONG');
      if (main) data.fileType = main.fileType;
      else if (creating) throw appError('MATERIAL_ITEM_FILE_REQUIRED');
      break;
    case 'audio':
      if (!main && creating) throw appError('MATERIAL_ITEM_FILE_REQUIRED');
      break;
    case 'scorm':
      if (main) data.scormEntryPoint = (await inspectScormPackage(main)).entryPoint;
      else if (creating) throw appError('MATERIAL_ITEM_FILE_REQUIRED');
      break;
    case 'quiz': {
      if (input.quizzes_ids === undefined) {
        if (creating) throw appError('MATERIAL_ITEM_QUIZ_REQUIRED');
        break;
      }
      const ids = [...new Set(input.quizzes_ids)];
      if (ids.length === 0) throw appError('MATERIAL_ITEM_QUIZ_REQUIRED');
      const found = await tx.question.count({ where: { id: { in: ids }, deletedAt: null } });
      if (found !== ids.length) throw appError('MATERIAL_ITEM_QUESTIONS_INVALID');
      return { data, questions: ids };
    }
  }
  return { data };
}

export async function createMaterialItem(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  req: FastifyRequest,
  json: CreateMaterialItemBody | null | undefined,
): Promise<MaterialItem> {
  const { body, uploads } = await readItemBody(deps, tenant, req, json, createMaterialItemBodySchema);
  const main = uploads.find((u) => u.field === 'file');
  const audio = uploads.find((u) => u.field === 'audio');
  const image = uploads.find((u) => u.field === 'image');
  const created = await usingUploads(deps, uploads, async () => {
    const { material } = await findMaterial(deps, actor, body.material_id, { manage: true });
    return deps.db.$transaction(async (tx) => {
      const kind = await kindData(tx, body.type, body, main, true);
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
      if (kind.questions)
        await tx.materialItemQuestion.createMany({
          data: kind.questions.map((questionId, position) => ({
            companyId: tenant.companyId,
            materialItemId: item.id,
            questionId,
            position,
          })),
        });
      if (visible) await refreshDisciplineProgress(tx, tenant.companyId, material.disciplineId);
      await deps.domainEvents.publish(tx, tenant.companyId, 'material-item.created', {
        material_item_id: item.id,
        material_id: material.id,
        discipline_id: material.disciplineId,
        title: item.title,
        visible,
        consumer_domain: tenant.domain,
      });
      return { item, disciplineId: material.disciplineId, materialId: material.id };
    });
  });
  const ids = { discipline_id: created.disciplineId, material_id: created.materialId, material_item_id: created.item.id };
  emitChange(deps, '.material-item.created', ids);
  return loadItem(deps, tenant, actor, created.item.id);
}

export async function getMaterialItem(deps: AppDeps, tenant: Tenant, actor: Actor, id: number): Promise<MaterialItem> {
  await findItem(deps, tenant, actor, id, { manage: false });
  return loadItem(deps, tenant, actor, id);
}

export async function updateMaterialItem(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  id: number,
  req: FastifyRequest,
  json: UpdateMaterialItemBody | null | undefined,
): Promise<MaterialItem> {
  const { item } = await findItem(deps, tenant, actor, id, { manage: true });
  const { body, uploads } = await readItemBody(deps, tenant, req, json ?? {}, updateMaterialItemBodySchema);
  const main = uploads.find((u) => u.field === 'file');
  const audio = uploads.find((u) => u.field === 'audio');
  const image = uploads.find((u) => u.field === 'image');
  await usingUploads(deps, uploads, () =>
    deps.db.$transaction(async (tx) => {
      if (body.type !== undefined && body.type !== item.type) throw appError('MATERIAL_ITEM_TYPE_IMMUTABLE');
      const kind = await kindData(tx, item.type, body, main, false);
      const mainFile = main ? await tx.file.create({ data: fileData(tenant, actor, main), select: { id: true } }) : null;
      const audioFile = audio ? await tx.file.create({ data: fileData(tenant, actor, audio), select: { id: true } }) : null;
      await tx.materialItem.update({
        where: { id },
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
      if (kind.questions) {
        await tx.materialItemQuestion.deleteMany({ where: { materialItemId: id } });
        await tx.materialItemQuestion.createMany({
          data: kind.questions.map((questionId, position) => ({
            companyId: tenant.companyId,
            materialItemId: id,
            questionId,
            position,
          })),
        });
      }
      if (body.visible !== undefined && body.visible !== item.visible)
        await refreshDisciplineProgress(tx, tenant.companyId, item.disciplineId);
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
export async function deleteMaterialItem(deps: AppDeps, tenant: Tenant, actor: Actor, id: number): Promise<void> {
  const { item } = await findItem(deps, tenant, actor, id, { manage: true });
  await deps.db.$transaction(async (tx) => {
    await tx.materialItem.update({ where: { id }, data: { deletedAt: new Date() } });
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
  deps: AppDeps,
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
      data: rows.map((r) => itemView(r, v)),
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
  return { data: page.map((r) => itemView(r, v)), meta: pageMeta(q.page, q.per_page, rows.length) };
}
