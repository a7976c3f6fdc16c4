import type { JobName, JobPayload } from '@trilha/shared/jobs';

/** The subset of a pino logger used here; pino and console both fit. */
export interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export interface JobContext<N extends JobName = JobName> {
  id: string;
  name: N;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /**
   * True when an earlier run of this job started: a failed attempt, or a run cut off (its worker
   * killed mid-job, the job then moved back by BullMQ's stalled-job check without counting an
   * attempt, so `attempt` is still 1). A handler that claims a row for its run takes its own claim
   * back when this is set (docs/operations.md "Faults").
   */
  rerun: boolean;
  logger: Logger;
}

export type JobHandler<N extends JobName = JobName> = (payload: JobPayload<N>, ctx: JobContext<N>) => Promise<void>;
export type JobHandlers = { [N in JobName]?: JobHandler<N> };

export interface EnqueueOptions {
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  /** Overrides the retry policy (tests use tiny values). */
  attempts?: number;
  backoffMs?: number;
  /** Idempotency key: a second enqueue with the same id is ignored while the first is kept. */
  jobId?: string;
}

export interface FailedJob {
  id: string;
  name: string;
  payload: unknown;
  attemptsMade: number;
  failedReason: string;
}

export interface JobQueue {
  /** Validates the payload against the shared schema (throws ZodError) and enqueues it. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts?: EnqueueOptions): Promise<void>;
  /** Jobs that exhausted their attempts; they are kept for inspection and manual retry. */
  failed(name: JobName, limit?: number): Promise<FailedJob[]>;
  close(): Promise<void>;
}

export interface JobConsumer {
  /** Stops taking jobs and waits for the running ones to finish. */
  close(): Promise<void>;
}
