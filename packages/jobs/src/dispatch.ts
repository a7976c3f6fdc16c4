import { isJobName, type JobName } from '@trilha/shared/jobs';
import { UnrecoverableError } from 'bullmq';
import { parsePayload } from './payload.ts';
import type { JobHandler, JobHandlers, Logger } from './types.ts';

export { UnrecoverableError };

export interface DispatchInput {
  id: string;
  name: string;
  data: unknown;
  attempt: number;
  rerun: boolean;
  logger: Logger;
}

/**
 * Finds the handler and runs it with a validated payload. A missing handler or a payload that
 * does not fit its schema can never succeed on retry, so both fail the job at once.
 */
export async function dispatch(handlers: JobHandlers, job: DispatchInput): Promise<void> {
  const { name } = job;
  const handler = isJobName(name) ? (handlers[name] as JobHandler<JobName> | undefined) : undefined;
  if (!handler) throw new UnrecoverableError(`no handler for job ${name}`);
  let payload;
  try {
    payload = parsePayload(name as JobName, job.data);
  } catch (err) {
    throw new UnrecoverableError(`invalid payload for ${name}: ${(err as Error).message}`);
  }
  await handler(payload, { id: job.id, name: name as JobName, attempt: job.attempt, rerun: job.rerun, logger: job.logger });
}
