import type { LoaderFunctionArgs } from 'react-router';
import { useLocation, useParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClipboardCheck, PenLine, Star } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { queryClient } from '../../app/query-client.ts';
import { session, useRequiredSession } from '../../lib/session.ts';
import { formatDateTime } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { assignmentDisciplineQuery, assignmentPaths, mySubmissionQuery, taskQuery } from './api.ts';
import { feedbackFrom, formatGrade, idParam, StatusBadge, SubmissionFile, TaskStatement } from './parts.tsx';

const reviews = (type: Parameters<typeof can>[0]) => can(type, 'assignments:review-any-student');

/** Assigment Overview: the task, and for a student their submission's state. */
export async function overviewLoader({ params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  const disciplineId = idParam(params.disciplineId);
  const s = session.get();
  await Promise.all([
    queryClient.ensureQueryData(assignmentDisciplineQuery(disciplineId)),
    queryClient.ensureQueryData(taskQuery(id)),
    s && !reviews(s.user.type) ? queryClient.ensureQueryData(mySubmissionQuery(id)) : null,
  ]);
  return null;
}

export function OverviewPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const params = useParams();
  const location = useLocation();
  const id = idParam(params.id);
  const disciplineId = idParam(params.disciplineId);
  const discipline = useSuspenseQuery(assignmentDisciplineQuery(disciplineId)).data;
  const item = useSuspenseQuery(taskQuery(id)).data;
  const staff = reviews(s.user.type);
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to={assignmentPaths.material(disciplineId)} label={t('assignments.backToMaterials')} />
      <PageHeader eyebrow={discipline.name} title={item.title} />
      <div className="space-y-6">
        <TaskStatement item={item} />
        {staff ? (
          <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <p className="text-slate-700">{t('assignments.staffHint')}</p>
            <LinkButton
              to={assignmentPaths.management(disciplineId, id)}
              icon={<ClipboardCheck className="size-4" aria-hidden />}
            >
              {t('assignments.manage')}
            </LinkButton>
          </section>
        ) : (
          <StudentState disciplineId={disciplineId} itemId={id} open={item.lock === null} from={location.pathname} />
        )}
      </div>
    </div>
  );
}

function StudentState({
  disciplineId,
  itemId,
  open,
  from,
}: {
  disciplineId: number;
  itemId: number;
  open: boolean;
  from: string;
}) {
  const { t } = useTranslation();
  const mine = useSuspenseQuery(mySubmissionQuery(itemId)).data;
  return (
    <section
      aria-labelledby="your-submission"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-submission" className="text-base font-semibold text-slate-900">
          {t('assignments.yourSubmission')}
        </h2>
        <StatusBadge status={mine?.status ?? 'none'} />
      </div>
      {mine ? (
        <>
          <p className="text-sm text-slate-600">{t('assignments.submittedAt', { date: formatDateTime(mine.submitted_at) })}</p>
          {mine.text && <p className="line-clamp-4 whitespace-pre-line text-slate-800">{mine.text}</p>}
          {mine.file && <SubmissionFile file={mine.file} />}
          {mine.evaluation && (
            <p className="inline-flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Star className="size-5 text-amber-600" aria-hidden />
              {t('assignments.grade')}: {t('assignments.gradeValue', { value: formatGrade(mine.evaluation.grade) })}
            </p>
          )}
        </>
      ) : (
        <p className="text-slate-700">{open ? t('assignments.notSubmitted') : t('assignments.unavailable')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {mine?.status === 'evaluated' ? (
          <LinkButton
            to={assignmentPaths.feedback(disciplineId, itemId, mine.id)}
            onClick={() => feedbackFrom.remember(from)}
            icon={<Star className="size-4" aria-hidden />}
          >
            {t('assignments.seeFeedback')}
          </LinkButton>
        ) : (
          open && (
            <LinkButton
              to={assignmentPaths.attempt(disciplineId, itemId, mine?.id ?? 'new')}
              icon={<PenLine className="size-4" aria-hidden />}
            >
              {mine ? t('assignments.editAnswer') : t('assignments.answer')}
            </LinkButton>
          )
        )}
        {mine?.status === 'evaluated' && (
          <LinkButton variant="secondary" to={assignmentPaths.attempt(disciplineId, itemId, mine.id)}>
            {t('assignments.seeAnswer')}
          </LinkButton>
        )}
      </div>
    </section>
  );
}
