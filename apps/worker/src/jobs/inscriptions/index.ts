import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../../worker-deps.ts';
import { importInscriptionsCsv } from './import-csv.ts';

/** Handlers of the enrolments domain's jobs (declared in packages/shared/src/inscriptions/jobs.ts). */
export const inscriptionJobHandlers = ({ tenantDb, storage, emitter }: WorkerDeps): JobHandlers =>
  tenantDb && storage ? { 'inscriptions.import-csv': importInscriptionsCsv({ tenantDb, storage, emitter }) } : {};
