import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Socket } from 'socket.io-client';
import { useTranslation } from 'react-i18next';
import { UI, can } from '@trilha/shared';
import { badgePayloadSchema, channels, EVENTS, pointsPayloadSchema, SUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import { config } from '../lib/config.ts';
import { formatNumber } from '../lib/format.ts';
import { session, useSession } from '../lib/session.ts';
import { withSonner } from '../lib/toast.ts';
import { BadgeToast } from './BadgeToast.tsx';

/**
 * The main realtime connection once signed in: the user channel, and for those who earn badges the
 * achievements channel. socket.io reconnects by itself; every (re)connect subscribes again. The
 * socket.io client is loaded only then, so the sign-in page does not carry it.
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
    const showBadge = (badge: { name: string; description: string; image: string | null }) =>
      withSonner(({ toast }) =>
        toast.custom(
          (id) => (
            <BadgeToast
              badge={badge}
              onOpen={() => {
                toast.dismiss(id);
                void navigate(`/profile/${userId}`);
              }}
            />
          ),
          { duration: UI.badgeToastMs },
        ),
      );

    let socket: Socket | undefined;
    let closed = false;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const sock = io(`${config().realtimeUrl}/main`, {
        auth: { token },
        transports: ['websocket'],
        reconnection: true,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 10_000,
      });
      socket = sock;
      const wanted = [channels.user(userId), ...(earnsBadges ? [channels.achievements(userId)] : [])];
      sock.on('connect', () => {
        for (const channel of wanted)
          sock.emit(SUBSCRIBE, { channel }, (ack: SubscribeAck) => {
            if (!ack?.ok) {
              console.error(`Realtime subscription to ${channel} refused`, ack);
              if (channel.startsWith('achievements.')) withSonner(({ toast }) => toast.error(t('realtime.achievementsError')));
            }
          });
      });
      sock.on(EVENTS.pointsAdded, (msg: { data?: unknown }) => {
        const p = pointsPayloadSchema.safeParse(msg?.data);
        if (!p.success) return;
        if (p.data.total !== undefined) session.updateUser({ points: p.data.total });
        // The badge toast ('Nova conquista desbloqueada!') is for a badge only. A points gain
        // without one is a plain toast with the amount: it is not an achievement.
        if (p.data.badge) showBadge(p.data.badge);
        else
          withSonner(({ toast }) =>
            toast.success(t('badge.points', { count: p.data.points }), {
              description: p.data.total !== undefined ? t('badge.pointsBody', { total: formatNumber(p.data.total) }) : undefined,
            }),
          );
      });
      sock.on(EVENTS.badgeAdded, (msg: { data?: unknown }) => {
        const b = badgePayloadSchema.safeParse(msg?.data);
        if (b.success) showBadge(b.data.badge);
      });
    });
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, [token, userId, earnsBadges, navigate, t]);
}
