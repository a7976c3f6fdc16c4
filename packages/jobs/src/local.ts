import { randomUUID } from 'node:crypto';
import type { JobName } from '@trilha/shared/jobs';
import { repeatingJobs } from './repeat.ts';
import { dispatch, UnrecoverableError } from './dispatch.ts';
import { parsePayload } from './payload.ts';
import { backoffDelay, RETRY_POLICY } from './policy.ts';
import type { FailedJob, JobConsumer, JobHandlers, JobQueue, Logger } from './types.ts';

/*
 * In-process queue for running without Redis (embedded mode, tests). Producers and consumers of
 * the same process meet in this module-level registry. Same retry semantics as BullMQ; nothing
 * survives a restart.
 */

interface LocalJob {
  id: string;
  name: JobName;
  payload: unknown;
  attempts: number;
  backoffMs: number;
  attemptsMade: number;
}

interface LocalConsumer {
  handlers: JobHandlers;
  concurrency: number;
  running: number;
  logger: Logger;
  onIdle: Array<() => void>;
}

const FAILED_KEPT = 1000; // bounded: this lives in memory
const waiting: LocalJob[] = [];
const failedJobs: FailedJob[] = [];
const consumers = new Set<LocalConsumer>();
const timers = new Set<NodeJS.Timeout>();
const liveIds = new Set<string>();

function later(job: LocalJob, delayMs: number): void {
  // Always through the timer queue: the producer's request never runs a handler inline.
  const t = setTimeout(() => {
    timers.delete(t);
    waiting.push(job);
    pump();
  }, delayMs);
  t.unref();
  timers.add(t);
}

function pump(): void {
  for (let i = 0; i < waiting.length;) {
    const job = waiting[i]!;
    const consumer = [...consumers].find((c) => c.handlers[job.name] && c.running < c.concurrency);
    if (!consumer) {
      i++;
      continue;
    }
    waiting.splice(i, 1);
    void run(consumer, job);
  }
}

async function run(c: LocalConsumer, job: LocalJob): Promise<void> {
  c.running++;
  try {
    await dispatch(c.handlers, {
      id: job.id,
      name: job.name,
      data: job.payload,
      attempt: job.attemptsMade + 1,
      rerun: job.attemptsMade > 0,
      logger: c.logger,
    });
    liveIds.delete(job.id);
    c.logger.info({ jobId: job.id, job: job.name }, 'jobs: completed');
  } catch (err) {
    job.attemptsMade++;
    const message = err instanceof Error ? err.message : String(err);
    c.logger.warn({ jobId: job.id, job: job.name, attemptsMade: job.attemptsMade, err: message }, 'jobs: attempt failed');
    if (err instanceof UnrecoverableError || job.attemptsMade >= job.attempts) {
      liveIds.delete(job.id);
      failedJobs.push({
        id: job.id,
        name: job.name,
        payload: job.payload,
        attemptsMade: job.attemptsMade,
        failedReason: message,
      });
      if (failedJobs.length > FAILED_KEPT) failedJobs.shift();
    } else {
      later(job, backoffDelay(job.backoffMs, job.attemptsMade));
    }
  } finally {
    c.running--;
    if (c.running === 0) c.onIdle.splice(0).forEach((resolve) => resolve());
    pump();
  }
}

export function createLocalQueue(): JobQueue {
  return {
    async enqueue(name, payload, opts = {}) {
      const data = parsePayload(name, payload);
      const id = opts.jobId ?? randomUUID();
      if (liveIds.has(id)) return; // same idempotency rule as BullMQ's jobId
      liveIds.add(id);
      const attempts = opts.attempts ?? RETRY_POLICY.attempts;
      later(
        { id, name, payload: data, attempts, backoffMs: opts.backoffMs ?? RETRY_POLICY.backoffMs, attemptsMade: 0 },
        opts.delayMs ?? 0,
      );
    },
    async failed(name, limit = 50) {
      return failedJobs
        .filter((j) => j.name === name)
        .slice(-limit)
        .reverse();
    },
    // Jobs belong to the process-wide registry, not to this producer: nothing to release.
    async close() {},
  };
}

export function createLocalConsumer(opts: { handlers: JobHandlers; concurrency: number; logger: Logger }): JobConsumer {
  const consumer: LocalConsumer = { ...opts, running: 0, onIdle: [] };
  consumers.add(consumer);
  pump();
  // Repeating jobs (JobDef.repeat): at each multiple of the period, as long as this consumer lives.
  const repeats = repeatingJobs(opts.handlers).map(({ name, everyMs }) => {
    const fire = () => {
      const id = `repeat:${name}:${Math.floor(Date.now() / everyMs)}`;
      if (liveIds.has(id)) return;
      liveIds.add(id);
      waiting.push({
        id,
        name,
        payload: {},
        attempts: RETRY_POLICY.attempts,
        backoffMs: RETRY_POLICY.backoffMs,
        attemptsMade: 0,
      });
      pump();
    };
    let interval: NodeJS.Timeout | undefined;
    const first = setTimeout(
      () => {
        fire();
        interval = setInterval(fire, everyMs);
        interval.unref();
      },
      everyMs - (Date.now() % everyMs),
    );
    first.unref();
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  });
  return {
    async close() {
      repeats.forEach((stop) => stop());
      consumers.delete(consumer);
      if (consumer.running > 0) await new Promise<void>((resolve) => consumer.onIdle.push(resolve));
    },
  };
}

/** Test helper: forget every waiting, scheduled and failed in-process job. */
export function resetLocalJobs(): void {
  for (const t of timers) clearTimeout(t);
  timers.clear();
  waiting.length = 0;
  failedJobs.length = 0;
  liveIds.clear();
}
