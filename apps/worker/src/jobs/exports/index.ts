import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../../worker-deps.ts';
import type { AnyExportProducer, ExportProducer } from '../../export-producer.ts';
import { exportJob } from './run-export.ts';

/**
 * The handlers of every export kind's job: one flow (run-export.ts) around each producer. The
 * producers come from their owning domains' worker folders (jobs/index.ts passes them in); this
 * module imports none of them.
 */
export const exportJobHandlers = (
  { tenantDb, storage, emitter }: WorkerDeps,
  producers: readonly AnyExportProducer[],
): JobHandlers =>
  tenantDb && storage
    ? Object.fromEntries(producers.map((p) => [p.job, exportJob({ tenantDb, storage, emitter }, p as unknown as ExportProducer)]))
    : {};
