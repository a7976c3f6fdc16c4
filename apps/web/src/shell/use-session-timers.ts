import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session, useSession } from '../lib/session.ts';
import { createInactivityCounter } from '../lib/session/inactivity.ts';
import { createActivityMeter } from '../lib/session/activity.ts';
import { createPingScheduler, isLoginRoute, isPublicRoute, type PingScheduler } from '../lib/session/ping.ts';
import type { PingBody } from '@trilha/shared/sessions';

const ACTIVITY_EVENTS = ['click', 'keydown', 'touchstart', 'mousemove'] as const;
/**
 * What keeps a page "studying" (docs/sessions.md "What counts"): the inactivity events, plus
 * reading gestures (wheel, scroll) and a playing audio or video (`timeupdate`: media events do not
 * bubble, so they are caught on the way down).
 */
const STUDY_EVENTS = [...ACTIVITY_EVENTS, 'wheel', 'scroll', 'timeupdate'] as const;

// RootLayout runs this on the sign-in page too, which loads neither react-query nor zod: the ping
// (its response schema) and the query cache are imported when a signed-in session needs them.
const ping = (claim: PingBody) => import('../features/auth/api.ts').then((m) => m.ping(claim));
const forgetQueries = () => import('../app/query-client.ts').then((m) => m.queryClient.removeQueries());

/**
 * The session rules of 000 §4, wired to the page:
 * - inactivity: 14400 s, activity resets at ≤ 300 s, at 0 on a non-public route → token removed, Login;
 *   the counter restarts after leaving Login.
 * - ping: every 60 s while signed in and off the login routes; a failure → token removed, Login.
 *   Each ping carries the activity meter's claim (visible page, input within 300 s); a page that
 *   resumes (input or coming back after being idle or hidden) pings at once, opening its session.
 */
export function useSessionTimers(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const counter = useRef(createInactivityCounter({ now: () => Date.now() }));
  const meter = useRef(createActivityMeter({ now: () => Date.now(), visible: document.visibilityState === 'visible' }));
  const scheduler = useRef<PingScheduler | null>(null);
  const where = useRef(pathname);
  where.current = pathname;

  const toLogin = useRef(() => {});
  toLogin.current = () => {
    session.clear();
    void forgetQueries();
    void navigate('/login', { replace: true });
  };

  // Restart after leaving Login (and on first arrival anywhere else).
  const wasOnLogin = useRef<boolean | null>(null);
  useEffect(() => {
    const onLogin = isLoginRoute(pathname);
    if (wasOnLogin.current !== false && !onLogin) counter.current.restart();
    wasOnLogin.current = onLogin;
  }, [pathname]);

  useEffect(() => {
    const onActivity = () => counter.current.activity();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true, capture: true });
    const onStudy = () => {
      if (meter.current.input()) scheduler.current?.beatNow();
    };
    const onVisibility = () => {
      if (meter.current.visibility(document.visibilityState === 'visible')) scheduler.current?.beatNow();
    };
    for (const e of STUDY_EVENTS) window.addEventListener(e, onStudy, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    const id = setInterval(() => {
      if (counter.current.expired() && !isPublicRoute(where.current)) {
        counter.current.restart();
        toLogin.current();
      }
    }, 1000);
    return () => {
      clearInterval(id);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
      for (const e of STUDY_EVENTS) window.removeEventListener(e, onStudy, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const pingActive = signedIn && !isLoginRoute(pathname);
  useEffect(() => {
    if (!pingActive) return;
    const s = createPingScheduler({ ping: () => ping(meter.current.take()), onFailure: () => toLogin.current() });
    scheduler.current = s;
    s.start();
    return () => {
      s.stop();
      scheduler.current = null;
    };
  }, [pingActive]);
}
