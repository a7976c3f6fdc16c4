import { createAdapter } from '@socket.io/redis-adapter';
import { REALTIME_NAMESPACES } from '@trilha/shared';
import { LOCAL_BROADCAST, LOCAL_END_SESSIONS, localBus, type LocalBroadcast } from '@trilha/realtime-emitter';
import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';
import type { RealtimeIo } from './types.ts';

export interface Transport {
  /** Resolves once broadcasts from other nodes / emitters can be received. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Cluster mode: the Redis adapter relays broadcasts between realtime nodes and receives
 * those published by @socket.io/redis-emitter in the API and worker processes.
 */
export function useRedisAdapter(io: RealtimeIo, redisUrl: string, key: string, logger: Logger): Transport {
  const pub = new Redis(redisUrl);
  const sub = pub.duplicate();
  for (const [name, c] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    c.on('error', (err) => logger.warn({ err, client: name }, 'realtime: redis error'));
  }
  io.adapter(createAdapter(pub, sub, { key }));
  return {
    // PING is answered after the adapter's PSUBSCRIBE on the same connection, so the patterns are live.
    ready: async () => void (await sub.ping()),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** Embedded single-process mode: forward what createEmitter() (no Redis) puts on the local bus. */
export function useLocalBus(io: RealtimeIo, logger: Logger): Transport {
  const known = new Set<string>(REALTIME_NAMESPACES);
  const onBroadcast = ({ namespace, channel, event, data }: LocalBroadcast) => {
    // io.of() would create an unknown namespace on the fly; nobody can be listening there anyway.
    if (!known.has(namespace)) return;
    try {
      io.of(namespace).to(channel).emit(event, { channel, data });
    } catch (err) {
      logger.error({ err, namespace, channel, event }, 'realtime: local broadcast failed');
    }
  };
  const onEndSessions = (rooms: string[]) => {
    for (const namespace of ['/', ...REALTIME_NAMESPACES]) io.of(namespace).in(rooms).disconnectSockets(true);
  };
  localBus.on(LOCAL_BROADCAST, onBroadcast);
  localBus.on(LOCAL_END_SESSIONS, onEndSessions);
  return {
    ready: async () => {},
    close: async () => {
      localBus.off(LOCAL_BROADCAST, onBroadcast);
      localBus.off(LOCAL_END_SESSIONS, onEndSessions);
    },
  };
}
