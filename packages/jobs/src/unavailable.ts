// What "Redis is not there right now" looks like to a producer (the API enqueueing a job, its
// rate-limit counters): the API answers these with 503 SERVICE_UNAVAILABLE and the caller retries;
// anything else stays a 500 (docs/operations.md "Faults").

/** An enqueue that Redis did not take: it is down, restarting or not answering. */
export class QueueUnavailableError extends Error {
  override name = 'QueueUnavailableError';
}

/** ioredis's refusals of a command it could not send or got no answer to (no offline queue, retries spent, time-out, closed). */
const IOREDIS_MESSAGES =
  /^(Stream isn't writeable and enableOfflineQueue options is false|Connection is closed\.|Command timed out|Reached the max retries per request limit)/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** ioredis's own refusal of a command while its connection is down (not a script's or the server's error reply). */
const isIoredisRefusal = (err: unknown): boolean =>
  err instanceof Error && (err.name === 'MaxRetriesPerRequestError' || IOREDIS_MESSAGES.test(err.message));

/**
 * An enqueue's failure for want of Redis: ioredis's refusals, or the socket error its connection
 * reports (BullMQ rejects a queue's first add with it). Only for errors known to come from Redis.
 */
export function isRedisConnectionError(err: unknown): boolean {
  if (isIoredisRefusal(err)) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SOCKET_CODES.has(code);
}

/**
 * For the API's error handler: an enqueue Redis did not take, or a command of the API's own Redis
 * connection refused while it is down. A bare socket error is not taken for Redis here (it may be
 * the database's: isDatabaseUnavailable of @trilha/db).
 */
export function isRedisUnavailable(err: unknown): boolean {
  return err instanceof QueueUnavailableError || isIoredisRefusal(err);
}
