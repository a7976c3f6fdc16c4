import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { landingPath } from '@trilha/shared/kernel';
import { config } from '../../lib/config.ts';
import { session } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { accessAsErrorMessage, accessAsExit, accessAsSignOutDestination } from './access-as.ts';
import { endAccessAsToken, endBothSessions, loginAs } from './api.ts';
import { leaveAccessAs, signedOutTo } from './leave.ts';

/**
 * Changes who is signed in without serving one person's cached data to the other: unobserved
 * queries go first, the screen on display keeps its data until the next one has loaded, then it
 * goes too. When the next screen is the same route, its queries load again with the new token.
 */
async function switchIdentity(qc: QueryClient, apply: () => void, go: () => Promise<void>, samePath: boolean) {
  const cache = qc.getQueryCache();
  const onScreen = cache.findAll({ predicate: (q) => q.getObserversCount() > 0 });
  qc.removeQueries({ predicate: (q) => q.getObserversCount() === 0 });
  apply();
  if (samePath) {
    await qc.invalidateQueries();
    await go();
    return;
  }
  await go();
  for (const q of onScreen) if (q.getObserversCount() === 0) cache.remove(q);
}

/**
 * "Acessar como" on a users list row: 403 and other failures are the spec's toasts (000 §8).
 * Already viewing as someone, leaving to Access As first ends that (000 §4): the new account is
 * opened from one's own, never from the one being viewed.
 */
export function useStartAccessAs() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: async (userId: number) => {
      const viewing = session.get()?.impersonator !== undefined;
      if (viewing) await leaveAccessAs();
      try {
        return await loginAs(userId);
      } catch (e) {
        // Back in one's own account: its landing page, with its own data.
        if (viewing) await navigate(landingPath(session.get()!.user.type), { replace: true });
        throw e;
      }
    },
    onSuccess: async (r) => {
      const to = landingPath(r.user.type);
      await switchIdentity(
        qc,
        () => session.accessAs(r),
        () => Promise.resolve(navigate(to)),
        to === pathname,
      );
    },
    onError: (e) => notify.error(accessAsErrorMessage(e)),
  });
}

/** The two ways out of the access-as banner's exit modal (001 §4). */
export function useExitAccessAs() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { pathname } = useLocation();

  /**
   * Voltar para o Início: the impersonator's own session again, on their landing page; the opened
   * account's token is revoked. An admin leaves for ACCESS_AS_EXIT_URL instead, both sessions ended.
   */
  const backHome = useCallback(async () => {
    const s = session.get();
    if (!s?.impersonator) return;
    const exit = accessAsExit(s.impersonator.user.type, config().accessAsExitUrl);
    if (exit.kind === 'exit-url') {
      await endBothSessions(s.token);
      await signedOutTo(exit.url, navigate);
      return;
    }
    void endAccessAsToken(s.token);
    await switchIdentity(
      qc,
      () => session.restoreImpersonator(),
      () => Promise.resolve(navigate(exit.to, { replace: true })),
      exit.to === pathname,
    );
  }, [navigate, qc, pathname]);

  /** Voltar para o Login: both sessions end (the server revokes both tokens); an admin goes to ACCESS_AS_EXIT_URL. */
  const backToLogin = useCallback(async () => {
    const s = session.get();
    if (!s?.impersonator) return signedOutTo('/login', navigate);
    await endBothSessions(s.token);
    await signedOutTo(accessAsSignOutDestination(s.impersonator.user.type, config().accessAsExitUrl), navigate);
  }, [navigate]);

  return { backHome, backToLogin };
}
