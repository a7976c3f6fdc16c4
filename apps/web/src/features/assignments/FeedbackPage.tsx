import { useEffect, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useNavigate, useParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Clock, MessageSquareText, Star } from 'lucide-react';
import { queryClient } from '../../app/query-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Button } from '../../ui/Button.tsx';
import { assignmentDisciplineQuery, assignmentPaths, submissionQuery, taskQuery } from './api.ts';
import { feedbackFrom, formatGrade, idParam } from './parts.tsx';

/** Attempt Feedback: the evaluation of a submission ({attemptId}): grade and comment. */
export async function feedbackLoader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(assignmentDisciplineQuery(idParam(params.disciplineId))),
    queryClient.ensureQueryData(taskQuery(idParam(params.materialItemId))),
    queryClient.ensureQueryData(submissionQuery(idParam(params.attemptId))),
  ]);
  return null;
}

export function FeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const disciplineId = idParam(params.disciplineId);
  const itemId = idParam(params.materialItemId);
  const discipline = useSuspenseQuery(assignmentDisciplineQuery(disciplineId)).data;
  const item = useSuspenseQuery(taskQuery(itemId)).data;
  const submission = useSuspenseQuery(submissionQuery(idParam(params.attemptId))).data;
  // The route that led here (000 §2 "remembers previous route"); read once, cleared on leaving.
  const [from] = useState(() => feedbackFrom.read() ?? assignmentPaths.overview(disciplineId, itemId));
  useEffect(() => () => feedbackFrom.clear(), []);
  const ev = submission.evaluation;
  return (
    <div className="mx-auto max-w-3xl">
      <Button
        variant="secondary"
        className="mb-4"
        icon={<ArrowLeft className="size-4" aria-hidden />}
        onClick={() => void navigate(from)}
      >
        {t('assignments.back')}
      </Button>
      <PageHeader eyebrow={discipline.name} title={item.title} subtitle={t('assignments.titles.feedback')} />
      {ev ? (
        <div className="space-y-6">
          <section
            aria-labelledby="grade-heading"
            className="flex items-center gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
          >
            <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
              <Star className="size-7" aria-hidden />
            </span>
            <div>
              <h2 id="grade-heading" className="text-sm font-medium text-slate-600">
                {t('assignments.feedback.grade')}
              </h2>
              <p className="text-3xl font-bold text-slate-900">{t('assignments.gradeValue', { value: formatGrade(ev.grade) })}</p>
              <p className="mt-1 text-sm text-slate-600">
                {ev.evaluator
                  ? t('assignments.feedback.by', { name: ev.evaluator.name, date: formatDateTime(ev.evaluated_at) })
                  : t('assignments.feedback.at', { date: formatDateTime(ev.evaluated_at) })}
              </p>
            </div>
          </section>
          <section
            aria-labelledby="comment-heading"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
          >
            <h2 id="comment-heading" className="inline-flex items-center gap-2 text-base font-semibold text-slate-900">
              <MessageSquareText className="size-5 text-primary-700" aria-hidden />
              {t('assignments.feedback.comment')}
            </h2>
            <p className="mt-3 whitespace-pre-line break-words text-slate-800">
              {ev.comment || t('assignments.feedback.noComment')}
            </p>
          </section>
        </div>
      ) : (
        <div className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 shadow-xs sm:p-6">
          <Clock className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
          <p>{t('assignments.feedback.pending')}</p>
        </div>
      )}
    </div>
  );
}
