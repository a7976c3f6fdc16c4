import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { flushQueuedToast, useToasterWanted } from '../lib/toast.ts';
import { useTenantIfLoaded } from './tenant.ts';
import { NavigationProgress } from '../shell/NavigationProgress.tsx';
import { useSessionTimers } from '../shell/use-session-timers.ts';
import { useSession } from '../lib/session.ts';
import type { RouteHandle } from './routes.tsx';
import { usePageTitleOverride } from '../lib/page-title.ts';

const PageToaster = lazy(() => import('../ui/PageToaster.tsx'));
// Live notices (points, badges, an evaluated task) with the live client: loaded once signed in.
const LiveNotices = lazy(() => import('../shell/LiveNotices.tsx'));

/** Above every route: skip link, loading bar, toasts, page titles, focus, session timers, realtime. */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const tenant = useTenantIfLoaded();
  const toaster = useToasterWanted();
  const signedIn = useSession() !== null;
  useSessionTimers();

  const titleKey = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  const titleOverride = usePageTitleOverride();
  useEffect(() => {
    const page = titleOverride ?? (titleKey ? t(titleKey) : null);
    const site = tenant?.name ?? t('app.name');
    document.title = page ? `${page} | ${site}` : site;
  }, [titleKey, titleOverride, tenant?.name, t]);

  // A toast queued for the next route shows once that route has rendered.
  useEffect(() => {
    flushQueuedToast();
  }, [location.key]);

  // After the person moves to another screen, focus goes to its main region so reading starts
  // there. Redirects before any interaction (/ → /login on arrival) leave focus alone.
  const interacted = useRef(false);
  useEffect(() => {
    const mark = () => (interacted.current = true);
    window.addEventListener('pointerdown', mark, { capture: true, once: true });
    window.addEventListener('keydown', mark, { capture: true, once: true });
    return () => {
      window.removeEventListener('pointerdown', mark, { capture: true });
      window.removeEventListener('keydown', mark, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (!interacted.current) return;
    document.getElementById('main-content')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-lg bg-primary-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      {signedIn && (
        <Suspense fallback={null}>
          <LiveNotices />
        </Suspense>
      )}
      {toaster && (
        <Suspense fallback={null}>
          <PageToaster />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <div className="flex flex-col items-center gap-3 text-slate-600">
        <span className="size-10 animate-spin rounded-full border-4 border-primary-200 border-t-primary-600" aria-hidden />
        <span>{t('app.loading')}</span>
      </div>
    </div>
  );
}
