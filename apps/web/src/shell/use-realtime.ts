import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@trilha/shared/kernel';
import { useSession } from '../lib/session.ts';

/**
 * The main realtime connection once signed in: the user channel, and for those who earn badges the
 * achievements channel. socket.io reconnects by itself; every (re)connect subscribes again. The
 * connection (socket.io, the event schemas, the badge toast: shell/realtime-connection.tsx) is
 * loaded only then, so the sign-in page does not carry it.
 */
export function useRealtime(): void {
  const s = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const token = s?.token;
  const userId = s?.user.id;
  const earnsBadges = s ? can(s.user.type, 'badges:earn') : false;

  useEffect(() => {
    if (!token || userId === undefined) return;
    let disconnect: (() => void) | undefined;
    let closed = false;
    void import('./realtime-connection.tsx').then(({ connectRealtime }) => {
      if (closed) return;
      disconnect = connectRealtime({
        token,
        userId,
        earnsBadges,
        t,
        openProfile: () => void navigate(`/profile/${userId}`),
      });
    });
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [token, userId, earnsBadges, navigate, t]);
}
