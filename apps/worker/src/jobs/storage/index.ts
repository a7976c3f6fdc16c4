import type { JobHandlers } from '@trilha/jobs';
import { STORAGE_PARTIAL_MAX_AGE_MS } from '@trilha/shared/storage';
import type { WorkerDeps } from '../../worker-deps.ts';

/**
 * Handlers of the storage's own jobs (packages/shared/src/storage/jobs.ts). Only for a storage that
 * leaves something to sweep (local disk); with S3 the bucket's lifecycle rule does it.
 */
export const storageJobHandlers = ({ storage, logger }: WorkerDeps): JobHandlers =>
  storage?.sweep
    ? {
        'storage.sweep-partials': async () => {
          const removed = await storage.sweep!({ olderThanMs: STORAGE_PARTIAL_MAX_AGE_MS });
          if (removed) logger?.info({ removed }, 'storage: removed half-written uploads of processes that died');
        },
      }
    : {};
