import { useTranslation } from 'react-i18next';
import type { DashboardTimeRange, StudyTimePoint } from '@trilha/shared/sessions';
import { DASHBOARD_TIME_RANGES } from '@trilha/shared/sessions';
import { ChartFigure } from '../../ui/charts/ChartFigure.tsx';
import { cx } from '../../ui/cx.ts';
import { formatTimeTick, timeTicks } from '../../ui/charts/time-ticks.ts';
import { formatBucket, formatStudyTime } from './format.ts';

/**
 * The study-time chart of the dashboards (ui/charts/ChartFigure: summary, lazy bars, table), with
 * its range picker as a labelled group of `aria-pressed` buttons.
 */
export function StudyTimeFigure({
  points,
  range,
  onRange,
  busy,
  heading,
  emptyText,
  headingLevel,
}: {
  points: StudyTimePoint[];
  range: DashboardTimeRange;
  onRange: (r: DashboardTimeRange) => void;
  busy?: boolean;
  /** Another heading and empty text (the Tutor DashBoard's chosen student); the learner's own by default. */
  heading?: string;
  emptyText?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const unit = range === 'year' ? 'month' : 'day';
  const total = points.reduce((s, p) => s + p.seconds, 0);
  return (
    <ChartFigure
      heading={heading ?? t('sessions.chart.heading')}
      headingLevel={headingLevel}
      busy={busy}
      actions={
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
      }
      summary={
        total === 0
          ? (emptyText ?? t('sessions.chart.empty'))
          : t('sessions.chart.summary', {
              unit: t(unit === 'day' ? 'sessions.chart.unitDay' : 'sessions.chart.unitMonth'),
              range: t(`sessions.chart.ranges.${range}`).toLowerCase(),
              total: formatStudyTime(total),
            })
      }
      data={points.map((p) => ({
        key: p.date,
        label: formatBucket(p.date, unit),
        value: p.seconds,
        text: formatStudyTime(p.seconds),
      }))}
      ticks={timeTicks(Math.max(0, ...points.map((p) => p.seconds)))}
      axisTick={formatTimeTick}
      texts={{
        loading: t('sessions.chart.loading'),
        table: t('sessions.chart.table'),
        labelColumn: t('sessions.chart.date'),
        valueColumn: t('sessions.chart.time'),
        series: t('sessions.chart.series'),
      }}
    />
  );
}
