import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import {
  createDisciplineBodySchema,
  updateDisciplineBodySchema,
  type Discipline,
  type UpdateDisciplineBody,
} from '@trilha/shared/disciplines';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { createDiscipline, updateDiscipline } from './api.ts';
import { FormActions } from '../../ui/FormActions.tsx';

type FormValues = { name: string; description: string; visible: boolean };

/**
 * Create (POST /disciplines) or edit (PUT /disciplines/{id}) a discipline: name, description,
 * visibility. Edit sends only what changed; nothing changed closes without a request.
 */
export function DisciplineFormModal({ discipline, onClose }: { discipline?: Discipline; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const editing = !!discipline;
  const defaultValues: FormValues = {
    name: discipline?.name ?? '',
    description: discipline?.description ?? '',
    visible: discipline?.visible ?? true,
  };
  const { form, onSubmit, pending } = useServerForm({
    schema: editing ? updateDisciplineBodySchema : createDisciplineBodySchema,
    defaultValues,
    dialog: true,
    submit: (values, { formState: { dirtyFields } }) => {
      if (!discipline) return createDiscipline(values as Parameters<typeof createDiscipline>[0]);
      const body: UpdateDisciplineBody = {};
      if (dirtyFields.name) body.name = values.name;
      if (dirtyFields.description) body.description = values.description || null;
      if (dirtyFields.visible) body.visible = values.visible;
      return updateDiscipline(discipline.id, body);
    },
    errorMessage: (e) => serverDetail(e) ?? t(editing ? 'disciplines.updateError' : 'disciplines.createError'),
    onSuccess: async () => {
      onClose();
      await qc.invalidateQueries({ queryKey: ['disciplines'] });
    },
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;

  return (
    <FormModal
      onClose={onClose}
      dirty={isDirty && !pending}
      title={editing ? t('disciplines.editTitle') : t('disciplines.createTitle')}
    >
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={editing && !isDirty ? (e) => (e.preventDefault(), onClose()) : onSubmit}>
          <TextField label={t('disciplines.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextAreaField
            label={t('disciplines.description')}
            rows={4}
            error={errors.description?.message}
            {...register('description')}
          />
          <Controller
            control={control}
            name="visible"
            render={({ field }) => (
              <Switch
                label={t('disciplines.visible')}
                description={t('disciplines.visibleHint')}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <FormActions onCancel={requestClose} pending={pending} />
        </form>
      )}
    </FormModal>
  );
}
