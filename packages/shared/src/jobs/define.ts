import type { z } from 'zod';

/** One background job: the BullMQ queue (family) it runs on and its payload schema. */
export type JobDef = { readonly queue: string; readonly payload: z.ZodType };

/** A domain's jobs, declared in its own `jobs.ts`; jobs/index.ts collects them. */
export const defineJobs = <const T extends Record<string, JobDef>>(defs: T): T => defs;
