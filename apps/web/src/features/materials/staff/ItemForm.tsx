import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MATERIAL_ITEM_TYPES,
  MATERIAL_UPLOAD_TYPES,
  createMaterialItemBodySchema,
  updateMaterialItemBodySchema,
  type MaterialItem,
} from '@trilha/shared/materials';
import type { ApiError } from '../../../lib/api.ts';
import { useServerForm } from '../../../lib/forms/use-server-form.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { Switch } from '../../../ui/Switch.tsx';
import { refreshMaterials, saveItem } from '../api.ts';
import type { UploadProgress } from '../../../lib/api.ts';
import { FileInput } from '../../../ui/FileInput.tsx';
import { UploadBar } from '../../../ui/UploadBar.tsx';
import { itemBody, type ItemValues } from './bodies.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ITEM_KINDS } from '../item-kinds.ts';
import { FormActions } from '../../../ui/FormActions.tsx';

/**
 * Create or edit an item (POST /material-items, /material-items/{id}/update): multipart, so the
 * item's file (pdf/docx/txt, SCORM zip or recording), a narration and an image travel with it; the
 * bar shows the upload. The kind is chosen once (the API refuses a change); its fields, main file
 * and narration are the kind's (item-kinds.ts). Errors are the server's own words (000 §8); a
 * file problem also sits under the file field.
 */
export function ItemForm({
  disciplineId,
  materialId,
  item,
  onClose,
}: {
  disciplineId: number;
  materialId: number;
  item?: MaterialItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const editing = !!item;
  const [file, setFile] = useState<File | null>(null);
  const [narration, setNarration] = useState<File | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [fileErrors, setFileErrors] = useState<{ file?: string; audio?: string; image?: string }>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const fileError = (field: 'file' | 'audio' | 'image') => (e: ApiError) => {
    setFileErrors((x) => ({ ...x, [field]: e.message }));
  };
  const { form, onSubmit, pending } = useServerForm({
    schema: (editing ? updateMaterialItemBodySchema : createMaterialItemBodySchema) as typeof createMaterialItemBodySchema,
    defaultValues: {
      material_id: materialId,
      type: item?.type ?? 'task',
      title: item?.title ?? '',
      description: item?.description ?? '',
      url: item?.url ?? '',
      iframe_code: item?.iframe_code ?? '',
      quizzes_ids: item?.quizzes_ids.join(', ') ?? '',
      visible: item?.visible ?? true,
    } satisfies ItemValues,
    prepare: (v) => itemBody(v, editing),
    dialog: true,
    submit: async (body) => {
      setFileErrors({});
      const data = new FormData();
      for (const [k, v] of Object.entries(body)) {
        if (v === undefined) continue;
        data.set(k, v === null ? '' : Array.isArray(v) ? v.join(',') : String(v));
      }
      if (file) data.set('file', file, file.name);
      if (narration) data.set('audio', narration, narration.name);
      if (image) data.set('image', image, image.name);
      const uploading = !!(file || narration || image);
      try {
        return await saveItem(item?.id ?? null, data, uploading ? setProgress : undefined);
      } finally {
        setProgress(null);
      }
    },
    onErrorCode: {
      MATERIAL_ITEM_FILE_REQUIRED: fileError('file'),
      MATERIAL_ITEM_FILE_TYPE_INVALID: fileError('file'),
      MATERIAL_ITEM_FILE_TOO_LARGE: fileError('file'),
      MATERIAL_ITEM_SCORM_INVALID: fileError('file'),
      MATERIAL_ITEM_AUDIO_INVALID: fileError('audio'),
      MATERIAL_ITEM_IMAGE_INVALID: fileError('image'),
    },
    onSuccess: async () => {
      onClose();
      await refreshMaterials(disciplineId);
    },
  });
  const errors = form.formState.errors;
  const type = form.watch('type');
  const kind = ITEM_KINDS[type].form;
  const main = kind?.mainFile;
  const Fields = kind?.Fields;
  return (
    <FormModal
      onClose={onClose}
      dirty={form.formState.isDirty || !!(file || narration || image)}
      title={t(editing ? 'materials.form.itemTitleEdit' : 'materials.form.itemTitleNew')}
      className="max-w-2xl"
    >
      {(requestClose) => (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <SelectField
            label={t('materials.form.type')}
            disabled={editing}
            error={errors.type?.message}
            {...form.register('type')}
          >
            {MATERIAL_ITEM_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`materials.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('materials.form.title')} error={errors.title?.message} autoFocus {...form.register('title')} />
          <TextAreaField
            label={t(kind?.description?.label ?? 'materials.form.description')}
            rows={kind?.description?.rows ?? 3}
            error={errors.description?.message}
            {...form.register('description')}
          />
          {Fields && (
            <Suspense fallback={<Spinner label={t('app.loading')} />}>
              <Fields form={form} item={item} />
            </Suspense>
          )}
          {main && (
            <FileInput
              key={main}
              label={t(`materials.form.${main}`)}
              accept={MATERIAL_UPLOAD_TYPES[main].accept}
              error={fileErrors.file}
              hint={item?.file ? t('materials.form.currentFile', { name: item.file.name }) : undefined}
              onFiles={([f]) => setFile(f ?? null)}
            />
          )}
          {kind?.narration !== false && (
            <FileInput
              label={t('materials.form.narration')}
              accept={MATERIAL_UPLOAD_TYPES.audio.accept}
              error={fileErrors.audio}
              hint={item?.audio ? t('materials.form.currentFile', { name: item.audio.name }) : undefined}
              onFiles={([f]) => setNarration(f ?? null)}
            />
          )}
          <FileInput
            label={t('materials.form.image')}
            accept={MATERIAL_UPLOAD_TYPES.image.accept}
            error={fileErrors.image}
            onFiles={([f]) => setImage(f ?? null)}
          />
          <Switch
            label={t('materials.form.visible')}
            checked={form.watch('visible')}
            onChange={(v) => form.setValue('visible', v, { shouldDirty: true })}
          />
          {progress && (
            <UploadBar
              label={t('materials.form.uploading', { name: file?.name ?? narration?.name ?? image?.name ?? '' })}
              progress={progress}
            />
          )}
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
