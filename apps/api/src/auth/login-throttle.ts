import type { Redis } from 'ioredis';
import { LOGIN_RATE_LIMIT } from '@trilha/shared';

/**
 * Counts failed sign-ins per account+address and per address. Redis when configured (shared by
 * every API node), memory otherwise (single-process embedded mode).
 */
export interface LoginThrottle {
  isBlocked(keys: string[]): Promise<boolean>;
  fail(keys: string[]): Promise<void>;
  reset(keys: string[]): Promise<void>;
}

/** An address may try many accounts (offices share NAT) but not without bound. */
const LIMIT_FOR = (key: string) => (key.startsWith('ip:') ? LOGIN_RATE_LIMIT.max * 10 : LOGIN_RATE_LIMIT.max);

export const throttleKeys = (email: string, ip: string) => [`acct:${email.toLowerCase()}|${ip}`, `ip:${ip}`];

export function createRedisLoginThrottle(redis: Redis, prefix = 'trilha:login-fail:'): LoginThrottle {
  return {
    async isBlocked(keys) {
      const counts = await redis.mget(keys.map((k) => prefix + k));
      return counts.some((c, i) => Number(c ?? 0) >= LIMIT_FOR(keys[i]!));
    },
    async fail(keys) {
      const multi = redis.multi();
      for (const k of keys) multi.incr(prefix + k).expire(prefix + k, LOGIN_RATE_LIMIT.windowSeconds, 'NX');
      await multi.exec();
    },
    async reset(keys) {
      await redis.del(prefix + keys[0]!); // success clears the account counter, not the address one
    },
  };
}

export function createMemoryLoginThrottle(): LoginThrottle {
  const hits = new Map<string, { count: number; until: number }>();
  const get = (k: string) => {
    const h = hits.get(k);
    if (h && h.until < Date.now()) hits.delete(k);
    return hits.get(k);
  };
  return {
    async isBlocked(keys) {
      return keys.some((k) => (get(k)?.count ?? 0) >= LIMIT_FOR(k));
    },
    async fail(keys) {
      for (const k of keys) {
        const h = get(k) ?? { count: 0, until: Date.now() + LOGIN_RATE_LIMIT.windowSeconds * 1000 };
        h.count += 1;
        hits.set(k, h);
      }
    },
    async reset(keys) {
      hits.delete(keys[0]!);
    },
  };
}
