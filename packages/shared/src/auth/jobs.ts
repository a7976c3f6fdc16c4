import { z } from 'zod';
import { defineJobs } from '../jobs/define.ts';

export const mailPasswordResetPayloadSchema = z.object({
  to: z.email(),
  name: z.string().min(1).max(255),
  resetUrl: z.url(),
});
export type MailPasswordResetPayload = z.infer<typeof mailPasswordResetPayloadSchema>;

/** The e-mail family has its own queue, so mail workers can be scaled or paused apart from other work. */
export const AUTH_JOBS = defineJobs({
  'mail.password-reset': { queue: 'mail', payload: mailPasswordResetPayloadSchema },
});
