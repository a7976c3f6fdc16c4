/**
 * Retry policy shared by the BullMQ and in-process queues: 5 attempts with exponential backoff
 * (delay · 2^(attempt-1): 5 s, 10 s, 20 s, 40 s), so a mail server outage of about a minute is absorbed.
 */
export const RETRY_POLICY = { attempts: 5, backoffMs: 5_000 } as const;

/** Completed jobs are useless after a day; failed ones are never removed automatically (inspection, manual retry). */
export const KEEP_COMPLETED = { age: 24 * 3600, count: 1000 } as const;

export const backoffDelay = (baseMs: number, attemptsMade: number): number => baseMs * 2 ** Math.max(0, attemptsMade - 1);

/** Default Redis key prefix of the queues (BullMQ's own default, kept explicit). */
export const DEFAULT_PREFIX = 'bull';
