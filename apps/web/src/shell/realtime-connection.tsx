// The main realtime connection itself (docs/web-client.md "Session and realtime"), loaded by
// shell/use-realtime.ts once someone is signed in: socket.io, the event schemas and the badge toast
// are not part of the sign-in page.
import { io } from 'socket.io-client';
import type { TFunction } from 'i18next';
import { UI } from '@trilha/shared/kernel';
import { badgePayloadSchema, channels, EVENTS, pointsPayloadSchema, SUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import { config } from '../lib/config.ts';
import { queryClient } from '../app/query-client.ts';
import { formatNumber } from '../lib/format.ts';
import { session } from '../lib/session.ts';
import { withSonner } from '../lib/toast.ts';
import { BadgeToast } from './BadgeToast.tsx';

export type RealtimeOptions = {
  token: string;
  userId: number;
  earnsBadges: boolean;
  t: TFunction;
  /** Opens the user's profile (the badge toast's link). */
  openProfile: () => void;
};

/**
 * Connects to /main with the token; on every (re)connect subscribes the user channel and, for those
 * who earn badges, the achievements channel. Returns the disconnect.
 */
export function connectRealtime({ token, userId, earnsBadges, t, openProfile }: RealtimeOptions): () => void {
  const showBadge = (badge: { name: string; description: string; image: string | null }) =>
    withSonner(({ toast }) =>
      toast.custom(
        (id) => (
          <BadgeToast
            badge={badge}
            onOpen={() => {
              toast.dismiss(id);
              openProfile();
            }}
          />
        ),
        { duration: UI.badgeToastMs },
      ),
    );

  const sock = io(`${config().realtimeUrl}/main`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  });
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
  // A task of the student was evaluated (features/assignments): its screens refetch, and a notice.
  sock.on(EVENTS.assignmentEvaluated, () => {
    void queryClient.invalidateQueries({ queryKey: ['assignments'] });
    withSonner(({ toast }) => toast.info(t('messages.assignmentEvaluatedLive')));
  });
  sock.on(EVENTS.badgeAdded, (msg: { data?: unknown }) => {
    const b = badgePayloadSchema.safeParse(msg?.data);
    if (b.success) showBadge(b.data.badge);
  });
  return () => sock.disconnect();
}
