import { tenantKey } from '@trilha/db';
import type { FormInput } from '../../kit/form-input.ts';
import { uploadBodySchema, type MaterialItem } from '@trilha/shared/materials';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findItem } from '../../kit/find-item.ts';
import { emitChange } from './live.ts';
import { fileData, usingUploads } from '../../storage/uploads.ts';
import { parseFields } from '../../http/multipart-form.ts';
import { loadItem } from './items.ts';

/**
 * POST /material-items/upload: a file sent on its own (the screen shows its progress bar) that
 * replaces an item's main file (`field=file`: the pdf/docx/txt, the recording, the package) or its
 * narration (`field=audio`). The item's kind says which main file it takes and what it keeps of
 * it (kit/item-kinds.ts `mainFile`). The old File row stays for history; the new one is the item's.
 */
export async function uploadItemFile(
  deps: Pick<AppDeps, 'config' | 'db' | 'events' | 'itemKinds' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  formInput: FormInput,
): Promise<MaterialItem> {
  if (!formInput.multipart) throw appError('MATERIAL_ITEM_FILE_REQUIRED');
  const form = await formInput.materialForm({ files: { file: deps.itemKinds.mainUploads } });
  const body = await parseFields(deps, form.uploads, uploadBodySchema, form.fields);
  const upload = form.uploads[0];
  const item = await usingUploads(deps, form.uploads, async () => {
    if (!upload) throw appError('MATERIAL_ITEM_FILE_REQUIRED');
    const { item } = await findItem(deps, tenant, actor, body.material_item_id, { manage: true });
    if (body.field === 'audio' && upload.kind !== 'audio') throw appError('MATERIAL_ITEM_AUDIO_INVALID', { field: 'file' });
    const own = deps.itemKinds.of(item.type).mainFile;
    if (body.field === 'file') {
      if (!own) throw appError('MATERIAL_ITEM_UPLOAD_INVALID', { field: 'field' });
      if (own.upload !== upload.kind) throw appError(own.wrongFile, { field: 'file' });
    }
    const columns = body.field === 'file' ? await own?.columns?.(deps, upload) : undefined;
    await deps.db.$transaction(async (tx) => {
      const file = await tx.file.create({ data: fileData(tenant, actor, upload), select: { id: true } });
      await tx.materialItem.update({
        where: tenantKey(item.id),
        data: body.field === 'audio' ? { audioFileId: file.id } : { ...columns, fileId: file.id },
      });
    });
    return item;
  });
  emitChange(deps, '.material-item.updated', {
    discipline_id: item.disciplineId,
    material_id: item.materialId,
    material_item_id: item.id,
  });
  return loadItem(deps, tenant, actor, item.id);
}
