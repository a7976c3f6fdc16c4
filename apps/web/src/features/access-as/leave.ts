import type { NavigateFunction } from 'react-router';
import { queryClient } from '../../app/query-client.ts';
import { session } from '../../lib/session.ts';
import { endAccessAsToken } from './api.ts';
import { exitTarget } from './access-as.ts';

/**
 * 000 §4: leaving to Login, Forgot Password or Access As resets impersonated-user data. The
 * opened account's token is revoked (its sockets close) and the impersonator is themselves again:
 * the target's token is never kept as anyone's own, and none of the target's data stays cached.
 */
export async function leaveAccessAs(): Promise<void> {
  const s = session.get();
  if (!s?.impersonator) return;
  session.restoreImpersonator();
  queryClient.removeQueries();
  await endAccessAsToken(s.token);
}

/** Signed out: drops the session and every cached answer, then goes to `url` (a path or an http(s) page). */
export async function signedOutTo(url: string, navigate: NavigateFunction): Promise<void> {
  session.clear();
  const target = exitTarget(url);
  if ('href' in target) window.location.assign(target.href);
  else await navigate(target.path, { replace: true });
  // Dropped once the screens that read them are gone: dropped before, a screen still mounted
  // fetched its answer again without a session (GET /disciplines → 401 in the console; issue 29).
  queryClient.removeQueries();
}
