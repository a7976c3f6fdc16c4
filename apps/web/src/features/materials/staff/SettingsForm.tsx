import { useTranslation } from 'react-i18next';
import { updateSettingsBodySchema, type MaterialItem } from '@trilha/shared/materials';
import { ApiError } from '../../../lib/api.ts';
import { useServerForm } from '../../../lib/forms/use-server-form.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { PasswordField, TextField } from '../../../ui/Field.tsx';
import { Switch } from '../../../ui/Switch.tsx';
import { settingsBody, toLocalInput, type SettingsValues } from './bodies.ts';
import { createSettings, refreshMaterials, updateSettings } from '../api.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { itemKindOf } from '../item-kinds.ts';

/**
 * An item's settings (docs/learning-content.md "Materials and items"): availability window,
 * required, password, and the quiz and task rules. The first save creates them
 * (POST /material-item-settings), later ones update them (PUT /material-item-settings/{id}).
 */
export function SettingsForm({ disciplineId, item, onClose }: { disciplineId: number; item: MaterialItem; onClose: () => void }) {
  const { t } = useTranslation();
  const s = item.settings;
  const hadPassword = item.has_password;
  const { form, onSubmit, pending } = useServerForm({
    schema: updateSettingsBodySchema,
    defaultValues: {
      available_from: toLocalInput(s?.available_from),
      available_until: toLocalInput(s?.available_until),
      due_at: toLocalInput(s?.due_at),
      required: s?.required ?? true,
      password: '',
      remove_password: false,
      max_attempts: s?.max_attempts?.toString() ?? '',
      time_limit_minutes: s?.time_limit_minutes?.toString() ?? '',
      passing_grade: s?.passing_grade?.toString() ?? '',
      weight: (s?.weight ?? 1).toString(),
      allow_feedback: s?.allow_feedback ?? true,
      show_correct_answers: s?.show_correct_answers ?? false,
      shuffle_questions: s?.shuffle_questions ?? false,
      shuffle_options: s?.shuffle_options ?? false,
    } satisfies SettingsValues,
    prepare: (v) => settingsBody(v, hadPassword),
    dialog: true,
    submit: (body) => (s ? updateSettings(s.id, body) : createSettings({ ...body, material_item_id: item.id })),
    // A refusal with a reason (the window, the password) says it; anything else is the 000 §8 toast.
    errorMessage: (e) => (e instanceof ApiError && e.serverMessage) || t('messages.materialSettingsFailed'),
    onSuccess: async () => {
      onClose();
      await refreshMaterials(disciplineId);
    },
  });
  const errors = form.formState.errors;
  // The kind says which of its own settings the form shows (item-kinds.ts).
  const own = itemKindOf(item).settings;
  const attemptRules = own?.attemptRules === true;
  const toggle = (
    name: 'required' | 'allow_feedback' | 'show_correct_answers' | 'shuffle_questions' | 'shuffle_options' | 'remove_password',
    label: string,
  ) => <Switch label={label} checked={form.watch(name)} onChange={(v) => form.setValue(name, v, { shouldDirty: true })} />;
  return (
    <FormModal
      onClose={onClose}
      dirty={form.formState.isDirty}
      title={`${t('materials.settings.title')}: ${item.title}`}
      className="max-w-2xl"
    >
      {(requestClose) => (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="datetime-local"
              label={t('materials.settings.availableFrom')}
              error={errors.available_from?.message}
              {...form.register('available_from')}
            />
            <TextField
              type="datetime-local"
              label={t('materials.settings.availableUntil')}
              error={errors.available_until?.message}
              {...form.register('available_until')}
            />
            {own?.dueAt && (
              <TextField
                type="datetime-local"
                label={t('materials.settings.dueAt')}
                error={errors.due_at?.message}
                {...form.register('due_at')}
              />
            )}
          </div>
          {toggle('required', t('materials.settings.required'))}
          <PasswordField
            label={t('materials.form.password')}
            autoComplete="new-password"
            hint={hadPassword ? t('materials.form.passwordKeep') : undefined}
            error={errors.password?.message}
            {...form.register('password')}
          />
          {hadPassword && toggle('remove_password', t('materials.form.removePassword'))}
          {attemptRules && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                inputMode="numeric"
                label={t('materials.settings.maxAttempts')}
                error={errors.max_attempts?.message}
                {...form.register('max_attempts')}
              />
              <TextField
                inputMode="numeric"
                label={t('materials.settings.timeLimit')}
                error={errors.time_limit_minutes?.message}
                {...form.register('time_limit_minutes')}
              />
              <TextField
                inputMode="decimal"
                label={t('materials.settings.passingGrade')}
                error={errors.passing_grade?.message}
                {...form.register('passing_grade')}
              />
              <TextField
                inputMode="decimal"
                label={t('materials.settings.weight')}
                error={errors.weight?.message}
                {...form.register('weight')}
              />
            </div>
          )}
          {attemptRules && (
            <div className="space-y-1">
              {toggle('allow_feedback', t('materials.settings.allowFeedback'))}
              {toggle('show_correct_answers', t('materials.settings.showCorrectAnswers'))}
              {toggle('shuffle_questions', t('materials.settings.shuffleQuestions'))}
              {toggle('shuffle_options', t('materials.settings.shuffleOptions'))}
            </div>
          )}
          <FormActions onCancel={requestClose} pending={pending} />
        </form>
      )}
    </FormModal>
  );
}
