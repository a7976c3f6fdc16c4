import { Redis } from 'ioredis';

/** How long one command of the API's own Redis connection may take before the request gives up. */
export const API_REDIS_COMMAND_TIMEOUT_MS = 2_000;

/**
 * The API's shared Redis connection (rate-limit counters, /readyz). It fails fast while Redis is
 * down instead of queueing: a rate-limited request (sign-in first) answers 503 SERVICE_UNAVAILABLE
 * at once rather than after ioredis's reconnect attempts (maxRetriesPerRequest counts those,
 * seconds each), and no command queued meanwhile runs late. Rate limits fail closed on purpose
 * (docs/security.md "Rate limits"). ioredis reconnects by itself: nothing to restart.
 */
export function createApiRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: API_REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  // Reported by logRedisOutages once the API's logger exists; without a listener ioredis prints
  // every failed reconnect to stderr.
  redis.on('error', () => undefined);
  return redis;
}

type Logger = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

/** One warning when Redis goes away and one line when it is back, not one per reconnect attempt. */
export function logRedisOutages(redis: Redis, logger: Logger): void {
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: err.message }, 'redis unavailable: rate-limited routes and job enqueueing answer 503 until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({}, 'redis back');
  });
}
