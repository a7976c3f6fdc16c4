import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MATERIAL_ITEM_TYPES,
  MATERIAL_UPLOAD_TYPES,
  createMaterialItemBodySchema,
  updateMaterialItemBodySchema,
  type MaterialItem,
  type MaterialItemType,
} from '@trilha/shared/materials';
import type { ApiError } from '../../../lib/api.ts';
import { useServerForm } from '../../../lib/forms/use-server-form.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { Switch } from '../../../ui/Switch.tsx';
import { refreshMaterials, saveItem } from '../api.ts';
import type { UploadProgress } from '../transfer.ts';
import { FileInput } from './fields.tsx';
import { UploadBar } from '../../../ui/UploadBar.tsx';
import { itemBody, type ItemValues } from './bodies.ts';
import { QuestionPicker } from '../../questions/QuestionPicker.tsx';
import { FormActions } from '../../../ui/FormActions.tsx';

/** The ids of the quizzes_ids text the form keeps (the body's format: "1, 2, 3"). */
const idsOf = (v: string): number[] =>
  v
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/** Kinds whose main content is an uploaded file (the `file` part of the form). */
const FILE_KINDS = { file: 'file', scorm: 'scorm', audio: 'audio' } as const satisfies Partial<
  Record<MaterialItemType, keyof typeof MATERIAL_UPLOAD_TYPES>
>;
const mainFileKind = (type: MaterialItemType) => (type in FILE_KINDS ? FILE_KINDS[type as keyof typeof FILE_KINDS] : null);

/**
 * Create or edit an item (POST /material-items, /material-items/{id}/update): multipart, so the
 * item's file (pdf/docx/txt, SCORM zip or recording), a narration and an image travel with it; the
 * bar shows the upload. The kind is chosen once (the API refuses a change). Errors are the server's
 * own words (000 §8); a file problem also sits under the file field.
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
  const main = mainFileKind(type);
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
            label={t(type === 'task' ? 'materials.form.taskText' : 'materials.form.description')}
            rows={type === 'task' ? 6 : 3}
            error={errors.description?.message}
            {...form.register('description')}
          />
          {type === 'url' && (
            <TextField
              label={t('materials.form.url')}
              type="url"
              inputMode="url"
              error={errors.url?.message}
              {...form.register('url')}
            />
          )}
          {type === 'iframe' && (
            <TextAreaField
              label={t('materials.form.iframeCode')}
              rows={4}
              className="font-mono"
              error={errors.iframe_code?.message}
              {...form.register('iframe_code')}
            />
          )}
          {type === 'quiz' && (
            <QuestionPicker
              value={idsOf(form.watch('quizzes_ids'))}
              onChange={(ids) =>
                form.setValue('quizzes_ids', ids.join(', '), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
              }
              itemId={item?.id}
              error={errors.quizzes_ids?.message}
            />
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
          {type !== 'audio' && (
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
