import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../../worker-deps.ts';
import { exportGradesCsv } from './export-grades-csv.ts';

/** Handlers of the grades domain's jobs (declared in packages/shared/src/grades/jobs.ts). */
export const gradeJobHandlers = ({ tenantDb, storage }: WorkerDeps): JobHandlers =>
  tenantDb && storage ? { 'grades.export-csv': exportGradesCsv({ tenantDb, storage }) } : {};
