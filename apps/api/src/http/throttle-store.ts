import type { Redis } from 'ioredis';

/** Milliseconds since the epoch; injectable so tests move time instead of waiting. */
export type Clock = () => number;

/**
 * Where rate-limit counters live: Redis when configured (shared by every API node), memory
 * otherwise (the single-process embedded mode). Both implement the same two primitives.
 */
export interface ThrottleStore {
  /**
   * Counts one hit of `key` in a fixed window that starts with the first hit; answers the count
   * including this one and the seconds until the window ends.
   */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** Takes one hit back (an attempt counted in advance that turned out legitimate). */
  unhit(key: string): Promise<void>;
  /**
   * Growing-delay gate. While the key is waiting, answers the seconds left and counts nothing.
   * Otherwise counts this attempt as a failure in advance (so concurrent attempts cannot all slip
   * through before the first one fails), starts the wait that failure count earns
   * (`delaysSeconds[failures - 1]`, the last entry beyond the list) and answers 0.
   */
  attempt(key: string, delaysSeconds: readonly number[], memorySeconds: number): Promise<number>;
  /** Forgets a key (a successful sign-in clears its account's failures). */
  clear(key: string): Promise<void>;
}

const HIT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

const UNHIT = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0`;

// ARGV: now (ms), memory (s), then the delay (ms) earned by the 1st, 2nd, … failure.
const ATTEMPT = `
local now = tonumber(ARGV[1])
local wait = tonumber(redis.call('HGET', KEYS[1], 'until') or '0') - now
if wait > 0 then return wait end
local f = redis.call('HINCRBY', KEYS[1], 'fails', 1)
local d = tonumber(ARGV[2 + math.min(f, #ARGV - 2)])
if d > 0 then redis.call('HSET', KEYS[1], 'until', now + d) end
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 0`;

export function createRedisThrottleStore(redis: Redis, o: { prefix?: string; now?: Clock } = {}): ThrottleStore {
  const prefix = o.prefix ?? 'trilha:throttle:';
  const now = o.now ?? Date.now;
  return {
    async hit(key, windowSeconds) {
      const [count, ttlMs] = (await redis.eval(HIT, 1, prefix + key, windowSeconds * 1000)) as [number, number];
      return { count, resetInSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async unhit(key) {
      await redis.eval(UNHIT, 1, prefix + key);
    },
    async attempt(key, delaysSeconds, memorySeconds) {
      const waitMs = (await redis.eval(
        ATTEMPT,
        1,
        prefix + key,
        now(),
        memorySeconds,
        ...delaysSeconds.map((d) => d * 1000),
      )) as number;
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

export function createMemoryThrottleStore(o: { now?: Clock } = {}): ThrottleStore {
  const now = o.now ?? Date.now;
  const windows = new Map<string, { count: number; expiresAt: number }>();
  const gates = new Map<string, { fails: number; until: number; expiresAt: number }>();
  const live = <T extends { expiresAt: number }>(m: Map<string, T>, key: string): T | undefined => {
    const v = m.get(key);
    if (v && v.expiresAt <= now()) m.delete(key);
    return m.get(key);
  };
  // Keys rotated by a client (e-mails, addresses) must not grow the maps for ever.
  const store = <T extends { expiresAt: number }>(m: Map<string, T>, key: string, v: T) => {
    if (m.size >= 10_000) for (const [k, x] of m) if (x.expiresAt <= now()) m.delete(k);
    m.set(key, v);
  };
  return {
    async hit(key, windowSeconds) {
      const w = live(windows, key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      w.count += 1;
      store(windows, key, w);
      return { count: w.count, resetInSeconds: Math.max(1, Math.ceil((w.expiresAt - now()) / 1000)) };
    },
    async unhit(key) {
      const w = live(windows, key);
      if (w) w.count -= 1;
    },
    async attempt(key, delaysSeconds, memorySeconds) {
      const g = live(gates, key) ?? { fails: 0, until: 0, expiresAt: 0 };
      if (g.until > now()) return Math.ceil((g.until - now()) / 1000);
      g.fails += 1;
      const d = delaysSeconds[Math.min(g.fails, delaysSeconds.length) - 1] ?? 0;
      if (d > 0) g.until = now() + d * 1000;
      g.expiresAt = now() + memorySeconds * 1000;
      store(gates, key, g);
      return 0;
    },
    async clear(key) {
      gates.delete(key);
      windows.delete(key);
    },
  };
}
