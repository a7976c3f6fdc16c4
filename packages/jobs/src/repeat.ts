import { JOB_DEFS, type JobName } from '@trilha/shared/jobs';
import type { JobHandlers } from './types.ts';

/** The handled jobs that repeat by themselves (JobDef.repeat), with their period. */
export const repeatingJobs = (handlers: JobHandlers): { name: JobName; everyMs: number }[] =>
  (Object.keys(handlers) as JobName[]).flatMap((name) => {
    const repeat = (JOB_DEFS[name] as { repeat?: { everyMs: number } }).repeat;
    return repeat ? [{ name, everyMs: repeat.everyMs }] : [];
  });
