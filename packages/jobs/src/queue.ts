import { createBullConsumer, createBullQueue } from './bullmq.ts';
import { createLocalConsumer, createLocalQueue } from './local.ts';
import { silentLogger, type JobConsumer, type JobHandlers, type JobQueue, type Logger } from './types.ts';

export interface JobQueueOptions {
  /** BullMQ on Redis when set; the in-process queue otherwise. */
  redisUrl?: string;
  /** Redis key prefix (default 'bull'); tests use a unique one to stay isolated. */
  prefix?: string;
  logger?: Logger;
}

export function createJobQueue(opts: JobQueueOptions = {}): JobQueue {
  const logger = opts.logger ?? silentLogger;
  return opts.redisUrl ? createBullQueue({ redisUrl: opts.redisUrl, prefix: opts.prefix, logger }) : createLocalQueue();
}

export interface JobConsumerOptions extends JobQueueOptions {
  handlers: JobHandlers;
  /** Jobs run at the same time per queue family (default 5). */
  concurrency?: number;
  /**
   * BullMQ's job lock and stalled-job check interval (default 30 s each): how soon a job whose
   * worker died runs again elsewhere (up to about twice this). The lock is renewed every half of
   * it, so a shorter one costs Redis round trips and risks a busy worker's job being taken as
   * stalled (WORKER_LOCK_MS).
   */
  lockMs?: number;
}

export function createJobConsumer(opts: JobConsumerOptions): JobConsumer {
  const logger = opts.logger ?? silentLogger;
  const concurrency = opts.concurrency ?? 5;
  return opts.redisUrl
    ? createBullConsumer({
        redisUrl: opts.redisUrl,
        prefix: opts.prefix,
        handlers: opts.handlers,
        concurrency,
        logger,
        lockMs: opts.lockMs,
      })
    : createLocalConsumer({ handlers: opts.handlers, concurrency, logger });
}
