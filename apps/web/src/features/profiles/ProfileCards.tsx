import { can } from '@trilha/shared/kernel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, CalendarClock, Clock, Flame, Star, Trophy, Users } from 'lucide-react';
import type { Profile } from '@trilha/shared/profiles';
import { formatNumber } from '../../lib/format.ts';

function Card({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    // A <dl>'s group holds only <dt> and <dd> (issue 29, axe "definition-list"): the icon sits in the
    // term, placed beside both by absolute positioning.
    <div className="relative flex min-h-19 min-w-0 flex-col justify-center rounded-2xl bg-white p-4 pl-18 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">
        <span className="absolute left-4 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-xl bg-secondary-100 text-secondary-800">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

const hoursOf = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

/**
 * The profile's cards (001 §2): a student's XP, study hours, achievements and consecutive days; a
 * tutor's or teacher's total hours, students, weekly hours and disciplines. Other roles have none.
 */
export function ProfileCards({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const seconds = profile.session?.total_seconds ?? 0;
  const hours = t('profile.hours', { value: formatNumber(hoursOf(seconds)) });
  const icon = 'size-5';
  let cards: { key: string; icon: ReactNode; label: string; value: string }[] = [];
  // Cards by what the role does (the policy, not role names): a learner earns badges and records
  // study time; a tutor or teacher sees their students and keeps weekly hours.
  if (can(profile.type, 'sessions:record'))
    cards = [
      {
        key: 'xp',
        icon: <Star className={icon} aria-hidden />,
        label: t('profile.cards.xp'),
        value: formatNumber(profile.points),
      },
      { key: 'hours', icon: <Clock className={icon} aria-hidden />, label: t('profile.cards.studyHours'), value: hours },
      {
        key: 'achievements',
        icon: <Trophy className={icon} aria-hidden />,
        label: t('profile.cards.achievements'),
        value: formatNumber(profile.achievements_count),
      },
      {
        key: 'days',
        icon: <Flame className={icon} aria-hidden />,
        label: t('profile.cards.consecutiveDays'),
        value: formatNumber(profile.session?.consecutive_days ?? 0),
      },
    ];
  else if (can(profile.type, 'sessions:see-students'))
    cards = [
      { key: 'hours', icon: <Clock className={icon} aria-hidden />, label: t('profile.cards.totalHours'), value: hours },
      {
        key: 'students',
        icon: <Users className={icon} aria-hidden />,
        label: t('profile.cards.students'),
        value: formatNumber(profile.students_count),
      },
      {
        key: 'weekly',
        icon: <CalendarClock className={icon} aria-hidden />,
        label: t('profile.cards.weeklyHours'),
        value:
          profile.weekly_hours === null
            ? t('profile.cards.notSet')
            : t('profile.hours', { value: formatNumber(profile.weekly_hours) }),
      },
      {
        key: 'disciplines',
        icon: <BookOpen className={icon} aria-hidden />,
        label: t('profile.cards.disciplines'),
        value: formatNumber(profile.disciplines_count),
      },
    ];
  if (cards.length === 0) return null;
  return (
    <dl aria-label={t('profile.stats')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((c) => (
        <Card key={c.key} icon={c.icon} label={c.label} value={c.value} />
      ))}
    </dl>
  );
}
