import { studentLogsPdfProducer } from './student-logs-pdf-export.ts';

/** The reports domain's export kinds (their jobs are declared in packages/shared/src/reports/jobs.ts). */
export const reportExportProducers = [studentLogsPdfProducer];
