import type { FormInput } from '../../kit/form-input.ts';
import {
  IMPORT_FILES_MAX,
  IMPORT_TITLE_MAX,
  MATERIAL_MESSAGES as M,
  importFilesBodySchema,
  type MaterialItem,
} from '@trilha/shared/materials';
import type { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { AppError, appError } from '../../kit/errors.ts';
import { findMaterial } from './find-material.ts';
import { emitChange } from './live.ts';
import { refreshDisciplineProgress } from './progress.ts';
import { discard, fileData, usingUploads } from '../../storage/uploads.ts';
import { parseFields } from '../../http/multipart-form.ts';
import { loadItem } from './items.ts';

/** A file's name without its extension: the new item's title. */
export const titleOf = (name: string) => name.replace(/\.[^.]*$/, '').trim() || name;

/**
 * POST /materials/file/import: every `files` part (pdf, docx, txt by content) becomes an item of
 * the file import's kind (kit/item-kinds.ts `importsFiles`) in the material, titled after its file name, all or nothing: one transaction, and on any refusal
 * no row and no stored file. A refusal lists every problem in `errors.files`: the spec's
 * 'Os titulos dos arquivos podem contem no máximo 50 caracteres' once when a title is too long,
 * and 'Arquivo Invalido: {file}' for each bad file (000 §5), for the web to show each.
 */
export async function importFiles(
  deps: Pick<AppDeps, 'config' | 'db' | 'events' | 'domainEvents' | 'itemKinds' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  formInput: FormInput,
): Promise<MaterialItem[]> {
  if (!formInput.multipart) throw appError('MATERIAL_IMPORT_FILES_REQUIRED');
  const kind = deps.itemKinds.imported;
  const form = await formInput.materialForm({
    files: { files: [kind.mainFile.upload] },
    repeat: 'files',
    maxFiles: IMPORT_FILES_MAX,
    collectInvalid: true,
  });
  const body = await parseFields(deps, form.uploads, importFilesBodySchema, form.fields);
  const messages: string[] = [];
  const long = form.uploads.filter((u) => titleOf(u.originalName).length > IMPORT_TITLE_MAX);
  if (long.length) messages.push(M.materialFileTitleTooLong);
  for (const bad of [...long.map((u) => u.originalName), ...form.invalid.map((i) => i.filename)])
    messages.push(M.materialFileInvalid.replace('{file}', bad));
  if (messages.length) {
    await discard(deps, form.uploads);
    throw new AppError('MATERIAL_IMPORT_INVALID', messages[0], { files: messages });
  }
  if (form.uploads.length === 0) throw appError('MATERIAL_IMPORT_FILES_REQUIRED');

  const done = await usingUploads(deps, form.uploads, async () => {
    const { material } = await findMaterial(deps, actor, body.material_id, { manage: true });
    return deps.db.$transaction(async (tx) => {
      const last = await tx.materialItem.aggregate({
        where: { materialId: material.id, deletedAt: null },
        _max: { position: true },
      });
      let position = (last._max.position ?? -1) + 1;
      const created: { id: number; title: string }[] = [];
      for (const u of form.uploads) {
        const file = await tx.file.create({ data: fileData(tenant, actor, u), select: { id: true } });
        const title = titleOf(u.originalName);
        const item = await tx.materialItem.create({
          data: {
            ...((await kind.mainFile.columns?.(deps, u)) as Prisma.MaterialItemUncheckedCreateInput),
            companyId: tenant.companyId,
            materialId: material.id,
            disciplineId: material.disciplineId,
            title,
            type: kind.type,
            fileId: file.id,
            position: position++,
          },
          select: { id: true },
        });
        await deps.domainEvents.publish(tx, tenant.companyId, 'material-item.created', {
          material_item_id: item.id,
          material_id: material.id,
          discipline_id: material.disciplineId,
          title,
          visible: true,
        });
        created.push({ id: item.id, title });
      }
      await refreshDisciplineProgress(tx, tenant.companyId, material.disciplineId);
      return { material, created };
    });
  });
  for (const c of done.created) {
    emitChange(deps, '.material-item.created', {
      discipline_id: done.material.disciplineId,
      material_id: done.material.id,
      material_item_id: c.id,
    });
  }
  return Promise.all(done.created.map((c) => loadItem(deps, tenant, actor, c.id)));
}
