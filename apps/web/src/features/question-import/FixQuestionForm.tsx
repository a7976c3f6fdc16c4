import { useEffect } from 'react';
import { useFieldArray, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { QUESTION_TYPES } from '@trilha/shared/questions';
import { fixImportedQuestionBodySchema, type ImportItem } from '@trilha/shared/question-import';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { notify } from '../../lib/toast.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { fixQuestion } from './api.ts';
import { FormActions } from '../../ui/FormActions.tsx';

/** An array field's own message (a rule between alternatives) sits on the array or its root. */
const arrayMessage = (e: unknown): string | undefined =>
  (e as FieldError | undefined)?.message ?? (e as { root?: FieldError } | undefined)?.root?.message;

/**
 * One invalid question of an import, as a form: the file's values, each field's error from the
 * validation shown at once, checked again by the shared shape on submit and on the server
 * (POST /quizzes/file/fix). On success the question is created and leaves the invalid list.
 */
export function FixQuestionForm({
  importId,
  item,
  onFixed,
  onCancel,
}: {
  importId: number;
  item: ImportItem;
  onFixed: (importedCount: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const q = item.question;
  const type = (QUESTION_TYPES as readonly string[]).includes(q.type) ? q.type : '';
  const { form, onSubmit, pending } = useServerForm({
    schema: fixImportedQuestionBodySchema,
    defaultValues: {
      import_id: importId,
      index: item.index,
      question: { title: q.title, text: q.text, type, answer: q.answer ?? '', options: q.options, feedbacks: q.feedbacks },
    },
    prepare: (v) => ({ ...v, question: { ...v.question, answer: v.question.answer || null } }),
    submit: fixQuestion,
    successMessage: null,
    dialog: true,
    onSuccess: (r) => {
      notify.success(r.message, { dialog: true });
      onFixed(r.data.imported_count);
    },
  });
  const options = useFieldArray({ control: form.control, name: 'question.options' });
  const feedbacks = useFieldArray({ control: form.control, name: 'question.feedbacks' });
  // The validation's errors, shown before the teacher changes anything.
  useEffect(() => {
    for (const [field, message] of Object.entries(item.errors ?? {}))
      form.setError(`question.${field}` as 'question.title', { type: 'server', message });
  }, [form, item.errors]);

  const errors = form.formState.errors.question;
  const prefix = `fix-${importId}-${item.index}`;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-3 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4"
      aria-label={t('questionImport.fix')}
    >
      <TextField
        id={`${prefix}-title`}
        label={t('questionImport.title')}
        error={errors?.title?.message}
        {...form.register('question.title')}
      />
      <TextAreaField
        id={`${prefix}-text`}
        label={t('questionImport.text')}
        rows={3}
        error={errors?.text?.message}
        {...form.register('question.text')}
      />
      <SelectField
        id={`${prefix}-type`}
        label={t('questionImport.type')}
        error={errors?.type?.message}
        {...form.register('question.type')}
      >
        <option value="">{t('questionImport.typePick')}</option>
        {QUESTION_TYPES.map((k) => (
          <option key={k} value={k}>
            {t(`questionImport.types.${k}`)}
          </option>
        ))}
      </SelectField>
      <fieldset className="space-y-2" aria-describedby={arrayMessage(errors?.options) ? `${prefix}-options-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('questionImport.options')}</legend>
        {options.fields.map((f, i) => (
          <div key={f.id} className="flex flex-wrap items-end gap-x-2 sm:flex-nowrap">
            <TextField
              className="min-w-0 basis-full sm:basis-0 sm:flex-1"
              label={t('questionImport.option', { n: String(i + 1) })}
              error={errors?.options?.[i]?.text?.message}
              {...form.register(`question.options.${i}.text`)}
            />
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-primary-600"
                {...form.register(`question.options.${i}.correct_answer`)}
              />
              {t('questionImport.correct')}
            </label>
            <IconButton label={t('questionImport.removeOption', { n: String(i + 1) })} onClick={() => options.remove(i)}>
              <Trash2 className="size-4" aria-hidden />
            </IconButton>
          </div>
        ))}
        {arrayMessage(errors?.options) ? (
          <p id={`${prefix}-options-error`} className="text-sm text-red-700">
            {arrayMessage(errors?.options)}
          </p>
        ) : null}
        <Button
          variant="ghost"
          icon={<Plus className="size-4" aria-hidden />}
          onClick={() => options.append({ text: '', correct_answer: false })}
        >
          {t('questionImport.addOption')}
        </Button>
      </fieldset>
      <TextAreaField
        id={`${prefix}-answer`}
        label={t('questionImport.answer')}
        rows={2}
        error={errors?.answer?.message}
        {...form.register('question.answer')}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('questionImport.feedbacks')}</legend>
        {feedbacks.fields.map((f, i) => (
          <div key={f.id} className="flex items-end gap-2">
            <TextField
              className="min-w-0 flex-1"
              label={t('questionImport.feedback', { n: String(i + 1) })}
              error={errors?.feedbacks?.[i]?.text?.message}
              {...form.register(`question.feedbacks.${i}.text`)}
            />
            <IconButton label={t('questionImport.removeFeedback', { n: String(i + 1) })} onClick={() => feedbacks.remove(i)}>
              <Trash2 className="size-4" aria-hidden />
            </IconButton>
          </div>
        ))}
        {arrayMessage(errors?.feedbacks) ? <p className="text-sm text-red-700">{arrayMessage(errors?.feedbacks)}</p> : null}
        <Button variant="ghost" icon={<Plus className="size-4" aria-hidden />} onClick={() => feedbacks.append({ text: '' })}>
          {t('questionImport.addFeedback')}
        </Button>
      </fieldset>
      <FormActions onCancel={onCancel} pending={pending} submitLabel={t('questionImport.saveFix')} />
    </form>
  );
}
