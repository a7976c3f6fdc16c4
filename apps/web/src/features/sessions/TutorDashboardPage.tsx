import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { History, Users } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import type { SessionData } from '@trilha/shared/sessions';
import { useRequiredSession } from '../../lib/session.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { DASHBOARD_TIME_RANGES, type DashboardTimeRange } from '@trilha/shared/sessions';
import { dashboardQuery, sessionListQuery, tutorMetricsQuery, userSessionsQuery } from './api.ts';
import { StudyTimeFigure } from './StudyTimeFigure.tsx';
import { formatDateTime, formatStudyTime } from './format.ts';
import { ExportSessionsButton } from './ExportSessionsButton.tsx';
import { TutorMetricCards } from './session-blocks.tsx';
import { WeeklyHoursForm } from './WeeklyHoursForm.tsx';

const pageOf = (v: string | null) => Math.max(1, Number.parseInt(v ?? '1', 10) || 1);

/**
 * Tutor DashBoard (/tutor/dashboard, 001 §2): the tutor metrics and weekly-hours setting, the
 * tutor's students (5 per page, name search), the chosen student's study-time chart and session
 * data (20 per page). Everything the screen shows is in the URL: ?name=, ?page=, ?student=,
 * ?filter= (the chart's range), ?sessions_page=.
 */
export function TutorDashboardPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const page = pageOf(params.get('page'));
  const studentId = Number.parseInt(params.get('student') ?? '', 10) || null;
  const sessionsPage = pageOf(params.get('sessions_page'));
  const filter = params.get('filter');
  const range: DashboardTimeRange = (DASHBOARD_TIME_RANGES as readonly string[]).includes(filter ?? '')
    ? (filter as DashboardTimeRange)
    : 'week';
  const metrics = useQuery(tutorMetricsQuery);
  const students = useQuery({ ...sessionListQuery({ type: 'tutor', page, name }), placeholderData: keepPreviousData });
  const href = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `?${next.toString()}`;
  };
  const selected = students.data?.data.find((r) => r.user.id === studentId) ?? null;

  return (
    <>
      <PageHeader
        title={t('sessions.tutor.heading')}
        subtitle={t('sessions.tutor.subtitle')}
        actions={
          can(s.user.type, 'sessions:export') && <ExportSessionsButton filters={{ type: 'tutor', name: name || undefined }} />
        }
      />
      <div className="flex flex-col gap-6">
        <section aria-labelledby="metrics-heading" className="flex flex-col gap-4">
          <h2 id="metrics-heading" className="sr-only">
            {t('sessions.tutor.weeklyHours')}
          </h2>
          {metrics.isPending ? (
            <Spinner className="size-6" label={t('sessions.dashboard.loading')} />
          ) : metrics.isError ? (
            <div className="flex flex-col items-start gap-3">
              <Alert>{t('sessions.tutor.metricsError')}</Alert>
              <Button variant="secondary" onClick={() => void metrics.refetch()}>
                {t('sessions.dashboard.retry')}
              </Button>
            </div>
          ) : (
            <>
              <TutorMetricCards metrics={metrics.data} />
              {can(s.user.type, 'tutor-settings:update') && (
                <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
                  <WeeklyHoursForm key={metrics.data.tutor.weekly_hours} current={metrics.data.tutor.weekly_hours} />
                </div>
              )}
            </>
          )}
        </section>

        <section aria-labelledby="students-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="students-heading" className="text-lg font-semibold text-slate-900">
              {t('sessions.tutor.students')}
            </h2>
            <SearchBox
              id="tutor-students-search"
              label={t('sessions.tutor.search')}
              placeholder={t('sessions.tutor.searchPlaceholder')}
              value={name}
              onSearch={(v) =>
                setParams((p) => {
                  const next = new URLSearchParams(p);
                  if (v) next.set('name', v);
                  else next.delete('name');
                  next.delete('page');
                  return next;
                })
              }
            />
          </div>
          {students.isPending ? (
            <Spinner className="size-6" label={t('sessions.dashboard.loading')} />
          ) : students.isError ? (
            <Alert>{t('sessions.tutor.sessionError')}</Alert>
          ) : students.data.data.length === 0 ? (
            <EmptyState icon={<Users className="size-7" aria-hidden />} title={t('sessions.tutor.students')}>
              {name ? t('sessions.tutor.studentsEmptySearch') : t('sessions.tutor.studentsEmpty')}
            </EmptyState>
          ) : (
            <>
              <StudentsTable
                rows={students.data.data}
                selectedId={studentId}
                hrefFor={(id) => href({ student: String(id), sessions_page: null })}
              />
              <Pagination meta={students.data.meta} hrefFor={(p) => href({ page: String(p) })} />
            </>
          )}
        </section>

        {studentId !== null && (
          <StudentChart
            studentId={studentId}
            range={range}
            onRange={(r) =>
              setParams(
                (p) => {
                  const next = new URLSearchParams(p);
                  if (r === 'week') next.delete('filter');
                  else next.set('filter', r);
                  return next;
                },
                { preventScrollReset: true },
              )
            }
          />
        )}

        <StudentSessions
          studentId={studentId}
          name={selected?.user.name ?? null}
          page={sessionsPage}
          hrefFor={(p) => href({ sessions_page: String(p) })}
        />
      </div>
    </>
  );
}

function StudentsTable({
  rows,
  selectedId,
  hrefFor,
}: {
  rows: SessionData[];
  selectedId: number | null;
  hrefFor: (id: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('sessions.tutor.students')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('sessions.ranking.student')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('sessions.ranking.total')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
              {t('sessions.ranking.week')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
              {t('sessions.cards.streak')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium lg:table-cell">
              {t('sessions.tutor.lastAccess')}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t('sessions.tutor.sessions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const current = r.user.id === selectedId;
            return (
              <tr key={r.user.id} className={cx('border-b border-slate-100', current && 'bg-primary-50')}>
                <th scope="row" className="py-2 pr-3 font-semibold text-slate-900">
                  {r.user.name}
                  <span className="block text-xs font-normal text-slate-600">
                    {t('sessions.cards.rankValue', { rank: String(r.student_rank) })}
                  </span>
                </th>
                <td className="py-2 pr-3 tabular-nums">{formatStudyTime(r.total_time)}</td>
                <td className="hidden py-2 pr-3 tabular-nums sm:table-cell">{formatStudyTime(r.current_week)}</td>
                <td className="hidden py-2 pr-3 tabular-nums md:table-cell">
                  {t('sessions.cards.streakValue', { count: r.consecutive_access_days })}
                </td>
                <td className="hidden py-2 pr-3 lg:table-cell">
                  {r.last_access_at ? formatDateTime(r.last_access_at) : t('sessions.tutor.never')}
                </td>
                <td className="py-2 text-right">
                  <Link
                    to={hrefFor(r.user.id)}
                    preventScrollReset
                    aria-current={current ? 'true' : undefined}
                    aria-label={t('sessions.tutor.viewSessions', { name: r.user.name })}
                    className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-slate-900"
                  >
                    <History className="size-4" aria-hidden />
                    <span className="ml-1 hidden sm:inline">{t('sessions.tutor.sessions')}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The chosen student's study time over the range (their dashboard's chart: GET /sessions/{id}/dashboard). */
function StudentChart({
  studentId,
  range,
  onRange,
}: {
  studentId: number;
  range: DashboardTimeRange;
  onRange: (r: DashboardTimeRange) => void;
}) {
  const { t } = useTranslation();
  // The previous range's chart stays while another range loads; never another student's.
  const dashboard = useQuery({
    ...dashboardQuery(studentId, range),
    placeholderData: (previous, query) => (query?.queryKey[2] === studentId ? previous : undefined),
  });
  if (dashboard.isPending) return <Spinner className="size-6" label={t('sessions.chart.loading')} />;
  if (dashboard.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert>{t('sessions.dashboard.error')}</Alert>
        <Button variant="secondary" onClick={() => void dashboard.refetch()}>
          {t('sessions.dashboard.retry')}
        </Button>
      </div>
    );
  return (
    <StudyTimeFigure
      points={dashboard.data.chart.points}
      range={range}
      onRange={onRange}
      busy={dashboard.isPlaceholderData}
      heading={t('sessions.tutor.chartOf', { name: dashboard.data.user.name })}
      emptyText={t('sessions.tutor.chartEmpty')}
    />
  );
}

function StudentSessions({
  studentId,
  name,
  page,
  hrefFor,
}: {
  studentId: number | null;
  name: string | null;
  page: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  const sessions = useQuery({
    ...userSessionsQuery(studentId ?? 0, page),
    enabled: studentId !== null,
    placeholderData: keepPreviousData,
  });
  const title = sessions.data ? t('sessions.tutor.sessionsOf', { name: sessions.data.session_data.user.name }) : name;
  return (
    <section
      aria-labelledby="sessions-heading"
      aria-live="polite"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="sessions-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {studentId !== null && title ? title : t('sessions.tutor.sessions')}
      </h2>
      {studentId === null ? (
        <p className="text-slate-600">{t('sessions.tutor.sessionsPick')}</p>
      ) : sessions.isPending ? (
        <Spinner className="size-6" label={t('sessions.dashboard.loading')} />
      ) : sessions.isError ? (
        <Alert>{t('sessions.tutor.sessionError')}</Alert>
      ) : sessions.data.data.length === 0 ? (
        <p className="text-slate-600">{t('sessions.tutor.sessionsEmpty')}</p>
      ) : (
        <>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('sessions.tutor.startedAt')}
                </th>
                <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                  {t('sessions.tutor.endedAt')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('sessions.tutor.duration')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.data.map((row) => (
                <tr key={row.id} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                    {formatDateTime(row.started_at)}
                  </th>
                  <td className="hidden py-2 pr-3 sm:table-cell">{formatDateTime(row.ended_at)}</td>
                  <td className="py-2 tabular-nums">{formatStudyTime(row.seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination meta={sessions.data.meta} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}
