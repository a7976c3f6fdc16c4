import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { landingPath } from '@trilha/shared/kernel';
import { session } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { accessAsErrorMessage, accessAsExitLanding } from './access-as.ts';
import { loginAs, revokeToken } from './api.ts';

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

/** "Acessar como" on a users list row: 403 and other failures are the spec's toasts (000 §8). */
export function useStartAccessAs() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: loginAs,
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

/** The two ways out of the access-as banner's exit modal. */
export function useExitAccessAs() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { pathname } = useLocation();

  /** Voltar para o Início: the impersonator's own session again, on their landing page (001 §4). */
  const backHome = useCallback(async () => {
    const s = session.get();
    if (!s?.impersonator) return;
    const to = accessAsExitLanding(s.impersonator.user.type);
    void revokeToken(s.token);
    await switchIdentity(
      qc,
      () => session.restoreImpersonator(),
      () => Promise.resolve(navigate(to, { replace: true })),
      to === pathname,
    );
  }, [navigate, qc, pathname]);

  /** Voltar para o Login: both tokens are revoked and the session ends. */
  const backToLogin = useCallback(async () => {
    const s = session.get();
    if (s) await Promise.all([revokeToken(s.token), s.impersonator ? revokeToken(s.impersonator.token) : undefined]);
    session.clear();
    qc.removeQueries();
    await navigate('/login', { replace: true });
  }, [navigate, qc]);

  return { backHome, backToLogin };
}
