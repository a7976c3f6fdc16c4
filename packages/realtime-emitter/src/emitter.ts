import { Emitter } from '@socket.io/redis-emitter';
import { REALTIME_NAMESPACES } from '@trilha/shared';
import { channels, sessionRoom, type EventName, type EventPayload } from '@trilha/shared/realtime';
import { Redis } from 'ioredis';
import { LOCAL_BROADCAST, LOCAL_END_SESSIONS, localBus, type LocalBroadcast } from './local-bus.ts';

export interface RealtimeEmitter {
  /**
   * Emit `event` to everyone subscribed to `channel`; clients receive one argument `{ channel, data }`.
   * Only events defined in @trilha/shared/realtime, with their payload shape, compile.
   */
  to<E extends EventName>(channel: string, event: E, data: EventPayload<E>, namespace?: string): void;
  /** Shorthand for the private user channel `users.{id}` on /main. */
  toUser<E extends EventName>(userId: number, event: E, data: EventPayload<E>): void;
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
}

const DEFAULT_NAMESPACE = '/main';

export function createEmitter(opts: EmitterOptions = {}): RealtimeEmitter {
  const publish = opts.redisUrl ? redisPublisher(opts.redisUrl, opts.redisKey) : localPublisher();
  return {
    to(channel, event, data, namespace = DEFAULT_NAMESPACE) {
      publish.send({ namespace, channel, event, data });
    },
    toUser(userId, event, data) {
      publish.send({ namespace: DEFAULT_NAMESPACE, channel: channels.user(userId), event, data });
    },
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
  const root = new Emitter(redis, { key });
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
