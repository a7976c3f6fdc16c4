import { findSessionByToken, hashToken } from '@trilha/db';
import { SUBSCRIBE, UNSUBSCRIBE, isChannelName, isServerRoom, sessionRoom, type SubscribeAck } from '@trilha/shared/realtime';
import { authorizeChannel, type ChannelDbs } from '@trilha/access';
import type { Logger } from './logger.ts';
import type { RealtimeSocket } from './types.ts';

/** setTimeout's longest delay; a later expiry is re-armed when it fires. */
const TIMER_MAX_MS = 2 ** 31 - 1;

/**
 * A well-formed channel name, or null. Checked before any lookup: a NUL byte would make
 * PostgreSQL refuse the query, and a refusal here is the client's mistake, not worth a log line
 * (any client could flood the logs with them).
 */
function channelOf(payload: unknown): string | null {
  const channel = (payload as { channel?: unknown } | null)?.channel;
  return isChannelName(channel) && !isServerRoom(channel) ? channel : null;
}

/**
 * The socket's session: it joins its token's room (revoking the token disconnects it on every
 * node: `endSessions` of @trilha/realtime-emitter) and is closed when the token expires.
 */
export function bindSession(socket: RealtimeSocket): void {
  void socket.join(sessionRoom(hashToken(socket.data.token)));
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = socket.data.expiresAt.getTime() - Date.now();
    if (left <= 0) return void socket.disconnect(true);
    timer = setTimeout(arm, Math.min(left, TIMER_MAX_MS));
    timer.unref();
  };
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
}

/** SUBSCRIBE joins the channel's room once authorised; UNSUBSCRIBE leaves it. Rooms are named after channels. */
export function handleSubscriptions(socket: RealtimeSocket, dbs: ChannelDbs, logger: Logger): void {
  const { db } = dbs;
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
      if (!(await authorizeChannel(dbs, session.user, channel))) return reply({ ok: false, error: 'forbidden' });
      await socket.join(channel);
      reply({ ok: true, channel });
    } catch (err) {
      logger.error({ err, channel, userId: socket.data.user.id }, 'realtime: subscribe failed');
      reply({ ok: false, error: 'forbidden' });
    }
  });

  socket.on(UNSUBSCRIBE, async (payload, ack) => {
    const channel = channelOf(payload);
    // Only channel rooms: never the socket's own id room, nor its session room (which would
    // escape the disconnect on revocation).
    if (channel && channel !== socket.id) await socket.leave(channel);
    if (typeof ack === 'function') ack(channel ? { ok: true, channel } : { ok: false, error: 'forbidden' });
  });
}
