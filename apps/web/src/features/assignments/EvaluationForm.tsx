import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { evaluateAssignmentBodySchema, type AssignmentSubmission } from '@trilha/shared/assignments';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { formatDateTime } from '../../lib/format.ts';
import { TextField } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { Button } from '../../ui/Button.tsx';
import { assignmentKeys, evaluateAssignment } from './api.ts';
import { formatGrade } from './parts.tsx';

/** "8,5" or "8.5" → 8.5; an empty field is left for the schema to refuse. */
const toGrade = (v: unknown) => {
  const s = String(v ?? '')
    .trim()
    .replace(',', '.');
  return s === '' ? undefined : Number(s);
};

/**
 * Staff evaluation of a submission: a grade on the 0..10 scale (one decimal) and a comment, checked
 * by the shared schema the API uses. Those who may not evaluate (tutors, supervisors) see it read
 * only. Evaluating again corrects the grade.
 */
export function EvaluationForm({ submission, canEvaluate }: { submission: AssignmentSubmission; canEvaluate: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const ev = submission.evaluation;
  const { form, onSubmit, pending } = useServerForm({
    schema: evaluateAssignmentBodySchema,
    defaultValues: { grade: ev ? formatGrade(ev.grade) : '', comment: ev?.comment ?? '' },
    prepare: (v) => ({ grade: toGrade(v.grade), comment: v.comment.trim() ? v.comment : null }),
    submit: (body) => evaluateAssignment(submission.id, body),
    errorMessage: () => t('messages.assignmentEvaluateFailed'),
    onSuccess: async (r) => {
      qc.setQueryData(assignmentKeys.submission(submission.id), r.data);
      form.reset({ grade: formatGrade(r.data.evaluation!.grade), comment: r.data.evaluation!.comment ?? '' });
      await qc.invalidateQueries({ queryKey: ['assignments', 'list'] });
    },
  });
  return (
    <section
      aria-labelledby="evaluation-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id="evaluation-heading" className="text-base font-semibold text-slate-900">
        {t('assignments.evaluation.heading')}
      </h2>
      {ev && (
        <p className="text-sm text-slate-600">
          {ev.evaluator
            ? t('assignments.feedback.by', { name: ev.evaluator.name, date: formatDateTime(ev.evaluated_at) })
            : t('assignments.feedback.at', { date: formatDateTime(ev.evaluated_at) })}
        </p>
      )}
      {canEvaluate ? (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label={t('assignments.evaluation.grade')}
            hint={t('assignments.evaluation.gradeHint')}
            inputMode="decimal"
            autoComplete="off"
            className="max-w-xs"
            error={form.formState.errors.grade?.message}
            {...form.register('grade')}
          />
          <TextAreaField
            label={t('assignments.evaluation.comment')}
            rows={4}
            error={form.formState.errors.comment?.message}
            {...form.register('comment')}
          />
          <Button type="submit" loading={pending}>
            {ev ? t('assignments.evaluation.update') : t('assignments.evaluation.submit')}
          </Button>
        </form>
      ) : ev ? (
        <dl className="space-y-2">
          <div>
            <dt className="text-sm font-medium text-slate-600">{t('assignments.grade')}</dt>
            <dd className="text-2xl font-bold text-slate-900">{t('assignments.gradeValue', { value: formatGrade(ev.grade) })}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">{t('assignments.feedback.comment')}</dt>
            <dd className="whitespace-pre-line text-slate-800">{ev.comment || t('assignments.feedback.noComment')}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-slate-600">{t('assignments.evaluation.readOnly')}</p>
      )}
    </section>
  );
}
