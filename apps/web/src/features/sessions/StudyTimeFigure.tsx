import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTimeRange, StudyTimePoint } from '@trilha/shared/sessions';
import { DASHBOARD_TIME_RANGES } from '@trilha/shared/sessions';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { formatBucket, formatStudyTime } from './format.ts';

// recharts is loaded when a chart is first drawn, never with the sign-in page or the shell.
const StudyTimeChart = lazy(() => import('./StudyTimeChart.tsx'));

/**
 * The study-time chart with what makes it readable without seeing it: a text summary (the
 * figure's caption), the range picker as a labelled button group, and the same numbers as a table.
 */
export function StudyTimeFigure({
  points,
  range,
  onRange,
  busy,
}: {
  points: StudyTimePoint[];
  range: DashboardTimeRange;
  onRange: (r: DashboardTimeRange) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const unit = range === 'year' ? 'month' : 'day';
  const total = points.reduce((s, p) => s + p.seconds, 0);
  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" aria-busy={busy || undefined}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{t('sessions.chart.heading')}</h2>
        <div role="group" aria-label={t('sessions.chart.range')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {DASHBOARD_TIME_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={r === range}
              onClick={() => onRange(r)}
              className={cx(
                'min-h-9 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900',
                r === range ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {t(`sessions.chart.ranges.${r}`)}
            </button>
          ))}
        </div>
      </div>
      <figcaption className="mb-3 text-sm text-slate-700" aria-live="polite">
        {total === 0
          ? t('sessions.chart.empty')
          : t('sessions.chart.summary', {
              unit: t(unit === 'day' ? 'sessions.chart.unitDay' : 'sessions.chart.unitMonth'),
              range: t(`sessions.chart.ranges.${range}`).toLowerCase(),
              total: formatStudyTime(total),
            })}
      </figcaption>
      <Suspense
        fallback={
          <div className="grid h-64 place-items-center" role="status">
            <Spinner className="size-6" />
            <span className="sr-only">{t('sessions.chart.loading')}</span>
          </div>
        }
      >
        <StudyTimeChart points={points} unit={unit} />
      </Suspense>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-slate-800 underline-offset-2 hover:underline">
          {t('sessions.chart.table')}
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{t('sessions.chart.heading')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1.5 pr-4 font-medium">
                {t('sessions.chart.date')}
              </th>
              <th scope="col" className="py-1.5 font-medium">
                {t('sessions.chart.time')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-4 font-normal text-slate-800">
                  {formatBucket(p.date, unit)}
                </th>
                <td className="py-1.5 tabular-nums text-slate-900">{formatStudyTime(p.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
