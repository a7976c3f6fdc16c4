export { createJobQueue, createJobConsumer, type JobQueueOptions, type JobConsumerOptions } from './queue.ts';
export { resetLocalJobs } from './local.ts';
export { UnrecoverableError } from './dispatch.ts';
export { QueueUnavailableError, isRedisUnavailable } from './unavailable.ts';
export { RETRY_POLICY, KEEP_COMPLETED, backoffDelay } from './policy.ts';
export type { JobQueue, JobConsumer, JobHandler, JobHandlers, JobContext, EnqueueOptions, FailedJob, Logger } from './types.ts';
export { JOBS, JOB_QUEUES, jobPayloadSchemas, type JobName, type JobPayload } from '@trilha/shared/jobs';
