import { Emitter } from '@socket.io/redis-emitter';
import { channels, type EventName, type EventPayload } from '@trilha/shared/realtime';
import { Redis } from 'ioredis';
import { LOCAL_BROADCAST, localBus, type LocalBroadcast } from './local-bus.ts';

export interface RealtimeEmitter {
  /**
   * Emit `event` to everyone subscribed to `channel`; clients receive one argument `{ channel, data }`.
   * Only events defined in @trilha/shared/realtime, with their payload shape, compile.
   */
  to<E extends EventName>(channel: string, event: E, data: EventPayload<E>, namespace?: string): void;
  /** Shorthand for the private user channel `users.{id}` on /main. */
  toUser<E extends EventName>(userId: number, event: E, data: EventPayload<E>): void;
  close(): Promise<void>;
}

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
    close: () => publish.close(),
  };
}

interface Publisher {
  send(b: LocalBroadcast): void;
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
    async close() {},
  };
}
