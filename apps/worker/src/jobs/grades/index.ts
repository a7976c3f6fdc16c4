import { gradesCsvProducer } from './grades-csv-export.ts';

/** The grades domain's export kinds (their jobs are declared in packages/shared/src/grades/jobs.ts). */
export const gradeExportProducers = [gradesCsvProducer];
