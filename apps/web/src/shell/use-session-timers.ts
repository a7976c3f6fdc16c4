import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session, useSession } from '../lib/session.ts';
import { createInactivityCounter } from '../lib/session/inactivity.ts';
import { createPingScheduler, isLoginRoute, isPublicRoute } from '../lib/session/ping.ts';

const ACTIVITY_EVENTS = ['click', 'keydown', 'touchstart', 'mousemove'] as const;

// RootLayout runs this on the sign-in page too, which loads neither react-query nor zod: the ping
// (its response schema) and the query cache are imported when a signed-in session needs them.
const ping = () => import('../features/auth/api.ts').then((m) => m.ping());
const forgetQueries = () => import('../app/query-client.ts').then((m) => m.queryClient.removeQueries());

/**
 * The session rules of 000 §4, wired to the page:
 * - inactivity: 14400 s, activity resets at ≤ 300 s, at 0 on a non-public route → token removed, Login;
 *   the counter restarts after leaving Login.
 * - ping: every 60 s while signed in and off the login routes; a failure → token removed, Login.
 */
export function useSessionTimers(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const counter = useRef(createInactivityCounter({ now: () => Date.now() }));
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
    const id = setInterval(() => {
      if (counter.current.expired() && !isPublicRoute(where.current)) {
        counter.current.restart();
        toLogin.current();
      }
    }, 1000);
    return () => {
      clearInterval(id);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
    };
  }, []);

  const pingActive = signedIn && !isLoginRoute(pathname);
  useEffect(() => {
    if (!pingActive) return;
    const scheduler = createPingScheduler({ ping, onFailure: () => toLogin.current() });
    scheduler.start();
    return () => scheduler.stop();
  }, [pingActive]);
}
