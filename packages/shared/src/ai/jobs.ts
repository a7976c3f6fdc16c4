import { z } from 'zod';
import { defineJobs } from '../jobs/define.ts';
import { idBodySchema } from '../common/http.ts';

/** One model call (row ai_jobs.id): what to ask travels in the row, not in Redis. */
export const aiGeneratePayloadSchema = z.object({ company_id: idBodySchema, job_id: idBodySchema });
export type AiGeneratePayload = z.infer<typeof aiGeneratePayloadSchema>;

/**
 * Model calls have their own queue: a slow endpoint (seconds per call) never delays e-mail or
 * imports, and a deployment may give them a worker of their own (WORKER_SKIP_QUEUES).
 */
export const AI_JOBS = defineJobs({
  'ai.generate': { queue: 'ai', payload: aiGeneratePayloadSchema },
});
