import type { z } from 'zod';
import { JOB_DEFS } from './catalogue.generated.ts';

export { defineJobs, type JobDef } from './define.ts';
export { mailPasswordResetPayloadSchema, type MailPasswordResetPayload } from '../auth/jobs.ts';

/**
 * Every background job, from each domain's `jobs.ts` (catalogue.generated.ts, written by `pnpm gen`;
 * docs/generated/jobs.md lists them). The API validates a payload before enqueueing and the worker
 * validates it again on receipt; enqueueing an unknown name or a payload of the wrong shape does not compile.
 */
export { JOB_DEFS };

export type JobName = keyof typeof JOB_DEFS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_DEFS)[N]['payload']>;
export const JOB_NAMES = Object.keys(JOB_DEFS) as JobName[];

/** Names as constants, for code that prefers `JOBS.mailPasswordReset` to the string. */
export const JOBS = { mailPasswordReset: 'mail.password-reset' } as const satisfies Record<string, JobName>;

export const jobPayloadSchemas = Object.fromEntries(JOB_NAMES.map((n) => [n, JOB_DEFS[n].payload])) as {
  [N in JobName]: (typeof JOB_DEFS)[N]['payload'];
};
/** BullMQ queue per job family. */
export const JOB_QUEUES = Object.fromEntries(JOB_NAMES.map((n) => [n, JOB_DEFS[n].queue])) as Record<JobName, string>;

export const isJobName = (name: string): name is JobName => Object.hasOwn(JOB_DEFS, name);
