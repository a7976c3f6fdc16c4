import { z } from 'zod';
import { idBodySchema } from '../common/http.ts';
import { defineJobs } from '../jobs/define.ts';

/** Enrols the lines of an uploaded CSV (row inscription_imports.id), in batches, resuming after the committed ones. */
export const inscriptionsImportCsvPayloadSchema = z.object({ company_id: idBodySchema, import_id: idBodySchema });
export type InscriptionsImportCsvPayload = z.infer<typeof inscriptionsImportCsvPayloadSchema>;

/** On the imports queue with the question imports: a 200,000-line file does not delay e-mail or reports. */
export const INSCRIPTION_JOBS = defineJobs({
  'inscriptions.import-csv': { queue: 'imports', payload: inscriptionsImportCsvPayloadSchema },
});
