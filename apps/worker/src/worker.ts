import type { Db, TenantDb } from '@trilha/db';
import type { FileStorage } from '@trilha/api/storage/storage';
import { createJobConsumer, type JobHandlers, type Logger } from '@trilha/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import { domainJobHandlers } from './jobs/index.ts';
import { createMailer, type SmtpConfig } from './mailer.ts';

export interface WorkerOptions {
  db: Db;
  /** The tenant client and the file storage, for jobs that read tenant data or write files (e.g. grades CSV). */
  tenantDb?: TenantDb;
  storage?: FileStorage;
  /** BullMQ on Redis when set; the in-process queue (same process as the API) otherwise. */
  redisUrl?: string;
  smtp: SmtpConfig;
  /** Jobs push their results to browsers through it (e.g. a report PDF that is ready). */
  emitter: RealtimeEmitter;
  logger?: Logger;
  /** Redis key prefix of the queues; must match the producer's. */
  queuePrefix?: string;
  concurrency?: number;
  /** Replaces or adds handlers (tests). */
  handlers?: JobHandlers;
}

export interface TrilhaWorker {
  /** Stops taking jobs, waits for the running ones, then closes the SMTP pool. */
  close(): Promise<void>;
}

export function createWorker(opts: WorkerOptions): TrilhaWorker {
  const mailer = createMailer(opts.smtp);
  const handlers: JobHandlers = {
    ...domainJobHandlers({
      db: opts.db,
      tenantDb: opts.tenantDb,
      storage: opts.storage,
      mailer,
      emitter: opts.emitter,
      logger: opts.logger,
    }),
    ...opts.handlers,
  };
  const consumer = createJobConsumer({
    redisUrl: opts.redisUrl,
    prefix: opts.queuePrefix,
    handlers,
    concurrency: opts.concurrency,
    logger: opts.logger,
  });
  return {
    async close() {
      await consumer.close();
      mailer.close();
    },
  };
}
