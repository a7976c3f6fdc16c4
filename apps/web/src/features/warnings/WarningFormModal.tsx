import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { IMAGE_UPLOAD } from '@trilha/shared/kernel';
import { createWarningBodySchema, type Warning } from '@trilha/shared/warnings';
import type { ApiError } from '../../lib/api.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { imageProblem } from '../../lib/forms/image-file.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FileInput } from '../../ui/FileInput.tsx';
import { saveWarning } from './api.ts';

/**
 * Create or edit an alert: POST /warnings or /warnings/{id}/update as a multipart form (001 §7):
 * title, text, active or not, and an optional image (checked here, and by its bytes on the server).
 */
export function WarningFormModal({ warning, onClose }: { warning?: Warning; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const editing = !!warning;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [removeImage, setRemoveImage] = useState(false);
  const { form, onSubmit, pending } = useServerForm({
    schema: createWarningBodySchema,
    defaultValues: { title: warning?.title ?? '', text: warning?.text ?? '', status: warning?.status ?? 'active' },
    dialog: true,
    submit: (body) => {
      const data = new FormData();
      data.set('title', body.title);
      data.set('text', body.text);
      data.set('status', body.status);
      if (image) data.set('image', image, image.name);
      else if (removeImage) data.set('remove_image', 'true');
      return saveWarning(warning?.id ?? null, data);
    },
    // 001 §8, word for word.
    errorMessage: () => t(editing ? 'messages.warningUpdateFailed' : 'messages.warningCreateFailed'),
    onErrorCode: {
      IMAGE_INVALID: (e: ApiError) => void setImageError(e.message),
      IMAGE_TOO_LARGE: (e: ApiError) => void setImageError(e.message),
    },
    onSuccess: async () => {
      onClose();
      await qc.invalidateQueries({ queryKey: ['warnings'] });
    },
  });
  const errors = form.formState.errors;
  const active = form.watch('status') === 'active';
  return (
    <FormModal
      onClose={onClose}
      dirty={form.formState.isDirty || !!image || removeImage}
      title={t(editing ? 'warnings.form.titleEdit' : 'warnings.form.titleNew')}
      className="max-w-xl"
    >
      {(requestClose) => (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField label={t('warnings.form.title')} error={errors.title?.message} autoFocus {...form.register('title')} />
          <TextAreaField label={t('warnings.form.text')} rows={6} error={errors.text?.message} {...form.register('text')} />
          <Switch
            label={t('warnings.form.active')}
            description={t('warnings.form.activeHint')}
            checked={active}
            onChange={(on) => form.setValue('status', on ? 'active' : 'inactive', { shouldDirty: true })}
          />
          <FileInput
            label={t('warnings.form.image')}
            accept={IMAGE_UPLOAD.types.join(',')}
            error={imageError}
            hint={warning?.image && !removeImage ? t('warnings.form.currentImage') : undefined}
            onFiles={([f]) => {
              setImage(f ?? null);
              setImageError(f ? (imageProblem(f) ?? undefined) : undefined);
            }}
          />
          {warning?.image && !image && (
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-5 accent-primary-600"
                checked={removeImage}
                onChange={(e) => setRemoveImage(e.target.checked)}
              />
              {t('warnings.form.removeImage')}
            </label>
          )}
          <FormActions
            onCancel={requestClose}
            pending={pending}
            disabled={!!imageError}
            submitLabel={editing ? undefined : t('warnings.form.publish')}
          />
        </form>
      )}
    </FormModal>
  );
}
