import { sessionsCsvProducer } from './sessions-csv-export.ts';

/** The sessions domain's export kinds (their jobs are declared in packages/shared/src/sessions/jobs.ts). */
export const sessionExportProducers = [sessionsCsvProducer];
