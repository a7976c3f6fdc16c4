import { z } from 'zod';

/**
 * Background jobs: names, payload schemas and the queue each one runs on.
 * Shared so the API validates a payload before enqueueing and the worker validates it again on receipt.
 */
export const JOBS = {
  mailPasswordReset: 'mail.password-reset',
} as const;

export const mailPasswordResetPayloadSchema = z.object({
  to: z.email(),
  name: z.string().min(1).max(255),
  resetUrl: z.url(),
});
export type MailPasswordResetPayload = z.infer<typeof mailPasswordResetPayloadSchema>;

export const jobPayloadSchemas = {
  [JOBS.mailPasswordReset]: mailPasswordResetPayloadSchema,
} as const;

export type JobName = keyof typeof jobPayloadSchemas;
export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloadSchemas)[N]>;
export const JOB_NAMES = Object.keys(jobPayloadSchemas) as JobName[];

/** BullMQ queue per job family, so e-mail workers can be scaled or paused apart from other work. */
export const JOB_QUEUES: Record<JobName, string> = {
  [JOBS.mailPasswordReset]: 'mail',
};

export const isJobName = (name: string): name is JobName => Object.hasOwn(jobPayloadSchemas, name);
