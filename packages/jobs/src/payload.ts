import { jobPayloadSchemas, type JobName, type JobPayload } from '@trilha/shared/jobs';

/** Parses a payload with the job's shared schema; throws ZodError when it does not fit. */
export function parsePayload<N extends JobName>(name: N, payload: unknown): JobPayload<N> {
  const schema = jobPayloadSchemas[name];
  if (!schema) throw new Error(`unknown job: ${String(name)}`);
  return schema.parse(payload) as JobPayload<N>;
}
