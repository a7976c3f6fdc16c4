import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_RATE_LIMIT, loginDelaySeconds, type ErrorCode, type RateLimitRule } from '@trilha/shared';
import { tooManyAttemptsMessage } from '@trilha/shared/auth';
import { AppError } from './app-error.ts';
import type { ThrottleStore } from './throttle-store.ts';

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

export function createThrottle(store: ThrottleStore): Throttle {
  const loginKeys = (email: string, ip: string) => ({
    account: accountKey('login', [email]),
    address: perAddress('login', LOGIN_ADDRESS_RULE, ip),
  });
  const refuse = (code: ErrorCode, kind: 'login' | 'requests', seconds: number) =>
    new TooManyRequestsError(code, tooManyAttemptsMessage(kind, seconds), seconds);

  return {
    async firstIn(scope, windowSeconds, ...who) {
      return (await store.hit(accountKey(scope, who), windowSeconds)).count === 1;
    },
    async enforce(hits) {
      const results = await Promise.all(hits.map((h) => store.hit(h.key, h.rule.windowSeconds)));
      const waits = results.filter((r, i) => r.count > hits[i]!.rule.max).map((r) => r.resetInSeconds);
      if (waits.length) throw refuse('RATE_LIMITED', 'requests', Math.max(...waits));
    },
    async beginLogin(email, ip) {
      const { account, address } = loginKeys(email, ip);
      const byAddress = await store.hit(address.key, address.rule.windowSeconds);
      if (byAddress.count > address.rule.max) throw refuse('TOO_MANY_LOGIN_ATTEMPTS', 'login', byAddress.resetInSeconds);
      const wait = await store.attempt(account, LOGIN_DELAYS, LOGIN_RATE_LIMIT.accountMemorySeconds);
      if (wait > 0) throw refuse('TOO_MANY_LOGIN_ATTEMPTS', 'login', wait);
    },
    async loginSucceeded(email, ip) {
      const { account, address } = loginKeys(email, ip);
      await Promise.all([store.clear(account), store.unhit(address.key)]);
    },
  };
}

/** Every 429 of ours carries Retry-After, whatever answers it. */
export function registerThrottleHeaders(app: FastifyInstance): void {
  app.addHook('onError', async (_req: FastifyRequest, reply: FastifyReply, err: Error) => {
    if (err instanceof TooManyRequestsError) void reply.header('retry-after', String(err.retryAfterSeconds));
  });
}
