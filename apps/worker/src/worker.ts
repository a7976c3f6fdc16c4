import type { TenantDb } from '@trilha/db';
import type { FileStorage } from '@trilha/storage';
import { createJobConsumer, type JobHandlers, type Logger } from '@trilha/jobs';
import { JOB_DEFS, type JobName } from '@trilha/shared/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import { domainJobHandlers } from './jobs/index.ts';
import { createMailer, type SmtpConfig } from './mailer.ts';
import type { WorkerLinks } from './worker-deps.ts';
import type { AiWorkerConfig } from './jobs/ai/config.ts';

export interface WorkerOptions {
  /** The tenant client and the file storage, for jobs that read tenant data or write files (e.g. grades CSV). */
  tenantDb?: TenantDb;
  storage?: FileStorage;
  /** BullMQ on Redis when set; the in-process queue (same process as the API) otherwise. */
  redisUrl?: string;
  smtp: SmtpConfig;
  /** Origins of e-mailed links (default: the local development ones, http://{tenant}.localhost:8080 and :3333). */
  links?: Partial<WorkerLinks>;
  /** Jobs push their results to browsers through it (e.g. a report PDF that is ready). */
  emitter: RealtimeEmitter;
  logger?: Logger;
  /** Redis key prefix of the queues; must match the producer's. */
  queuePrefix?: string;
  concurrency?: number;
  /** How soon a job of a worker that died runs again (JobConsumerOptions.lockMs; WORKER_LOCK_MS). */
  lockMs?: number;
  /** Replaces or adds handlers (tests). */
  handlers?: JobHandlers;
  /**
   * Queue families this process leaves to other worker processes (WORKER_SKIP_QUEUES), so a
   * deployment can give memory-hungry jobs (the `imports` queue: .docx parsing) a process of their
   * own and cap the heap of the one that streams exports (docs/deployment.md).
   */
  skipQueues?: readonly string[];
  /** The AI jobs' endpoint and limits (docs/ai.md); default: the environment's OPENAI_* / AI_*. */
  ai?: AiWorkerConfig;
}

export interface TrilhaWorker {
  /** Stops taking jobs, waits for the running ones, then closes the SMTP pool. */
  close(): Promise<void>;
}

export function createWorker(opts: WorkerOptions): TrilhaWorker {
  const mailer = createMailer(opts.smtp);
  const handlers: JobHandlers = {
    ...domainJobHandlers({
      tenantDb: opts.tenantDb,
      storage: opts.storage,
      mailer,
      emitter: opts.emitter,
      logger: opts.logger,
      ai: opts.ai,
      links: {
        webUrlTemplate: opts.links?.webUrlTemplate ?? 'http://{tenant}.localhost:8080',
        apiUrlTemplate: opts.links?.apiUrlTemplate ?? 'http://{tenant}.localhost:3333',
      },
    }),
    ...opts.handlers,
  };
  for (const name of Object.keys(handlers) as JobName[])
    if (opts.skipQueues?.includes(JOB_DEFS[name]?.queue ?? '')) delete handlers[name];
  const consumer = createJobConsumer({
    redisUrl: opts.redisUrl,
    prefix: opts.queuePrefix,
    handlers,
    concurrency: opts.concurrency,
    lockMs: opts.lockMs,
    logger: opts.logger,
  });
  return {
    async close() {
      await consumer.close();
      mailer.close();
    },
  };
}
