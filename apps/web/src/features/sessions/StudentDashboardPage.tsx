import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_TIME_RANGES, type DashboardTimeRange, type SessionData } from '@trilha/shared/sessions';
import { useRequiredSession } from '../../lib/session.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { dashboardQuery, sessionListQuery } from './api.ts';
import { formatStudyTime } from './format.ts';
import { BadgesPanel, SessionDataCards } from './session-blocks.tsx';
import { StudyTimeFigure } from './StudyTimeFigure.tsx';

const rangeOf = (v: string | null): DashboardTimeRange =>
  (DASHBOARD_TIME_RANGES as readonly string[]).includes(v ?? '') ? (v as DashboardTimeRange) : 'week';
const pageOf = (v: string | null) => Math.max(1, Number.parseInt(v ?? '1', 10) || 1);

/**
 * Student DashBoard (/dashboard, 001 §2): the learner's session data (rank, total, this week,
 * consecutive days), the study-time chart, their badges and the students rank. The range and the
 * rank page live in the URL (?filter=, ?page=).
 */
export function StudentDashboardPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params.get('filter'));
  const page = pageOf(params.get('page'));
  const dashboard = useQuery({ ...dashboardQuery(s.user.id, range), placeholderData: keepPreviousData });
  const ranking = useQuery({ ...sessionListQuery({ type: 'student', page }), placeholderData: keepPreviousData });
  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHeader title={t('sessions.dashboard.heading')} subtitle={t('sessions.dashboard.subtitle')} />
      {dashboard.isPending ? (
        <div className="grid place-items-center py-20">
          <Spinner className="size-8" label={t('sessions.dashboard.loading')} />
        </div>
      ) : dashboard.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert>{t('sessions.dashboard.error')}</Alert>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            {t('sessions.dashboard.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <SessionDataCards data={dashboard.data} />
          <StudyTimeFigure
            points={dashboard.data.chart.points}
            range={range}
            busy={dashboard.isFetching}
            onRange={(r) => setParam('filter', r === 'week' ? null : r)}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <BadgesPanel badges={dashboard.data.badges} />
            <section aria-labelledby="ranking-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <h2 id="ranking-heading" className="mb-3 text-lg font-semibold text-slate-900">
                {t('sessions.ranking.heading')}
              </h2>
              {ranking.isPending ? (
                <Spinner className="size-6" label={t('sessions.dashboard.loading')} />
              ) : ranking.isError ? (
                <Alert>{t('sessions.tutor.sessionError')}</Alert>
              ) : ranking.data.data.length === 0 ? (
                <p className="text-slate-600">{t('sessions.ranking.empty')}</p>
              ) : (
                <>
                  <Ranking rows={ranking.data.data} me={s.user.id} />
                  <Pagination
                    meta={ranking.data.meta}
                    hrefFor={(p) => {
                      const next = new URLSearchParams(params);
                      next.set('page', String(p));
                      return `?${next.toString()}`;
                    }}
                  />
                </>
              )}
            </section>
          </div>
        </div>
      )}
    </>
  );
}

function Ranking({ rows, me }: { rows: SessionData[]; me: number }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('sessions.ranking.heading')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('sessions.ranking.position')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('sessions.ranking.student')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('sessions.ranking.total')}
          </th>
          <th scope="col" className="hidden py-2 font-medium sm:table-cell">
            {t('sessions.ranking.week')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const mine = r.user.id === me;
          return (
            <tr key={r.user.id} className={cx('border-b border-slate-100', mine && 'bg-primary-50 font-semibold')}>
              <td className="py-2 pr-3 tabular-nums">{t('sessions.ranking.rank', { rank: String(r.student_rank) })}</td>
              <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                <span className={cx(mine && 'font-semibold')}>{r.user.name}</span>{' '}
                {mine && <span>{t('sessions.ranking.you')}</span>}
              </th>
              <td className="py-2 pr-3 tabular-nums">{formatStudyTime(r.total_time)}</td>
              <td className="hidden py-2 tabular-nums sm:table-cell">{formatStudyTime(r.current_week)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
