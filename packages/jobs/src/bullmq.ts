import { JOB_QUEUES, type JobName } from '@trilha/shared/jobs';
import { Queue, Worker } from 'bullmq';
import { dispatch } from './dispatch.ts';
import { parsePayload } from './payload.ts';
import { DEFAULT_PREFIX, KEEP_COMPLETED, RETRY_POLICY } from './policy.ts';
import { repeatingJobs } from './repeat.ts';
import type { FailedJob, JobConsumer, JobHandlers, JobQueue, Logger } from './types.ts';
import { QueueUnavailableError, isRedisConnectionError } from './unavailable.ts';

interface RedisQueueOptions {
  redisUrl: string;
  prefix?: string;
  logger: Logger;
}

/**
 * How long an enqueue may wait for Redis before it fails (QueueUnavailableError: the API answers
 * 503). Redis answers an add in about a millisecond; this only bounds an outage.
 */
export const ENQUEUE_TIMEOUT_MS = 2_000;

/** Producer side on Redis: one BullMQ Queue per queue family, opened on first use. */
export function createBullQueue({ redisUrl, prefix = DEFAULT_PREFIX, logger }: RedisQueueOptions): JobQueue {
  const queues = new Map<string, Queue>();
  const queueFor = (name: JobName): Queue => {
    const queueName = JOB_QUEUES[name];
    let q = queues.get(queueName);
    if (!q) {
      // No offline queue: while Redis is down an add fails at once instead of waiting in ioredis's
      // queue (maxRetriesPerRequest: 20 reconnects, a second or more each) and then running late,
      // after the request that asked for it had already answered.
      q = new Queue(queueName, { connection: { url: redisUrl, enableOfflineQueue: false }, prefix });
      q.on('error', (err) => logger.error({ err, queue: queueName }, 'jobs: queue error'));
      queues.set(queueName, q);
    }
    return q;
  };

  return {
    async enqueue(name, payload, opts = {}) {
      const data = parsePayload(name, payload);
      const q = queueFor(name);
      const added = q.add(name, data, {
        attempts: opts.attempts ?? RETRY_POLICY.attempts,
        backoff: { type: 'exponential', delay: opts.backoffMs ?? RETRY_POLICY.backoffMs },
        delay: opts.delayMs,
        jobId: opts.jobId,
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: false,
      });
      // A queue opened during an outage waits, with no time-out of its own, for its connection to
      // be ready (BullMQ), and its add would then run once Redis is back, long after the request
      // answered: bounded here, and such a queue is closed (its add fails) and opened anew next time.
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new QueueUnavailableError(`Redis did not take the job ${name} within ${ENQUEUE_TIMEOUT_MS} ms`)),
          ENQUEUE_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([added, deadline]);
      } catch (err) {
        if (err instanceof QueueUnavailableError) {
          if (queues.get(JOB_QUEUES[name]) === q) queues.delete(JOB_QUEUES[name]);
          void q.close().catch(() => undefined);
          throw err;
        }
        if (isRedisConnectionError(err)) throw new QueueUnavailableError(`Redis did not take the job ${name}`, { cause: err });
        throw err;
      } finally {
        clearTimeout(timer);
        added.catch(() => undefined); // lost the race: the request has its answer already
      }
    },
    async failed(name, limit = 50) {
      const jobs = await queueFor(name).getFailed(0, limit - 1);
      return jobs
        .filter((j) => j.name === name)
        .map((j): FailedJob => ({
          id: String(j.id),
          name: j.name,
          payload: j.data,
          attemptsMade: j.attemptsMade,
          failedReason: j.failedReason,
        }));
    },
    async close() {
      await Promise.allSettled([...queues.values()].map((q) => q.close()));
      queues.clear();
    },
  };
}

interface RedisConsumerOptions extends RedisQueueOptions {
  handlers: JobHandlers;
  concurrency: number;
  lockMs?: number;
}

/** Consumer side on Redis: one BullMQ Worker per queue family that has at least one handler. */
export function createBullConsumer(opts: RedisConsumerOptions): JobConsumer {
  const { redisUrl, prefix = DEFAULT_PREFIX, handlers, concurrency, logger, lockMs } = opts;
  const queueNames = new Set((Object.keys(handlers) as JobName[]).map((n) => JOB_QUEUES[n]));
  const workers = [...queueNames].map((queueName) => {
    const worker = new Worker(
      queueName,
      (job) =>
        dispatch(handlers, {
          id: String(job.id),
          name: job.name,
          data: job.data,
          attempt: job.attemptsMade + 1,
          // attemptsStarted counts this run too, and the runs a killed worker left unfinished.
          rerun: job.attemptsStarted > 1 || job.attemptsMade > 0,
          logger,
        }),
      {
        connection: { url: redisUrl },
        prefix,
        concurrency,
        // A killed worker's job is moved back to the queue once its lock has expired and the next
        // stalled-job check runs: within about twice this (JobConsumerOptions.lockMs).
        ...(lockMs ? { lockDuration: lockMs, stalledInterval: lockMs } : {}),
      },
    );
    worker.on('completed', (job) => logger.info({ jobId: job.id, job: job.name }, 'jobs: completed'));
    worker.on('failed', (job, err) =>
      logger.warn({ jobId: job?.id, job: job?.name, attemptsMade: job?.attemptsMade, err: err.message }, 'jobs: attempt failed'),
    );
    worker.on('error', (err) => logger.error({ err, queue: queueName }, 'jobs: worker error'));
    return worker;
  });

  // Repeating jobs (JobDef.repeat): one BullMQ job scheduler each, keyed by the job name, so every
  // worker process upserting it at start leaves exactly one schedule in Redis.
  const schedulers = repeatingJobs(handlers).map(async ({ name, everyMs }) => {
    const q = new Queue(JOB_QUEUES[name], { connection: { url: redisUrl }, prefix });
    try {
      await q.upsertJobScheduler(
        name,
        { every: everyMs },
        {
          name,
          data: {},
          opts: {
            attempts: RETRY_POLICY.attempts,
            backoff: { type: 'exponential', delay: RETRY_POLICY.backoffMs },
            removeOnComplete: KEEP_COMPLETED,
            removeOnFail: false,
          },
        },
      );
    } catch (err) {
      logger.error({ err, job: name }, 'jobs: scheduling a repeating job failed');
    } finally {
      await q.close();
    }
  });

  return {
    async close() {
      await Promise.allSettled(schedulers);
      // Worker.close() stops fetching and waits for the jobs in progress.
      await Promise.allSettled(workers.map((w) => w.close()));
    },
  };
}
