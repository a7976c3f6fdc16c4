import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMaterialBodySchema, updateMaterialBodySchema, type Material } from '@trilha/shared/materials';
import { useServerForm } from '../../../lib/forms/use-server-form.ts';
import { imageProblem } from '../../../lib/forms/image-file.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { refreshMaterials, saveMaterial } from '../api.ts';
import type { UploadProgress } from '../../../lib/api.ts';
import { FileInput } from '../../../ui/FileInput.tsx';
import { UploadBar } from '../../../ui/UploadBar.tsx';
import { FormActions } from '../../../ui/FormActions.tsx';

/** Create or edit a material (name, colour, cover image): POST /materials, /materials/{id}/update. */
export function MaterialForm({
  disciplineId,
  material,
  onClose,
}: {
  disciplineId: number;
  material?: Material;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const editing = !!material;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const { form, onSubmit, pending } = useServerForm({
    schema: (editing ? updateMaterialBodySchema : createMaterialBodySchema) as typeof createMaterialBodySchema,
    defaultValues: { name: material?.name ?? '', color: material?.color ?? '#ea580c', discipline_id: disciplineId },
    prepare: (v) => (editing ? { name: v.name, color: v.color } : v),
    dialog: true,
    submit: async (body) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) data.set(k, String(v));
      if (image) data.set('image', image, image.name);
      try {
        return await saveMaterial(material?.id ?? null, data, image ? setProgress : undefined);
      } finally {
        setProgress(null);
      }
    },
    errorMessage: () => t(editing ? 'messages.materialUpdateFailed' : 'messages.materialCreateFailed'),
    onErrorCode: {
      MATERIAL_ITEM_IMAGE_INVALID: (e) => {
        setImageError(e.message);
        return true;
      },
    },
    onSuccess: async () => {
      onClose();
      await refreshMaterials(disciplineId);
    },
  });
  const errors = form.formState.errors;
  return (
    <FormModal
      onClose={onClose}
      dirty={form.formState.isDirty || !!image}
      title={t(editing ? 'materials.form.materialTitleEdit' : 'materials.form.materialTitleNew')}
      className="max-w-lg"
    >
      {(requestClose) => (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField label={t('materials.form.name')} error={errors.name?.message} autoFocus {...form.register('name')} />
          <div className="flex items-end gap-3">
            <TextField
              className="flex-1"
              label={t('materials.form.color')}
              error={errors.color?.message}
              {...form.register('color')}
            />
            <input
              type="color"
              aria-label={t('materials.form.color')}
              value={form.watch('color') ?? '#ea580c'}
              onChange={(e) => form.setValue('color', e.target.value, { shouldDirty: true })}
              className="h-11 w-14 cursor-pointer rounded-lg border border-slate-400 bg-white p-1"
            />
          </div>
          <FileInput
            label={t('materials.form.image')}
            accept="image/png,image/jpeg,image/webp"
            error={imageError}
            onFiles={([f]) => {
              const problem = f ? imageProblem(f) : null;
              setImageError(problem ?? undefined);
              setImage(f && !problem ? f : null);
            }}
          />
          {progress && <UploadBar label={t('materials.form.uploading', { name: image?.name ?? '' })} progress={progress} />}
          <FormActions
            onCancel={requestClose}
            pending={pending}
            submitLabel={editing ? undefined : t('materials.staff.create')}
          />
        </form>
      )}
    </FormModal>
  );
}
