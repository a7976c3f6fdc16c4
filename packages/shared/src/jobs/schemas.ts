import type { z } from 'zod';
import { AUTH_JOBS } from '../auth/jobs.ts';
import { GRADE_JOBS } from '../grades/jobs.ts';
import { QUESTION_IMPORT_JOBS } from '../question-import/jobs.ts';
import { NOTIFICATION_JOBS } from '../notifications/jobs.ts';
import { SESSION_JOBS } from '../sessions/jobs.ts';
import { REPORT_JOBS } from '../reports/jobs.ts';
import { AI_JOBS } from '../ai/jobs.ts';
import { STORAGE_JOBS } from '../storage/jobs.ts';
import { INSCRIPTION_JOBS } from '../inscriptions/jobs.ts';

export { defineJobs, type JobDef } from './define.ts';
export { mailPasswordResetPayloadSchema, type MailPasswordResetPayload } from '../auth/jobs.ts';

/**
 * Every background job, from each domain's `jobs.ts` (one line per domain). The API validates a
 * payload before enqueueing and the worker validates it again on receipt; enqueueing an unknown
 * name or a payload of the wrong shape does not compile.
 */
export const JOB_DEFS = {
  ...AUTH_JOBS,
  ...GRADE_JOBS,
  ...QUESTION_IMPORT_JOBS,
  ...NOTIFICATION_JOBS,
  ...SESSION_JOBS,
  ...REPORT_JOBS,
  ...AI_JOBS,
  ...STORAGE_JOBS,
  ...INSCRIPTION_JOBS,
} as const;

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
