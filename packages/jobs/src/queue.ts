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
}

export function createJobConsumer(opts: JobConsumerOptions): JobConsumer {
  const logger = opts.logger ?? silentLogger;
  const concurrency = opts.concurrency ?? 5;
  return opts.redisUrl
    ? createBullConsumer({ redisUrl: opts.redisUrl, prefix: opts.prefix, handlers: opts.handlers, concurrency, logger })
    : createLocalConsumer({ handlers: opts.handlers, concurrency, logger });
}
