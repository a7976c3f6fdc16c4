import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../../worker-deps.ts';
import { exportSessionsCsv } from './export-sessions-csv.ts';

/** Handlers of the sessions domain's jobs (declared in packages/shared/src/sessions/jobs.ts). */
export const sessionJobHandlers = ({ tenantDb, storage, emitter }: WorkerDeps): JobHandlers =>
  tenantDb && storage ? { 'sessions.export-csv': exportSessionsCsv({ tenantDb, storage, emitter }) } : {};
