import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { io } from 'socket.io-client';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { UI } from '@trilha/shared';
import { badgePayloadSchema, channels, EVENTS, pointsPayloadSchema, SUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import { config } from '../lib/config.ts';
import { formatNumber } from '../lib/format.ts';
import { session, useSession } from '../lib/session.ts';
import { BadgeToast } from './BadgeToast.tsx';

/**
 * The main realtime connection once signed in: the user channel, and for students the achievements
 * channel. socket.io reconnects by itself; every (re)connect subscribes again.
 */
export function useRealtime(): void {
  const s = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const token = s?.token;
  const userId = s?.user.id;
  const isStudent = s?.user.type === 'student';

  useEffect(() => {
    if (!token || userId === undefined) return;
    const socket = io(`${config().realtimeUrl}/main`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
    });
    const wanted = [channels.user(userId), ...(isStudent ? [channels.achievements(userId)] : [])];
    socket.on('connect', () => {
      for (const channel of wanted)
        socket.emit(SUBSCRIBE, { channel }, (ack: SubscribeAck) => {
          if (!ack?.ok) {
            console.error(`Realtime subscription to ${channel} refused`, ack);
            if (channel.startsWith('achievements.')) toast.error(t('realtime.achievementsError'));
          }
        });
    });

    const showBadge = (badge: { name: string; description: string; image: string | null }) =>
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
      );

    socket.on(EVENTS.pointsAdded, (msg: { data?: unknown }) => {
      const p = pointsPayloadSchema.safeParse(msg?.data);
      if (!p.success) return;
      if (p.data.total !== undefined) session.updateUser({ points: p.data.total });
      showBadge(
        p.data.badge ?? {
          name: t('badge.points', { count: p.data.points }),
          description: p.data.total !== undefined ? t('badge.pointsBody', { total: formatNumber(p.data.total) }) : '',
          image: null,
        },
      );
    });
    socket.on(EVENTS.badgeAdded, (msg: { data?: unknown }) => {
      const b = badgePayloadSchema.safeParse(msg?.data);
      if (b.success) showBadge(b.data.badge);
    });
    return () => {
      socket.disconnect();
    };
  }, [token, userId, isStudent, navigate, t]);
}
