import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { QUESTION_LIMITS, QUESTION_TYPES, type Question, type QuestionType } from '@trilha/shared/questions';
import { IMAGE_UPLOAD } from '@trilha/shared/kernel';
import type { ApiError } from '../../lib/api.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { imageProblem } from '../../lib/forms/image-file.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { FileInput } from '../../ui/FileInput.tsx';
import { saveQuestion } from './api.ts';
import {
  TRUE_FALSE,
  blankOption,
  initialValues,
  prepareQuestion,
  questionFormData,
  questionFormSchema,
  type QuestionValues,
} from './question-form.ts';

/**
 * Create or edit a question of any of the three types (POST /quizzes, /quizzes/{id}/update, as
 * multipart so the image travels with it): title, statement, options with the correct ones marked
 * (true-or-false: its two options, one correct), feedbacks, the expected answer of a descriptive one.
 */
export function QuestionForm({
  question,
  disciplineId,
  onClose,
  onSaved,
}: {
  question: Question | null;
  disciplineId: number | null;
  onClose: () => void;
  onSaved: (q: Question) => unknown;
}) {
  const { t } = useTranslation();
  const labels = { t: t('questions.form.trueLabel'), f: t('questions.form.falseLabel') };
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [removeImage, setRemoveImage] = useState(false);
  const { form, onSubmit, pending } = useServerForm({
    schema: questionFormSchema,
    defaultValues: initialValues(question),
    prepare: prepareQuestion,
    dialog: true,
    submit: (body) =>
      saveQuestion(
        question?.id ?? null,
        questionFormData(prepareQuestion(body as QuestionValues), { disciplineId, image, removeImage, creating: !question }),
      ),
    onErrorCode: {
      IMAGE_INVALID: (e: ApiError) => void setImageError(e.message),
      IMAGE_TOO_LARGE: (e: ApiError) => void setImageError(e.message),
    },
    onSuccess: async (r) => {
      onClose();
      await onSaved(r.data);
    },
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const feedbacks = useFieldArray({ control: form.control, name: 'feedbacks' });
  const errors = form.formState.errors;
  const type = form.watch('type');
  const values = form.watch('options');

  const changeType = (next: QuestionType) => {
    form.setValue('type', next, { shouldDirty: true });
    if (next === 'true-or-false') options.replace(TRUE_FALSE(labels));
    else if (next === 'choice' && values.length < 2) options.replace([blankOption(), blankOption()]);
  };
  const markCorrect = (index: number, checked: boolean) => {
    if (type === 'true-or-false')
      values.forEach((_, i) => form.setValue(`options.${i}.correct_answer`, i === index, { shouldDirty: true }));
    else form.setValue(`options.${index}.correct_answer`, checked, { shouldDirty: true });
  };
  const optionsError = errors.options?.message ?? errors.options?.root?.message;

  return (
    <FormModal
      onClose={onClose}
      dirty={form.formState.isDirty || !!image || removeImage}
      title={t(question ? 'questions.form.titleEdit' : 'questions.form.titleNew')}
      className="max-w-2xl"
    >
      {(requestClose) => (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField label={t('questions.form.title')} error={errors.title?.message} autoFocus {...form.register('title')} />
          <TextAreaField label={t('questions.form.text')} rows={4} error={errors.text?.message} {...form.register('text')} />
          <SelectField
            label={t('questions.form.type')}
            value={type}
            error={errors.type?.message}
            onChange={(e) => changeType(e.target.value as QuestionType)}
          >
            {QUESTION_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`questions.types.${k}`)}
              </option>
            ))}
          </SelectField>

          {type === 'descriptive' ? (
            <TextAreaField
              label={t('questions.form.answer')}
              rows={3}
              error={errors.answer?.message}
              {...form.register('answer')}
            />
          ) : (
            <fieldset className="space-y-3" aria-describedby={optionsError ? 'question-options-error' : undefined}>
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('questions.form.options')}</legend>
              {options.fields.map((field, i) => (
                <div key={field.id} className="flex items-start gap-2">
                  <label className="mt-7 flex min-h-11 shrink-0 items-center gap-2 text-sm text-slate-700">
                    <input
                      type={type === 'true-or-false' ? 'radio' : 'checkbox'}
                      name="question-correct"
                      className="size-5 accent-primary-600"
                      checked={values[i]?.correct_answer ?? false}
                      onChange={(e) => markCorrect(i, e.target.checked)}
                      aria-label={`${t('questions.form.correct')}: ${t('questions.form.optionText', { n: String(i + 1) })}`}
                    />
                    <span aria-hidden>{t('questions.form.correct')}</span>
                  </label>
                  <TextField
                    className="min-w-0 flex-1"
                    label={t('questions.form.optionText', { n: String(i + 1) })}
                    readOnly={type === 'true-or-false'}
                    error={errors.options?.[i]?.text?.message}
                    {...form.register(`options.${i}.text`)}
                  />
                  {type === 'choice' && (
                    <IconButton
                      className="mt-7"
                      tone="danger"
                      label={t('questions.form.removeOption', { n: String(i + 1) })}
                      disabled={options.fields.length <= 2}
                      onClick={() => options.remove(i)}
                    >
                      <Trash2 aria-hidden />
                    </IconButton>
                  )}
                </div>
              ))}
              {optionsError && (
                <p id="question-options-error" role="alert" className="text-sm font-medium text-red-700">
                  {optionsError}
                </p>
              )}
              {type === 'choice' && options.fields.length < QUESTION_LIMITS.optionsMax && (
                <Button
                  variant="secondary"
                  icon={<Plus className="size-4" aria-hidden />}
                  onClick={() => options.append(blankOption())}
                >
                  {t('questions.form.addOption')}
                </Button>
              )}
            </fieldset>
          )}

          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('questions.form.feedbacks')}</legend>
            {feedbacks.fields.map((field, i) => (
              <div key={field.id} className="flex items-start gap-2">
                <TextAreaField
                  className="min-w-0 flex-1"
                  rows={2}
                  label={t('questions.form.feedbackText', { n: String(i + 1) })}
                  error={errors.feedbacks?.[i]?.text?.message}
                  {...form.register(`feedbacks.${i}.text`)}
                />
                <IconButton
                  className="mt-7"
                  tone="danger"
                  label={t('questions.form.removeFeedback', { n: String(i + 1) })}
                  onClick={() => feedbacks.remove(i)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </div>
            ))}
            {feedbacks.fields.length < QUESTION_LIMITS.feedbacksMax && (
              <Button
                variant="secondary"
                icon={<Plus className="size-4" aria-hidden />}
                onClick={() => feedbacks.append({ text: '' })}
              >
                {t('questions.form.addFeedback')}
              </Button>
            )}
          </fieldset>

          <FileInput
            label={t('questions.form.image')}
            accept={IMAGE_UPLOAD.types.join(',')}
            error={imageError}
            hint={question?.image && !removeImage ? t('questions.form.currentImage') : undefined}
            onFiles={([f]) => {
              setImage(f ?? null);
              setImageError(f ? (imageProblem(f) ?? undefined) : undefined);
            }}
          />
          {question?.image && !image && (
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-5 accent-primary-600"
                checked={removeImage}
                onChange={(e) => setRemoveImage(e.target.checked)}
              />
              {t('questions.form.removeImage')}
            </label>
          )}
          <FormActions onCancel={requestClose} pending={pending} disabled={!!imageError} />
        </form>
      )}
    </FormModal>
  );
}
