import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Award, Trophy } from 'lucide-react';
import type { DashboardBadge, SessionData, TutorMetrics } from '@trilha/shared/sessions';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { formatDate, formatStudyTime } from './format.ts';
import { StatCards } from './StatCards.tsx';

// Blocks drawn both on the dashboards and on the My Disciplines landing (000 §3 "for a student
// badges and session data, otherwise tutor metrics"): one component each, so both show the same.

/** A learner's session data: rank, total time (since when), this week, consecutive days. */
export function SessionDataCards({ data }: { data: SessionData }) {
  const { t } = useTranslation();
  return (
    <StatCards
      items={[
        {
          key: 'rank',
          label: t('sessions.cards.rank'),
          value: t('sessions.cards.rankValue', { rank: String(data.student_rank) }),
        },
        {
          key: 'total',
          label: t('sessions.cards.total'),
          value: formatStudyTime(data.total_time),
          hint: t('sessions.cards.since', { date: formatDate(data.studying_since) }),
        },
        { key: 'week', label: t('sessions.cards.week'), value: formatStudyTime(data.current_week) },
        {
          key: 'streak',
          label: t('sessions.cards.streak'),
          value: t('sessions.cards.streakValue', { count: data.consecutive_access_days }),
        },
      ]}
    />
  );
}

/** The tutor metrics: weekly hours, students, active this week, their study time this week. */
export function TutorMetricCards({ metrics }: { metrics: TutorMetrics }) {
  const { t } = useTranslation();
  return (
    <StatCards
      items={[
        {
          key: 'weekly',
          label: t('sessions.tutor.weeklyHours'),
          value: t('sessions.tutor.weeklyHoursValue', { count: metrics.tutor.weekly_hours }),
        },
        { key: 'students', label: t('sessions.tutor.studentsCount'), value: metrics.students_count },
        { key: 'active', label: t('sessions.tutor.activeWeek'), value: metrics.active_students_week },
        { key: 'week', label: t('sessions.tutor.studentsWeek'), value: formatStudyTime(metrics.students_week_seconds) },
      ]}
    />
  );
}

/**
 * A learner's badges (the session data's `badges`), newest first, or the empty state. `compact`
 * (the landing): the latest few as picture and name, so the disciplines stay near the top.
 */
export function BadgesPanel({
  badges,
  limit,
  action,
  compact,
}: {
  badges: DashboardBadge[];
  limit?: number;
  action?: ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const shown = limit === undefined ? badges : badges.slice(0, limit);
  return (
    <section aria-labelledby="badges-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="badges-heading" className="text-lg font-semibold text-slate-900">
          {t('sessions.badges.heading')}
        </h2>
        {action}
      </div>
      {badges.length === 0 ? (
        <EmptyState icon={<Award className="size-7" aria-hidden />} title={t('sessions.badges.heading')}>
          {t('sessions.badges.empty')}
        </EmptyState>
      ) : compact ? (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {shown.map((b) => (
            <li key={b.id} className="flex min-w-0 items-center gap-2 rounded-lg bg-slate-50 p-2">
              {b.image ? (
                <img src={b.image} alt="" className="size-9 shrink-0 rounded-full object-cover" />
              ) : (
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
                  <Trophy className="size-5" aria-hidden />
                </span>
              )}
              <span className="min-w-0 text-sm font-semibold text-slate-900" title={b.description}>
                {b.name}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {shown.map((b) => (
            <li key={b.id} className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
              {b.image ? (
                <img src={b.image} alt="" className="size-12 shrink-0 rounded-full object-cover" />
              ) : (
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
                  <Trophy className="size-6" aria-hidden />
                </span>
              )}
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{b.name}</p>
                <p className="text-sm text-slate-700">{b.description}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {t('sessions.badges.awardedAt', { date: formatDate(b.awarded_at) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
