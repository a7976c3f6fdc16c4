import { Emitter } from '@socket.io/redis-emitter';
import { REALTIME_NAMESPACES } from '@trilha/shared';
import {
  checkLive,
  sessionRoom,
  userChannel,
  type LiveChannel,
  type LiveChannelKey,
  type LiveEventOn,
  type LivePayload,
} from '@trilha/shared/realtime';
import { Redis } from 'ioredis';
import { LOCAL_BROADCAST, LOCAL_END_SESSIONS, localBus, type LocalBroadcast } from './local-bus.ts';

export interface RealtimeEmitter {
  /**
   * Emit `event` to everyone subscribed to `channel` (on the channel's namespace); clients receive
   * one argument `{ channel, data }`. Only an event a domain declares (`<domain>/live.ts`), on a
   * channel it is declared on, with its payload shape, compiles; under `checkPayloads` the payload
   * is checked against the declaration too, and a mismatch throws.
   */
  emit<K extends LiveChannelKey, E extends LiveEventOn<K>>(channel: LiveChannel<K>, event: E, data: LivePayload<E>): void;
  /** Shorthand for the user's own channel `users.{id}` on /main. */
  toUser<E extends LiveEventOn<'user'>>(userId: number, event: E, data: LivePayload<E>): void;
  /**
   * Disconnects, on every realtime node and namespace, the sockets opened with these tokens
   * (their SHA-256, as stored): call it after revoking them, once the revocation is committed.
   */
  endSessions(tokenHashes: readonly string[]): void;
  close(): Promise<void>;
}

/** Every namespace a socket can be connected to, the default one included. */
const ALL_NAMESPACES = ['/', ...REALTIME_NAMESPACES];

export interface EmitterOptions {
  /** With Redis every realtime node receives the event (API and worker run in other processes). */
  redisUrl?: string;
  /** Redis pub/sub key prefix; must equal the realtime server's (default 'socket.io'). Separates environments sharing a Redis. */
  redisKey?: string;
  /**
   * Check every payload against its declaration and throw on a mismatch (a payload the compiler
   * let through: a cast, a value built from unchecked data). On by default under NODE_ENV=test, so
   * a test that sends what the declarations do not promise fails; off in production, where the
   * types are the check and the cost would fall on every request that emits.
   */
  checkPayloads?: boolean;
}

/** An emitted live event that does not match its declaration (only raised with `checkPayloads`). */
export class LivePayloadError extends Error {
  override name = 'LivePayloadError';
}

export function createEmitter(opts: EmitterOptions = {}): RealtimeEmitter {
  const publish = opts.redisUrl ? redisPublisher(opts.redisUrl, opts.redisKey) : localPublisher();
  const check = opts.checkPayloads ?? process.env.NODE_ENV === 'test';
  const send = (channel: LiveChannel, event: string, data: unknown) => {
    if (check) {
      const verdict = checkLive(channel, event, data);
      if (!verdict.ok) throw new LivePayloadError(verdict.error);
    }
    publish.send({ namespace: channel.namespace, channel: channel.name, event, data });
  };
  return {
    emit: (channel, event, data) => send(channel, event, data),
    toUser: (userId, event, data) => send(userChannel(userId), event, data),
    endSessions(tokenHashes) {
      if (tokenHashes.length) publish.disconnect(tokenHashes.map(sessionRoom));
    },
    close: () => publish.close(),
  };
}

interface Publisher {
  send(b: LocalBroadcast): void;
  disconnect(rooms: string[]): void;
  close(): Promise<void>;
}

function redisPublisher(redisUrl: string, key = 'socket.io'): Publisher {
  // Publishing must not block the caller (an HTTP request or a job), so commands queue while offline.
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  redis.on('error', () => {
    /* ioredis reconnects by itself; a lost realtime event is not worth crashing the caller */
  });
  // The emitter calls publish() and drops its promise: a PUBLISH that ioredis gives up on (Redis
  // down past maxRetriesPerRequest reconnects) was an unhandled rejection, which ends a Node
  // process. The event is lost instead (live pushes are best effort: docs/realtime-and-jobs.md).
  const publisher = { publish: (channel: string, message: string | Buffer) => redis.publish(channel, message).catch(() => 0) };
  const root = new Emitter(publisher as unknown as Redis, { key });
  return {
    send({ namespace, channel, event, data }) {
      root.of(namespace).to(channel).emit(event, { channel, data });
    },
    disconnect(rooms) {
      // The Redis adapter of every realtime node runs it on its own sockets in these rooms.
      for (const namespace of ALL_NAMESPACES) root.of(namespace).in(rooms).disconnectSockets(true);
    },
    async close() {
      // QUIT is queued after pending PUBLISHes, so nothing already emitted is dropped.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function localPublisher(): Publisher {
  return {
    send(b) {
      localBus.emit(LOCAL_BROADCAST, b);
    },
    disconnect(rooms) {
      localBus.emit(LOCAL_END_SESSIONS, rooms);
    },
    async close() {},
  };
}
