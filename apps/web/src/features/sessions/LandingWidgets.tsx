import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { queryClient } from '../../app/query-client.ts';
import { session, useRequiredSession } from '../../lib/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { dashboardQuery, tutorMetricsQuery } from './api.ts';
import { BadgesPanel, SessionDataCards, TutorMetricCards } from './session-blocks.tsx';

/** How many badges the landing shows; the rest are on the profile. */
const LANDING_BADGES = 4;

const linkClass =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/**
 * Starts the widgets' request with the landing's loader (in parallel with the disciplines, never
 * awaited: a failure is the widget's own error state, not a failed landing).
 */
export function prefetchLandingWidgets(): Promise<void> | null {
  const user = session.get()?.user;
  if (!user) return null;
  if (can(user.type, 'sessions:record')) return queryClient.prefetchQuery(dashboardQuery(user.id, 'week'));
  if (can(user.type, 'tutors:metrics')) return queryClient.prefetchQuery(tutorMetricsQuery);
  return null;
}

/**
 * The My Disciplines landing's widgets (000 §3): a learner's session data and badges (GET
 * /sessions/{id}/dashboard, the week's range), every other role's tutor metrics (GET
 * /tutors/metrics). The same blocks as the dashboards (session-blocks.tsx), each with a link to
 * the full dashboard. By the policy, not role names: whoever records study time sees their own;
 * whoever has tutor metrics sees them; a role with neither sees nothing.
 */
export function LandingWidgets() {
  const { user } = useRequiredSession();
  if (can(user.type, 'sessions:record')) return <StudentWidgets userId={user.id} />;
  if (can(user.type, 'tutors:metrics')) return <TutorWidgets canOpenDashboard={can(user.type, 'sessions:see-students')} />;
  return null;
}

function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert>{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('sessions.dashboard.retry')}
      </Button>
    </div>
  );
}

function StudentWidgets({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dashboard = useQuery(dashboardQuery(userId, 'week'));
  return (
    <section aria-labelledby="landing-progress" className="mb-6 flex flex-col gap-4" aria-busy={dashboard.isPending || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="landing-progress" className="text-lg font-semibold text-slate-900">
          {t('sessions.landing.studentHeading')}
        </h2>
        <Link to="/dashboard" className={linkClass}>
          {t('sessions.landing.openDashboard')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {dashboard.isPending ? (
        <Spinner className="size-6" label={t('sessions.dashboard.loading')} />
      ) : dashboard.isError ? (
        <Retry message={t('sessions.dashboard.error')} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <SessionDataCards data={dashboard.data} />
          <BadgesPanel
            badges={dashboard.data.badges}
            limit={LANDING_BADGES}
            compact
            action={
              dashboard.data.badges.length > LANDING_BADGES && (
                <Link to={`/profile/${userId}`} className={linkClass}>
                  {t('sessions.landing.allBadges')}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              )
            }
          />
        </>
      )}
    </section>
  );
}

function TutorWidgets({ canOpenDashboard }: { canOpenDashboard: boolean }) {
  const { t } = useTranslation();
  const metrics = useQuery(tutorMetricsQuery);
  return (
    <section aria-labelledby="landing-metrics" className="mb-6 flex flex-col gap-4" aria-busy={metrics.isPending || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="landing-metrics" className="text-lg font-semibold text-slate-900">
          {t('sessions.landing.tutorHeading')}
        </h2>
        {canOpenDashboard && (
          <Link to="/tutor/dashboard" className={linkClass}>
            {t('sessions.landing.openTutorDashboard')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      {metrics.isPending ? (
        <Spinner className="size-6" label={t('sessions.dashboard.loading')} />
      ) : metrics.isError ? (
        <Retry message={t('sessions.tutor.metricsError')} onRetry={() => void metrics.refetch()} />
      ) : (
        <TutorMetricCards metrics={metrics.data} />
      )}
    </section>
  );
}
