import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { LOGIN_RATE_LIMIT, loginDelaySeconds, type ErrorCode, type RateLimitRule } from '@trilha/shared';
import { tooManyAttemptsMessage } from '@trilha/shared/auth';
import { AppError } from '../kit/errors.ts';

/**
 * Rate limits (docs/security.md). Every limit is counted twice: per account (a user id, or the
 * e-mail a request is about), so neither a new token nor a new address starts it over, and per
 * client address (`req.ip`: the socket's peer, or the client a trusted proxy names; see
 * TRUSTED_PROXIES), so one client cannot sweep many accounts. A refusal is a 429 whose message
 * and Retry-After header say how long to wait.
 */
export class TooManyRequestsError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

/** One counter a request adds to: which rule, and whose count (built by `perAccount`/`perAddress`). */
export type LimitHit = { rule: RateLimitRule; key: string };

/** Keys never hold an e-mail or an address in the clear: a hash is enough to count. */
const digest = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

const accountKey = (scope: string, who: (string | number)[]) =>
  `${scope}:acct:${digest(who.map((w) => String(w).toLowerCase()).join('|'))}`;
const addressKey = (scope: string, ip: string) => `${scope}:ip:${digest(ip)}`;

/** Counted per account: a user id (and a target), or the e-mail a request is about (any case). */
export const perAccount = (scope: string, rule: RateLimitRule, ...who: (string | number)[]): LimitHit => ({
  rule,
  key: accountKey(scope, who),
});
/** Counted per client address. */
export const perAddress = (scope: string, rule: RateLimitRule, ip: string): LimitHit => ({ rule, key: addressKey(scope, ip) });

/** The login's growing delay, per account whatever the address (LOGIN_RATE_LIMIT). */
const LOGIN_DELAYS = (() => {
  const delays: number[] = [];
  for (let f = 1; delays.at(-1) !== LOGIN_RATE_LIMIT.maxDelaySeconds; f++) delays.push(loginDelaySeconds(f));
  return delays;
})();
/** Attempts an account has before its first wait (the last of them earns it). */
const FREE_ATTEMPTS = LOGIN_DELAYS.findIndex((d) => d > 0) + 1;
const delayAfter = (failures: number) => LOGIN_DELAYS[Math.min(failures, LOGIN_DELAYS.length) - 1] ?? 0;
const LOGIN_ADDRESS_RULE: RateLimitRule = {
  max: LOGIN_RATE_LIMIT.addressMax,
  windowSeconds: LOGIN_RATE_LIMIT.addressWindowSeconds,
};

export interface Throttle {
  /** Counts every hit; refuses (429) if any of them is over its rule, with the longest wait. */
  enforce(hits: LimitHit[]): Promise<void>;
  /**
   * Before checking a password: refuses while the account waits or the address is over its
   * failures, else counts this attempt as failed until `loginSucceeded` takes it back.
   */
  beginLogin(email: string, ip: string): Promise<void>;
  loginSucceeded(email: string, ip: string): Promise<void>;
  /**
   * Whether this is the first hit of `key` in a window of `windowSeconds` (later ones answer false
   * and count nothing more than the window's counter): a per-account gate that refuses nothing,
   * for work that may be skipped, such as recording a burst of pings (docs/sessions.md).
   */
  firstIn(scope: string, windowSeconds: number, ...who: (string | number)[]): Promise<boolean>;
}

/**
 * Counters live in Redis when configured (shared by every API node), in memory otherwise (the
 * single-process embedded mode): rate-limiter-flexible's fixed windows, which start with a key's
 * first hit. One limiter per (points, window), made on first use.
 */
export function createThrottle(redis?: Redis): Throttle {
  const made = new Map<string, RateLimiterAbstract>();
  const limiter = (points: number, duration: number, keyPrefix = 'trilha:throttle') => {
    const id = `${keyPrefix}/${points}/${duration}`;
    let l = made.get(id);
    if (!l) {
      const o = { points, duration, keyPrefix };
      l = redis ? new RateLimiterRedis({ ...o, storeClient: redis }) : new RateLimiterMemory(o);
      made.set(id, l);
    }
    return l;
  };
  const ofRule = (rule: RateLimitRule) => limiter(rule.max, rule.windowSeconds);
  // Per account (two keys): the attempts let through (all the free ones, then one per wait) and the failures.
  const gate = limiter(FREE_ATTEMPTS, LOGIN_RATE_LIMIT.accountMemorySeconds, 'trilha:throttle:gate');
  const failures = limiter(Number.MAX_SAFE_INTEGER, LOGIN_RATE_LIMIT.accountMemorySeconds, 'trilha:throttle:fails');

  const loginKeys = (email: string, ip: string) => ({
    account: accountKey('login', [email]),
    address: perAddress('login', LOGIN_ADDRESS_RULE, ip),
  });
  const refuse = (code: ErrorCode, kind: 'login' | 'requests', seconds: number) =>
    new TooManyRequestsError(code, tooManyAttemptsMessage(kind, seconds), seconds);

  return {
    async firstIn(scope, windowSeconds, ...who) {
      return (await take(limiter(1, windowSeconds), accountKey(scope, who))).ok;
    },
    async enforce(hits) {
      const results = await Promise.all(hits.map((h) => take(ofRule(h.rule), h.key)));
      const waits = results.filter((r) => !r.ok).map((r) => waitSeconds(r.res));
      if (waits.length) throw refuse('RATE_LIMITED', 'requests', Math.max(...waits));
    },
    async beginLogin(email, ip) {
      const { account, address } = loginKeys(email, ip);
      const byAddress = await take(ofRule(address.rule), address.key);
      if (!byAddress.ok) throw refuse('TOO_MANY_LOGIN_ATTEMPTS', 'login', waitSeconds(byAddress.res));
      // Each free attempt takes one point of the gate; once they are spent, an attempt takes the
      // whole gate, so exactly one gets through each time a wait ends, however many come at once.
      const before = (await failures.get(account))?.consumedPoints ?? 0;
      const waiting = before >= FREE_ATTEMPTS;
      const passed = waiting
        ? await take(gate, account, FREE_ATTEMPTS, { customDuration: delayAfter(before + 1) })
        : await take(gate, account);
      // Capped: an attempt refused before the last free one has set its wait sees the gate's memory.
      const wait = Math.min(waitSeconds(passed.res), delayAfter(Math.max(before, FREE_ATTEMPTS)));
      if (!passed.ok) throw refuse('TOO_MANY_LOGIN_ATTEMPTS', 'login', wait);
      // Counted as a failure in advance, so concurrent attempts cannot all slip through.
      if (waiting) {
        // One at a time here (the gate): the count is set, and remembered from this failure on.
        await failures.set(account, before + 1, LOGIN_RATE_LIMIT.accountMemorySeconds);
      } else {
        const { consumedPoints } = await failures.consume(account);
        if (delayAfter(consumedPoints) > 0) await gate.block(account, delayAfter(consumedPoints));
      }
    },
    async loginSucceeded(email, ip) {
      const { account, address } = loginKeys(email, ip);
      await Promise.all([gate.delete(account), failures.delete(account), ofRule(address.rule).reward(address.key)]);
    },
  };
}

/** Consumes `points`: allowed or refused, with the window's state; a failure of the store throws. */
async function take(
  l: RateLimiterAbstract,
  key: string,
  points = 1,
  options?: { customDuration: number },
): Promise<{ ok: boolean; res: RateLimiterRes }> {
  try {
    return { ok: true, res: await l.consume(key, points, options) };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { ok: false, res: err };
    throw err;
  }
}

const waitSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Every 429 of ours carries Retry-After, whatever answers it. */
export function registerThrottleHeaders(app: FastifyInstance): void {
  app.addHook('onError', async (_req: FastifyRequest, reply: FastifyReply, err: Error) => {
    if (err instanceof TooManyRequestsError) void reply.header('retry-after', String(err.retryAfterSeconds));
  });
}
