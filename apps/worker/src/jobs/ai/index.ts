import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../../worker-deps.ts';
import { aiConfigFromEnv } from './config.ts';
import { runAiJob } from './run-job.ts';

/** Handlers of the AI domain (declared in packages/shared/src/ai/jobs.ts): docs/ai.md. */
export const aiJobHandlers = ({ tenantDb, emitter, ai }: WorkerDeps): JobHandlers =>
  tenantDb ? { 'ai.generate': runAiJob({ tenantDb, emitter, ai: ai ?? aiConfigFromEnv() }) } : {};
