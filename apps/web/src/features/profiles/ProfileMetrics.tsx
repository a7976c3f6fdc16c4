import { useTranslation } from 'react-i18next';
import { can } from '@trilha/shared/kernel';
import type { Profile } from '@trilha/shared/profiles';
import { ChartFigure } from '../../ui/charts/ChartFigure.tsx';
import { formatNumber } from '../../lib/format.ts';

type Week = NonNullable<Profile['metrics']>['hours_metrics'][number];

/** "2026-11-23" (a Monday of the company's calendar) → "23/11". */
const weekLabel = (weekStart: string) => `${weekStart.slice(8, 10)}/${weekStart.slice(5, 7)}`;

/**
 * The profile's hours and points metrics (GET /users/{id}/profile include=sessions: the last 8
 * weeks of the company's calendar), drawn as two bar charts (ui/charts/ChartFigure: recharts lazy,
 * a text summary, the table fallback). A learner's only (by the policy: who records study time
 * and earns points); staff pings record no study time, so their charts would only ever be empty.
 */
export function ProfileMetrics({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const metrics = profile.metrics;
  if (!metrics || !can(profile.type, 'sessions:record')) return null;
  const count = metrics.hours_metrics.length;
  const hours = (w: Week) => t('profile.hours', { value: formatNumber(w.value) });
  const points = (w: Week) => t('profile.metrics.pointsValue', { value: formatNumber(w.value) });
  const sum = (ws: Week[]) => Math.round(ws.reduce((s, w) => s + w.value, 0) * 100) / 100;
  const totalHours = sum(metrics.hours_metrics);
  const totalPoints = sum(metrics.points_metrics);
  const common = {
    headingLevel: 'h3' as const,
    texts: {
      loading: t('profile.metrics.loading'),
      table: t('profile.metrics.table'),
      labelColumn: t('profile.metrics.week'),
    },
  };
  return (
    <section aria-labelledby="profile-metrics" className="space-y-4">
      <h2 id="profile-metrics" className="text-lg font-semibold text-slate-900">
        {t('profile.metrics.heading', { count })}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          {...common}
          heading={t('profile.metrics.hours')}
          summary={
            totalHours === 0
              ? t('profile.metrics.hoursEmpty', { count })
              : t('profile.metrics.hoursSummary', { count, total: t('profile.hours', { value: formatNumber(totalHours) }) })
          }
          data={metrics.hours_metrics.map((w) => ({
            key: w.week_start,
            label: weekLabel(w.week_start),
            value: w.value,
            text: hours(w),
          }))}
          axisTick={(h) => `${formatNumber(h)} h`}
          texts={{ ...common.texts, valueColumn: t('profile.metrics.hours'), series: t('profile.metrics.hoursSeries') }}
        />
        <ChartFigure
          {...common}
          heading={t('profile.metrics.points')}
          summary={
            totalPoints === 0
              ? t('profile.metrics.pointsEmpty', { count })
              : t('profile.metrics.pointsSummary', { count, total: formatNumber(totalPoints) })
          }
          data={metrics.points_metrics.map((w) => ({
            key: w.week_start,
            label: weekLabel(w.week_start),
            value: w.value,
            text: points(w),
          }))}
          axisTick={(p) => formatNumber(p)}
          texts={{ ...common.texts, valueColumn: t('profile.metrics.points'), series: t('profile.metrics.pointsSeries') }}
        />
      </div>
    </section>
  );
}
