import { z } from 'zod';
import { defineJobs } from '../jobs/define.ts';

/** How old a half-written upload must be before the sweep removes it: no upload takes a day. */
export const STORAGE_PARTIAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * storage.sweep-partials: every 6 hours by itself, removes what uploads left behind when their
 * process died mid-write (FileStorage.sweep: local disk's `.part` files; S3 has a lifecycle rule).
 * On the reports queue, with the other jobs that write files.
 */
export const STORAGE_JOBS = defineJobs({
  'storage.sweep-partials': { queue: 'reports', payload: z.object({}), repeat: { everyMs: 6 * 60 * 60 * 1000 } },
});
