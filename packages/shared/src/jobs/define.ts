import type { z } from 'zod';

/**
 * One background job: the BullMQ queue (family) it runs on and its payload schema. `repeat`: the
 * worker also runs it by itself every `everyMs` with the payload `{}` (a BullMQ job scheduler, or
 * a timer in the in-process queue), e.g. the hourly check for daily digests.
 */
export type JobDef = { readonly queue: string; readonly payload: z.ZodType; readonly repeat?: { readonly everyMs: number } };

/** A domain's jobs, declared in its own `jobs.ts`; jobs/index.ts collects them. */
export const defineJobs = <const T extends Record<string, JobDef>>(defs: T): T => defs;
