import { findSessionByToken, type Db } from '@trilha/db';
import { SUBSCRIBE, UNSUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import { authorizeChannel } from './channel-auth.ts';
import type { Logger } from './logger.ts';
import type { RealtimeSocket } from './types.ts';

const CHANNEL_MAX = 255;

function channelOf(payload: unknown): string | null {
  const channel = (payload as { channel?: unknown } | null)?.channel;
  return typeof channel === 'string' && channel.length > 0 && channel.length <= CHANNEL_MAX ? channel : null;
}

/** SUBSCRIBE joins the channel's room once authorised; UNSUBSCRIBE leaves it. Rooms are named after channels. */
export function handleSubscriptions(socket: RealtimeSocket, db: Db, logger: Logger): void {
  socket.on(SUBSCRIBE, async (payload, ack) => {
    const reply = (res: SubscribeAck) => (typeof ack === 'function' ? ack(res) : undefined);
    const channel = channelOf(payload);
    if (!channel) return reply({ ok: false, error: 'forbidden' });
    try {
      // Re-read the session: the token may have been revoked (logout) and memberships may have changed since the handshake.
      const session = await findSessionByToken(db, socket.data.token);
      if (!session) {
        reply({ ok: false, error: 'unauthenticated' });
        socket.disconnect(true);
        return;
      }
      socket.data.user = session.user;
      if (!(await authorizeChannel(db, session.user, channel))) return reply({ ok: false, error: 'forbidden' });
      await socket.join(channel);
      reply({ ok: true, channel });
    } catch (err) {
      logger.error({ err, channel, userId: socket.data.user.id }, 'realtime: subscribe failed');
      reply({ ok: false, error: 'forbidden' });
    }
  });

  socket.on(UNSUBSCRIBE, async (payload, ack) => {
    const channel = channelOf(payload);
    // Never let a client leave its own socket-id room; it only ever joined channel rooms.
    if (channel && channel !== socket.id) await socket.leave(channel);
    if (typeof ack === 'function') ack(channel ? { ok: true, channel } : { ok: false, error: 'forbidden' });
  });
}
