import { z } from 'zod';
import { idBodySchema } from '../common/http.ts';
import { defineJobs } from '../jobs/define.ts';

/** Enrols the lines of an uploaded CSV (row inscription_imports.id), in batches, resuming after the committed ones. */
export const inscriptionsImportCsvPayloadSchema = z.object({ company_id: idBodySchema, import_id: idBodySchema });
export type InscriptionsImportCsvPayload = z.infer<typeof inscriptionsImportCsvPayloadSchema>;

/**
 * A queue family of its own, `enrolments`: a 200,000-line file (a minute and a half) delays no
 * e-mail, export or question import, and it runs in the compose `worker` service, whose old
 * generation is capped (128 MB), not in `worker-imports`, whose uncapped heap idles near 150 MB
 * (docs/benchmarks.md "Enrolment CSV", docs/deployment.md).
 */
export const INSCRIPTION_JOBS = defineJobs({
  'inscriptions.import-csv': { queue: 'enrolments', payload: inscriptionsImportCsvPayloadSchema },
});
