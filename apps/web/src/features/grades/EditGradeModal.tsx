import { useTranslation } from 'react-i18next';
import { updateGradeBodySchema, type Grade } from '@trilha/shared/grades';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { updateGrade } from './api.ts';
import { formatGrade, parseGrade } from './format.ts';
import { FormActions } from '../../ui/FormActions.tsx';

type Values = { value: string; comment: string };

/** Staff override of a grade (PUT /grades/{gradeId}): value typed the pt-BR way ("7,5") and a comment. */
export function EditGradeModal({ grade, onClose, onDone }: { grade: Grade; onClose: () => void; onDone: () => unknown }) {
  const { t } = useTranslation();
  const { form, onSubmit, pending } = useServerForm({
    schema: updateGradeBodySchema,
    defaultValues: { value: grade.value === null ? '' : formatGrade(grade.value), comment: grade.comment ?? '' } satisfies Values,
    // An emptied comment is sent as null (cleared); the value as a number (NaN when blank: the schema says so).
    prepare: (v) => ({ value: parseGrade(v.value), comment: v.comment.trim() ? v.comment : null }),
    dialog: true,
    submit: (body) => updateGrade(grade.id, body),
    errorMessage: (e) => serverDetail(e) ?? t('grades.errors.update'),
    onSuccess: async () => {
      onClose();
      await onDone();
    },
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  return (
    <FormModal onClose={onClose} dirty={isDirty && !pending} title={t('grades.editTitle')}>
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          <p className="font-semibold text-slate-900">
            {grade.student.name} <span className="font-normal text-slate-600">· {grade.item.title}</span>
          </p>
          <TextField
            label={t('grades.valueLabel')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('grades.valueHint')}
            error={errors.value?.message}
            {...register('value')}
          />
          <TextAreaField label={t('grades.commentLabel')} rows={4} error={errors.comment?.message} {...register('comment')} />
          <FormActions onCancel={requestClose} pending={pending} />
        </form>
      )}
    </FormModal>
  );
}
