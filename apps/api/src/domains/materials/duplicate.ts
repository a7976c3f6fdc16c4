import { randomUUID } from 'node:crypto';
import { TEXT_MAX } from '@trilha/shared';
import type { Material, MaterialItem } from '@trilha/shared/materials';
import type { Prisma } from '@trilha/db';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findItem } from '../../kit/find-item.ts';
import { findMaterial } from './find-material.ts';
import { emitChange } from './live.ts';
import { refreshDisciplineProgress } from './progress.ts';
import { loadMaterial } from './materials.ts';
import { loadItem } from './items.ts';

// Duplicates are deep copies: items, settings, the files themselves (new storage objects,
// streamed) and each kind's own rows (its `copy` hook: a quiz's question list), so deleting or replacing one copy's file never touches the other.
// Progress, unlocks, attempts and submissions are the learners' and are not copied.

const copyName = (name: string) => `${name} (cópia)`.slice(0, TEXT_MAX);

const fileFields = {
  select: { id: true, storageKey: true, originalName: true, mimeType: true, size: true, checksum: true },
} as const;
const sourceItemSelect = {
  id: true,
  title: true,
  type: true,
  fileType: true,
  description: true,
  url: true,
  iframeCode: true,
  color: true,
  image: true,
  scormEntryPoint: true,
  passwordHash: true,
  visible: true,
  position: true,
  file: fileFields,
  audioFile: fileFields,
  settings: true,
} satisfies Prisma.MaterialItemSelect;
type SourceItem = Prisma.MaterialItemGetPayload<{ select: typeof sourceItemSelect }>;
type SourceFile = NonNullable<SourceItem['file']>;

/** Streams a stored object to a new key of the same kind; returns the new key. */
async function copyObject(deps: Pick<AppDeps, 'storage'>, key: string): Promise<string> {
  const source = await deps.storage.open(key);
  if (!source) throw appError('MATERIAL_FILE_NOT_FOUND');
  const next = key.replace(/[^/]+(\.[a-z0-9]+)$/, `${randomUUID()}$1`);
  await deps.storage.put(next, source.body, source.contentType);
  return next;
}

/** Copies every file of the items first; on failure the copies made so far are removed. */
async function copyFiles(deps: Pick<AppDeps, 'storage'>, items: SourceItem[]): Promise<Map<number, string>> {
  const copies = new Map<number, string>();
  try {
    for (const f of items.flatMap((i) => [i.file, i.audioFile]).filter((f): f is SourceFile => f !== null))
      if (!copies.has(f.id)) copies.set(f.id, await copyObject(deps, f.storageKey));
  } catch (err) {
    await Promise.all([...copies.values()].map((k) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  }
  return copies;
}

async function writeItemCopy(
  deps: Pick<AppDeps, 'itemKinds'>,
  tx: TenantTx,
  tenant: Tenant,
  actor: Actor,
  src: SourceItem,
  o: { materialId: number; disciplineId: number; position: number; title: string; copies: Map<number, string> },
): Promise<number> {
  const newFile = async (f: SourceFile | null) =>
    f
      ? (
          await tx.file.create({
            data: {
              companyId: tenant.companyId,
              uploaderId: actor.id,
              storageKey: o.copies.get(f.id)!,
              originalName: f.originalName,
              mimeType: f.mimeType,
              size: f.size,
              checksum: f.checksum,
            },
            select: { id: true },
          })
        ).id
      : null;
  const item = await tx.materialItem.create({
    data: {
      companyId: tenant.companyId,
      materialId: o.materialId,
      disciplineId: o.disciplineId,
      title: o.title,
      type: src.type,
      fileType: src.fileType,
      description: src.description,
      url: src.url,
      iframeCode: src.iframeCode,
      color: src.color,
      image: src.image,
      scormEntryPoint: src.scormEntryPoint,
      passwordHash: src.passwordHash,
      visible: src.visible,
      position: o.position,
      fileId: await newFile(src.file),
      audioFileId: await newFile(src.audioFile),
    },
    select: { id: true },
  });
  if (src.settings) {
    const { id: _id, materialItemId: _m, companyId: _c, createdAt: _a, updatedAt: _u, extra, ...rest } = src.settings;
    await tx.materialItemSettings.create({
      data: { ...rest, extra: extra as Prisma.InputJsonValue, companyId: tenant.companyId, materialItemId: item.id },
    });
  }
  await deps.itemKinds.of(src.type).copyMany?.(tx, {
    from: tenant.companyId,
    to: tenant.companyId,
    items: { old: [src.id], new: [item.id] },
    ids: new Map(),
  });
  return item.id;
}

const discardCopies = (deps: Pick<AppDeps, 'storage'>, copies: Map<number, string>) =>
  Promise.all([...copies.values()].map((k) => deps.storage.delete(k).catch(() => undefined)));

export async function duplicateMaterial(
  deps: Pick<AppDeps, 'db' | 'events' | 'domainEvents' | 'itemKinds' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<Material> {
  const { material } = await findMaterial(deps, actor, id, { manage: true });
  const source = await deps.db.material.findFirstOrThrow({
    where: { id },
    select: {
      name: true,
      color: true,
      image: true,
      items: {
        where: { companyId: tenant.companyId, deletedAt: null },
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        select: sourceItemSelect,
      },
    },
  });
  const copies = await copyFiles(deps, source.items);
  let newId: number;
  try {
    newId = await deps.db.$transaction(async (tx) => {
      const last = await tx.material.aggregate({
        where: { disciplineId: material.disciplineId, deletedAt: null },
        _max: { position: true },
      });
      const copy = await tx.material.create({
        data: {
          companyId: tenant.companyId,
          disciplineId: material.disciplineId,
          name: copyName(source.name),
          color: source.color,
          image: source.image,
          position: (last._max.position ?? -1) + 1,
        },
        select: { id: true },
      });
      let position = 0;
      for (const item of source.items)
        await writeItemCopy(deps, tx, tenant, actor, item, {
          materialId: copy.id,
          disciplineId: material.disciplineId,
          position: position++,
          title: item.title,
          copies,
        });
      await refreshDisciplineProgress(tx, tenant.companyId, material.disciplineId);
      await deps.domainEvents.publish(tx, tenant.companyId, 'material.created', {
        material_id: copy.id,
        discipline_id: material.disciplineId,
        name: copyName(source.name),
      });
      return copy.id;
    });
  } catch (err) {
    await discardCopies(deps, copies);
    throw err;
  }
  emitChange(deps, '.material.created', { discipline_id: material.disciplineId, material_id: newId });
  return loadMaterial(deps, tenant, actor, newId);
}

export async function duplicateMaterialItem(
  deps: Pick<AppDeps, 'db' | 'events' | 'domainEvents' | 'itemKinds' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<MaterialItem> {
  const { item } = await findItem(deps, tenant, actor, id, { manage: true });
  const source = await deps.db.materialItem.findFirstOrThrow({ where: { id }, select: sourceItemSelect });
  const copies = await copyFiles(deps, [source]);
  let newId: number;
  try {
    newId = await deps.db.$transaction(async (tx) => {
      const last = await tx.materialItem.aggregate({
        where: { materialId: item.materialId, deletedAt: null },
        _max: { position: true },
      });
      const created = await writeItemCopy(deps, tx, tenant, actor, source, {
        materialId: item.materialId,
        disciplineId: item.disciplineId,
        position: (last._max.position ?? -1) + 1,
        title: copyName(source.title),
        copies,
      });
      await refreshDisciplineProgress(tx, tenant.companyId, item.disciplineId);
      await deps.domainEvents.publish(tx, tenant.companyId, 'material-item.created', {
        material_item_id: created,
        material_id: item.materialId,
        discipline_id: item.disciplineId,
        title: copyName(source.title),
        visible: source.visible,
      });
      return created;
    });
  } catch (err) {
    await discardCopies(deps, copies);
    throw err;
  }
  emitChange(deps, '.material-item.created', {
    discipline_id: item.disciplineId,
    material_id: item.materialId,
    material_item_id: newId,
  });
  return loadItem(deps, tenant, actor, newId);
}
