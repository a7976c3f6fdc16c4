import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../../worker-deps.ts';
import { writeStudentLogsPdf } from './write-student-logs-pdf.ts';

/** Handlers of the reports domain's jobs (declared in packages/shared/src/reports/jobs.ts). */
export const reportJobHandlers = ({ tenantDb, storage, emitter }: WorkerDeps): JobHandlers =>
  tenantDb && storage ? { 'reports.student-logs-pdf': writeStudentLogsPdf({ tenantDb, storage, emitter }) } : {};
