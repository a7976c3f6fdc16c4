import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { config } from '../lib/config.ts';
import { session } from '../lib/session.ts';
import { logout } from '../features/auth/api.ts';
import { accessAsSignOutDestination } from '../features/access-as/access-as.ts';
import { signedOutTo } from '../features/access-as/leave.ts';

/**
 * Sair: calls logout (its failure does not keep anyone signed in), then Login. During access-as
 * the server ends both sessions, the impersonator's too, and an admin goes to ACCESS_AS_EXIT_URL.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    const impersonator = session.get()?.impersonator;
    try {
      await logout();
    } catch {
      /* the token is dropped either way */
    }
    const to = impersonator ? accessAsSignOutDestination(impersonator.user.type, config().accessAsExitUrl) : '/login';
    await signedOutTo(to, navigate);
  }, [navigate]);
}
